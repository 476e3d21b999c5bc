<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>strata::gui::DetailPane</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %n byte(s) at %2</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %n byte at %2</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %n bytes at %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::HexView</name>
    <message numerus="yes">
        <source>Copied %n byte(s)</source>
        <translation>
            <numerusform>Copied %n byte</numerusform>
            <numerusform>Copied %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n byte(s) to %1</source>
        <translation>
            <numerusform>Saved %n byte to %1</numerusform>
            <numerusform>Saved %n bytes to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::MainWindow</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n byte(s)</source>
        <translation>
            <numerusform>Selected %n byte</numerusform>
            <numerusform>Selected %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n byte(s) to %1</source>
        <translation>
            <numerusform>Saved %n byte to %1</numerusform>
            <numerusform>Saved %n bytes to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1</source>
        <translation>
            <numerusform>Exported %n row to %1</numerusform>
            <numerusform>Exported %n rows to %1</numerusform>
        </translation>
    </message>
</context>
</TS>
