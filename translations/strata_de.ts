<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BookmarkNames</name>
    <message>
        <source>%1 of row %2</source>
        <translation>%1 in Zeile %2</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>a page header cut short by the end of the file</source>
        <translation>ein Seitenkopf, den das Dateiende abschneidet</translation>
    </message>
    <message>
        <source>bstart %1 lies outside the chunk&apos;s data [%2, %3)</source>
        <translation>bstart %1 liegt außerhalb der Daten des Chunks [%2, %3)</translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its chunk</source>
        <translation>Stream %1 mit %2 Bytes ragt über seinen Chunk hinaus</translation>
    </message>
    <message>
        <source>frame_len %1 differs from the file size %2</source>
        <translation>frame_len %1 weicht von der Dateigröße %2 ab</translation>
    </message>
    <message>
        <source>not an ODB-2 frame</source>
        <translation>kein ODB-2-Frame</translation>
    </message>
    <message>
        <source>row groups recovered from inline page headers: %1</source>
        <translation>aus den Seitenköpfen wiederhergestellte Zeilengruppen: %1</translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2, the last cut short at %3</source>
        <translation>Chunks, die der Gang durch den Chunk-Bereich ab %1 fand: %2, der letzte abgeschnitten bei %3</translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2</source>
        <translation>Chunks, die der Gang durch den Chunk-Bereich ab %1 fand: %2</translation>
    </message>
    <message>
        <source>not %1 (whole file) or %2 (streaming)</source>
        <translation>weder %1 (ganze Datei) noch %2 (Streaming)</translation>
    </message>
    <message>
        <source>the block reads as zeros</source>
        <translation>der Block wird als Nullen gelesen</translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its block (it reaches into the next block)</source>
        <translation>Stream %1 mit %2 Bytes ragt über seinen Block hinaus (bis in den nächsten Block)</translation>
    </message>
    <message>
        <source>needs %1 bytes, %2 left</source>
        <translation>braucht %1 Bytes, %2 übrig</translation>
    </message>
    <message>
        <source>cbytes %1 runs past the end of the file (%2 bytes left)</source>
        <translation>cbytes %1 reicht über das Dateiende hinaus (%2 Bytes übrig)</translation>
    </message>
    <message>
        <source>reading what is there</source>
        <translation>gelesen wird, was da ist</translation>
    </message>
    <message>
        <source>corrupt data</source>
        <translation>beschädigte Daten</translation>
    </message>
    <message>
        <source>the xz stream is incomplete or has bytes after it (its index cannot be read)</source>
        <translation>der xz-Stream ist unvollständig oder hat Bytes dahinter (sein Index ist nicht lesbar)</translation>
    </message>
    <message>
        <source>the file ends inside it (%1 of %2 bytes)</source>
        <translation>die Datei endet darin (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>the file ends inside it</source>
        <translation>die Datei endet darin</translation>
    </message>
    <message>
        <source>stream %1 payload</source>
        <translation>Nutzdaten von Stream %1</translation>
    </message>
    <message>
        <source>stream %1 (decoded byte %2)</source>
        <translation>Stream %1 (dekodiertes Byte %2)</translation>
    </message>
    <message>
        <source>corrupt block (error at input byte %1)</source>
        <translation>beschädigter Block (Fehler bei Eingabebyte %1)</translation>
    </message>
    <message>
        <source>corrupt block</source>
        <translation>beschädigter Block</translation>
    </message>
    <message>
        <source>frame payload</source>
        <translation>Nutzdaten des Frames</translation>
    </message>
    <message>
        <source>file truncated at %1</source>
        <translation>Datei abgeschnitten bei %1</translation>
    </message>
    <message>
        <source>footer missing</source>
        <translation>Fußbereich fehlt</translation>
    </message>
    <message>
        <source>stream name</source>
        <translation>Stream-Name</translation>
    </message>
    <message>
        <source>footer magic</source>
        <translation>Fußbereich-Kennung</translation>
    </message>
    <message>
        <source>file magic</source>
        <translation>Datei-Kennung</translation>
    </message>
    <message>
        <source>bad magic</source>
        <translation>falsche Kennung</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation>Chunk-Kopf</translation>
    </message>
    <message>
        <source>column chunk</source>
        <translation>Spalten-Chunk</translation>
    </message>
    <message>
        <source>the chunk is unreadable</source>
        <translation>der Chunk ist unlesbar</translation>
    </message>
    <message>
        <source>its bytes cannot be decompressed and read as zeros</source>
        <translation>seine Bytes lassen sich nicht dekomprimieren und werden als Nullen gelesen</translation>
    </message>
    <message>
        <source>the remaining %1 rows are missing</source>
        <translation>die restlichen %1 Zeilen fehlen</translation>
    </message>
    <message>
        <source>%1 bytes of rows, %2 left in the file</source>
        <translation>%1 Bytes Zeilen, %2 in der Datei übrig</translation>
    </message>
    <message>
        <source>truncated frame</source>
        <translation>abgeschnittener Frame</translation>
    </message>
    <message>
        <source>memcpyed data of %1 bytes runs past the end of the chunk</source>
        <translation>die unkomprimierten Daten von %1 Bytes reichen über das Ende des Chunks hinaus</translation>
    </message>
    <message>
        <source>memcpyed chunk of nbytes %1 but cbytes %2 (header and data make %3)</source>
        <translation>unkomprimierter Chunk mit nbytes %1, aber cbytes %2 (Kopf und Daten ergeben %3)</translation>
    </message>
    <message>
        <source>the stream set has no %1 stream</source>
        <translation>die Stream-Gruppe hat keinen Stream %1</translation>
    </message>
    <message>
        <source>a page of %1 values cut short</source>
        <translation>eine Seite mit %1 Werten ist abgeschnitten</translation>
    </message>
    <message>
        <source>its header declares %1 bytes of data, %2 are present</source>
        <translation>ihr Kopf nennt %1 Datenbytes, %2 sind vorhanden</translation>
    </message>
    <message>
        <source>the rest show as missing</source>
        <translation>der Rest erscheint als fehlend</translation>
    </message>
    <message>
        <source>not an ODB-2 frame, after the last one</source>
        <translation>kein ODB-2-Frame, nach dem letzten</translation>
    </message>
    <message>
        <source>row %1 needs %2 bytes, %3 left</source>
        <translation>Zeile %1 braucht %2 Bytes, %3 übrig</translation>
    </message>
    <message>
        <source>stored min %1 &lt; actual min %2 (a loose bound)</source>
        <translation>gespeichertes Minimum %1 &lt; tatsächliches Minimum %2 (eine lose Schranke)</translation>
    </message>
    <message>
        <source>stored max %1 &gt; actual max %2 (a loose bound)</source>
        <translation>gespeichertes Maximum %1 &gt; tatsächliches Maximum %2 (eine lose Schranke)</translation>
    </message>
    <message>
        <source>stored min %1 &gt; actual min %2</source>
        <translation>gespeichertes Minimum %1 &gt; tatsächliches Minimum %2</translation>
    </message>
    <message>
        <source>stored max %1 &lt; actual max %2</source>
        <translation>gespeichertes Maximum %1 &lt; tatsächliches Maximum %2</translation>
    </message>
    <message>
        <source>entry %1 %2 (inner file byte %3)</source>
        <translation>Eintrag %1 %2 (Byte %3 der inneren Datei)</translation>
    </message>
    <message>
        <source>bytes that do not read as a page</source>
        <translation>Bytes, die sich nicht als Seite lesen lassen</translation>
    </message>
    <message>
        <source>file too short for the AT-1 header (%1 bytes, needs magic and codec byte)</source>
        <translation>Datei zu kurz für den AT-1-Kopf (%1 Bytes, braucht Kennung und Codec-Byte)</translation>
    </message>
    <message>
        <source>file of %1 bytes is too short for a header and footer</source>
        <translation>eine Datei von %1 Bytes ist zu kurz für Kopf und Fußbereich</translation>
    </message>
    <message>
        <source>page header differs from its copy in the metadata at %1</source>
        <translation>der Seitenkopf weicht von seiner Kopie in den Metadaten bei %1 ab</translation>
    </message>
    <message>
        <source>block holds %1 bytes, expected %2</source>
        <translation>Block enthält %1 Bytes, erwartet %2</translation>
    </message>
    <message>
        <source>stream holds more than the expected %1 bytes</source>
        <translation>Stream enthält mehr als die erwarteten %1 Bytes</translation>
    </message>
    <message>
        <source>stream holds %1 bytes, expected %2</source>
        <translation>Stream enthält %1 Bytes, erwartet %2</translation>
    </message>
    <message>
        <source>match reaches before the start of the output at input byte %1</source>
        <translation>Treffer reicht vor den Anfang der Ausgabe, bei Eingabebyte %1</translation>
    </message>
    <message>
        <source>match length runs past the end at input byte %1</source>
        <translation>Trefferlänge reicht über das Ende hinaus, bei Eingabebyte %1</translation>
    </message>
    <message>
        <source>match overruns the expected size at input byte %1</source>
        <translation>Treffer überschreitet die erwartete Größe, bei Eingabebyte %1</translation>
    </message>
    <message>
        <source>literal run overruns the expected size at input byte %1</source>
        <translation>Literalfolge überschreitet die erwartete Größe, bei Eingabebyte %1</translation>
    </message>
    <message>
        <source>%1 decodes to %2 values for %3 rows</source>
        <translation>%1 ergibt %2 Werte für %3 Zeilen</translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 lies outside the frame&apos;s chunk area</source>
        <translation>der Chunk-Offset-Index bei %1 liegt außerhalb des Chunk-Bereichs des Frames</translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 cannot be read</source>
        <translation>der Chunk-Offset-Index bei %1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>not an xz stream (no xz magic)</source>
        <translation>kein xz-Stream (keine xz-Kennung)</translation>
    </message>
    <message>
        <source>empty, not an xz stream</source>
        <translation>leer, kein xz-Stream</translation>
    </message>
    <message>
        <source>not a zstd frame (no zstd magic)</source>
        <translation>kein zstd-Frame (keine zstd-Kennung)</translation>
    </message>
    <message>
        <source>stream %1 csize lies past the end of the chunk</source>
        <translation>csize von Stream %1 liegt hinter dem Ende des Chunks</translation>
    </message>
    <message>
        <source>stream %1 has an unknown token %2 after a negative csize</source>
        <translation>Stream %1 hat ein unbekanntes Token %2 nach einem negativen csize</translation>
    </message>
    <message>
        <source>template %1 (streams %2)</source>
        <translation>Vorlage %1 (Streams %2)</translation>
    </message>
    <message>
        <source>varint past the end</source>
        <translation>Varint hinter dem Ende</translation>
    </message>
    <message>
        <source>bad varint (truncated, too long or overflowing %1 bits)</source>
        <translation>ungültiger Varint (abgeschnitten, zu lang oder mehr als %1 Bits)</translation>
    </message>
    <message>
        <source>is not a msgpack %1</source>
        <translation>ist kein msgpack-%1</translation>
    </message>
    <message>
        <source>row marker %1 is past the column count %2</source>
        <translation>Zeilenmarke %1 liegt hinter der Spaltenzahl %2</translation>
    </message>
    <message>
        <source>width %1 is outside %2..%3</source>
        <translation>Breite %1 liegt außerhalb von %2..%3</translation>
    </message>
    <message>
        <source>%1 rows, little-endian, md5 bad</source>
        <translation>%1 Zeilen, Little-Endian, MD5 falsch</translation>
    </message>
    <message>
        <source>%1 rows, big-endian, md5 bad</source>
        <translation>%1 Zeilen, Big-Endian, MD5 falsch</translation>
    </message>
    <message>
        <source>the rebuilt original ends before the pixel data&apos;s last sample</source>
        <translation>das wiederhergestellte Original endet vor dem letzten Wert der Pixeldaten</translation>
    </message>
    <message>
        <source>blocksize %1 exceeds nbytes %2 (c-blosc2 clamps it)</source>
        <translation>blocksize %1 übersteigt nbytes %2 (c-blosc2 begrenzt es)</translation>
    </message>
    <message>
        <source>%1 streams cannot fit in %2 bytes</source>
        <translation>%1 Streams passen nicht in %2 Bytes</translation>
    </message>
    <message>
        <source>column %1 runs out of values at row %2 (it holds %3)</source>
        <translation>Spalte %1 gehen bei Zeile %2 die Werte aus (sie enthält %3)</translation>
    </message>
    <message>
        <source>column %1 runs out of values</source>
        <translation>Spalte %1 gehen die Werte aus</translation>
    </message>
    <message>
        <source>holds %1 line flags for nlines %2</source>
        <translation>enthält %1 Zeilenmarken für nlines %2</translation>
    </message>
    <message>
        <source>unknown codec id %1</source>
        <translation>unbekannte Codec-ID %1</translation>
    </message>
    <message>
        <source>unknown codec tag %1 (%2 xz and %3 zstd exist)</source>
        <translation>unbekannte Codec-Kennung %1 (es gibt %2 xz und %3 zstd)</translation>
    </message>
    <message>
        <source>unknown codec %1</source>
        <translation>unbekannter Codec %1</translation>
    </message>
    <message>
        <source>column chunk [%1, +%2) lies outside the file</source>
        <translation>Spalten-Chunk [%1, +%2) liegt außerhalb der Datei</translation>
    </message>
    <message>
        <source>bstarts for %1 blocks run past the end of the chunk</source>
        <translation>die bstarts für %1 Blöcke reichen über das Ende des Chunks hinaus</translation>
    </message>
    <message>
        <source>special-value chunk of cbytes %1 stores %2</source>
        <translation>Sonderwert-Chunk mit cbytes %1 speichert %2</translation>
    </message>
    <message>
        <source>block (%1) holds %2 values for %3 rows</source>
        <translation>Block (%1) enthält %2 Werte für %3 Zeilen</translation>
    </message>
    <message>
        <source>block (%1) of %2 bytes does not fit in the %3 stream at %4 of %5</source>
        <translation>Block (%1) mit %2 Bytes passt nicht in den Stream %3 bei %4 von %5</translation>
    </message>
    <message>
        <source>template has %1 segments</source>
        <translation>Vorlage hat %1 Segmente</translation>
    </message>
    <message>
        <source>the repeated value runs past the end of the chunk</source>
        <translation>der wiederholte Wert reicht über das Ende des Chunks hinaus</translation>
    </message>
    <message>
        <source>delta needs block %1, which did not decode</source>
        <translation>Delta braucht Block %1, der sich nicht dekodieren ließ</translation>
    </message>
    <message>
        <source>unknown backend byte %1</source>
        <translation>unbekanntes Backend-Byte %1</translation>
    </message>
    <message>
        <source>a row group holds at least one row</source>
        <translation>eine Zeilengruppe enthält mindestens eine Zeile</translation>
    </message>
    <message>
        <source>page data runs past the end of the file</source>
        <translation>Seitendaten reichen über das Dateiende hinaus</translation>
    </message>
    <message>
        <source>page data [%1, +%2) does not lie inside its column chunk and the file</source>
        <translation>Seitendaten [%1, +%2) liegen nicht in ihrem Spalten-Chunk und der Datei</translation>
    </message>
    <message>
        <source>VL blocks hold %1 bytes but nbytes says %2</source>
        <translation>VL-Blöcke enthalten %1 Bytes, nbytes sagt aber %2</translation>
    </message>
    <message>
        <source>VL block of %1 bytes runs past nbytes %2</source>
        <translation>VL-Block mit %1 Bytes reicht über nbytes %2 hinaus</translation>
    </message>
    <message>
        <source>%1 bytes after the last stream</source>
        <translation>%1 Bytes nach dem letzten Stream</translation>
    </message>
    <message>
        <source>runs exceed the %1 rows of the row group</source>
        <translation>die Läufe überschreiten die %1 Zeilen der Zeilengruppe</translation>
    </message>
    <message>
        <source>row count %1 is more than the %2 bytes of rows can hold</source>
        <translation>Zeilenzahl %1 ist mehr, als die %2 Bytes Zeilen fassen können</translation>
    </message>
    <message>
        <source>its blocks live in the frame, chunk %1 at frame offset %2 (block i at that offset + bstart i)</source>
        <translation>seine Blöcke liegen im Frame, Chunk %1 bei Frame-Offset %2 (Block i bei diesem Offset + bstart i)</translation>
    </message>
    <message>
        <source>this file alone cannot be decompressed</source>
        <translation>diese Datei allein lässt sich nicht dekomprimieren</translation>
    </message>
    <message>
        <source>stream %1 has %2 entries but meta %3 is %4</source>
        <translation>Stream %1 hat %2 Einträge, meta %3 ist aber %4</translation>
    </message>
    <message>
        <source>mode byte %1 (only %2 raw, %3 pixel)</source>
        <translation>Modus-Byte %1 (nur %2 roh, %3 Pixel)</translation>
    </message>
    <message>
        <source>nt %1 is more than the %2 templates a file may hold</source>
        <translation>nt %1 ist mehr als die %2 Vorlagen, die eine Datei haben darf</translation>
    </message>
    <message>
        <source>decode class %1 (image-codec pixel data) is unsupported</source>
        <translation>Dekodierklasse %1 (Pixeldaten eines Bild-Codecs) wird nicht unterstützt</translation>
    </message>
    <message>
        <source>no published decoder rebuilds it</source>
        <translation>kein veröffentlichter Decoder stellt es wieder her</translation>
    </message>
    <message>
        <source>the bundle has no entries (no stream %1, or it is empty)</source>
        <translation>das Bündel hat keine Einträge (kein Stream %1, oder er ist leer)</translation>
    </message>
    <message>
        <source>%1 is over the limit of %2</source>
        <translation>%1 liegt über der Grenze von %2</translation>
    </message>
    <message>
        <source>rows end after %1 of %2 rows</source>
        <translation>die Zeilen enden nach %1 von %2</translation>
    </message>
    <message>
        <source>value %1 %2 lies outside the zone map</source>
        <translation>Wert %1 %2 liegt außerhalb der Zonenkarte</translation>
    </message>
    <message>
        <source>a second stream with this name</source>
        <translation>ein zweiter Stream mit diesem Namen</translation>
    </message>
    <message>
        <source>unknown frame method %1 (only %2 structured and %3 raw exist)</source>
        <translation>unbekannte Frame-Methode %1 (es gibt nur %2 strukturiert und %3 roh)</translation>
    </message>
    <message>
        <source>trailer SHA-256 %1 does not match the decoded bytes (%2)</source>
        <translation>SHA-256 %1 des Trailers passt nicht zu den dekodierten Bytes (%2)</translation>
    </message>
    <message>
        <source>md5 %1 does not match the header (%2)</source>
        <translation>MD5 %1 passt nicht zum Kopf (%2)</translation>
    </message>
    <message>
        <source>entry %1 has no terminating NUL</source>
        <translation>Eintrag %1 hat kein abschließendes NUL</translation>
    </message>
    <message>
        <source>unknown pixel transform %1 (only %2..%3)</source>
        <translation>unbekannte Pixel-Transformation %1 (nur %2..%3)</translation>
    </message>
    <message>
        <source>offset %1 out of order or past the data</source>
        <translation>Offset %1 außer der Reihe oder hinter den Daten</translation>
    </message>
    <message>
        <source>metadata offset %1 is outside the file body [%2, %3]</source>
        <translation>Metadaten-Offset %1 liegt außerhalb des Dateirumpfs [%2, %3]</translation>
    </message>
    <message>
        <source>the shape needs %1 chunks</source>
        <translation>die Form braucht %1 Chunks</translation>
    </message>
    <message>
        <source>the frame has %1</source>
        <translation>der Frame hat %1</translation>
    </message>
    <message>
        <source>unknown format version %1</source>
        <translation>unbekannte Formatversion %1</translation>
    </message>
    <message>
        <source>not a COLE file header</source>
        <translation>kein COLE-Dateikopf</translation>
    </message>
    <message>
        <source>count %1 does not fit in the %2 header bytes left</source>
        <translation>Anzahl %1 passt nicht in die %2 übrigen Kopfbytes</translation>
    </message>
    <message>
        <source>trailer_len %1 is not plausible</source>
        <translation>trailer_len %1 ist nicht plausibel</translation>
    </message>
    <message>
        <source>lazy chunk trailer runs past the end of the file</source>
        <translation>der Trailer des Lazy-Chunks reicht über das Dateiende hinaus</translation>
    </message>
    <message>
        <source>unknown filter %1 in slot %2</source>
        <translation>unbekannter Filter %1 an Stelle %2</translation>
    </message>
    <message>
        <source>unknown filter %1</source>
        <translation>unbekannter Filter %1</translation>
    </message>
    <message>
        <source>nbytes %1, but cbytes %2 stores more than the header</source>
        <translation>nbytes %1, aber cbytes %2 speichert mehr als den Kopf</translation>
    </message>
    <message>
        <source>%1 bytes follow the chunk&apos;s cbytes</source>
        <translation>%1 Bytes folgen auf die cbytes des Chunks</translation>
    </message>
    <message>
        <source>reading resumes at the next frame marker, at %1</source>
        <translation>das Lesen geht an der nächsten Frame-Marke weiter, bei %1</translation>
    </message>
    <message>
        <source>the index lists %1 chunks, but uncompressed_size %2 in chunks of %3 bytes makes %4</source>
        <translation>der Index nennt %1 Chunks, aber uncompressed_size %2 in Chunks von %3 Bytes ergibt %4</translation>
    </message>
    <message>
        <source>the entries after those are not read</source>
        <translation>die Einträge danach werden nicht gelesen</translation>
    </message>
    <message>
        <source>frame too short for a trailer</source>
        <translation>Frame zu kurz für einen Trailer</translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the %2 bytes left</source>
        <translation>%1 Einträge passen nicht in die %2 übrigen Bytes</translation>
    </message>
    <message>
        <source>%1 chunks listed for %2 columns</source>
        <translation>%1 Chunks für %2 Spalten aufgeführt</translation>
    </message>
    <message>
        <source>the page header in front of the data cannot be read</source>
        <translation>der Seitenkopf vor den Daten ist nicht lesbar</translation>
    </message>
    <message>
        <source>the data is found through the metadata&apos;s copy</source>
        <translation>die Daten werden über die Kopie in den Metadaten gefunden</translation>
    </message>
    <message>
        <source>total_rows %1 but the row groups hold %2</source>
        <translation>total_rows %1, die Zeilengruppen enthalten aber %2</translation>
    </message>
    <message>
        <source>row group num_rows %1 agrees with none of its column chunks</source>
        <translation>num_rows %1 der Zeilengruppe stimmt mit keinem ihrer Spalten-Chunks überein</translation>
    </message>
    <message>
        <source>showing the %1 rows every chunk holds</source>
        <translation>gezeigt werden die %1 Zeilen, die jeder Chunk enthält</translation>
    </message>
    <message>
        <source>index %1 outside the %2-entry dictionary</source>
        <translation>Index %1 außerhalb des Wörterbuchs mit %2 Einträgen</translation>
    </message>
    <message>
        <source>size %1 does not fit in %2 bits</source>
        <translation>Größe %1 passt nicht in %2 Bits</translation>
    </message>
    <message>
        <source>%1 bytes are left that nothing reads</source>
        <translation>%1 Bytes bleiben übrig, die nichts liest</translation>
    </message>
    <message>
        <source>a value nests deeper than %1 levels</source>
        <translation>ein Wert ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>dictionary of %1 bytes runs past the end of the chunk</source>
        <translation>Wörterbuch mit %1 Bytes reicht über das Ende des Chunks hinaus</translation>
    </message>
    <message>
        <source>value %1 has index %2, not below ndict %3</source>
        <translation>Wert %1 hat Index %2, nicht unter ndict %3</translation>
    </message>
    <message>
        <source>%1 items are left over after the %2 used</source>
        <translation>%1 Elemente bleiben nach den %2 verwendeten übrig</translation>
    </message>
    <message>
        <source>template id %1 is past the %2 templates</source>
        <translation>Vorlagen-ID %1 liegt hinter den %2 Vorlagen</translation>
    </message>
    <message>
        <source>%1 runs cannot fit in %2 bytes</source>
        <translation>%1 Läufe passen nicht in %2 Bytes</translation>
    </message>
    <message>
        <source>line %1 reads template %2, which holds only %3 lines</source>
        <translation>Zeile %1 liest Vorlage %2, die nur %3 Zeilen enthält</translation>
    </message>
    <message>
        <source>entry %1 names template %2, past the %3 templates</source>
        <translation>Eintrag %1 nennt Vorlage %2, hinter den %3 Vorlagen</translation>
    </message>
    <message>
        <source>the array has no table</source>
        <translation>das Array hat keine Tabelle</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>gezeigt: %1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>nicht %1</translation>
    </message>
    <message>
        <source>is %1</source>
        <translation>ist %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the records</source>
        <translation>Stream %1 hat %2 Elemente, zu wenige für die Datensätze</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the templates&apos; variable slots</source>
        <translation>Stream %1 hat %2 Elemente, zu wenige für die variablen Stellen der Vorlagen</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; hosts</source>
        <translation>Stream %1 hat %2 Elemente, zu wenige für die Hosts der strukturierten Zeilen</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; days</source>
        <translation>Stream %1 hat %2 Elemente, zu wenige für die Tage der strukturierten Zeilen</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the raw messages</source>
        <translation>Stream %1 hat %2 Elemente, zu wenige für die Rohnachrichten</translation>
    </message>
    <message>
        <source>column %1 of stream %2 has %3 items, too few for the skeleton&apos;s placeholders</source>
        <translation>Spalte %1 von Stream %2 hat %3 Elemente, zu wenige für die Platzhalter des Gerüsts</translation>
    </message>
    <message>
        <source>column %1 of %2 has %3 items, too few for the values read from it</source>
        <translation>Spalte %1 von %2 hat %3 Elemente, zu wenige für die daraus gelesenen Werte</translation>
    </message>
    <message>
        <source>%1 values, more than the %2 the row group holds</source>
        <translation>%1 Werte, mehr als die %2, die die Zeilengruppe enthält</translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the page</source>
        <translation>%1 Einträge passen nicht in die Seite</translation>
    </message>
    <message>
        <source>no %1 frame marker here</source>
        <translation>hier keine Frame-Marke %1</translation>
    </message>
    <message>
        <source>frame marker</source>
        <translation>Frame-Marke</translation>
    </message>
    <message>
        <source>%1 complete column chunks of %2</source>
        <translation>%1 vollständige Spalten-Chunks von %2</translation>
    </message>
    <message>
        <source>its rows are not in the table</source>
        <translation>ihre Zeilen sind nicht in der Tabelle</translation>
    </message>
    <message>
        <source>expected an array of 7 elements (or 5, as caterva wrote it), not %1</source>
        <translation>erwartet ein Array aus 7 Elementen (oder 5, wie caterva es schrieb), nicht %1</translation>
    </message>
    <message>
        <source>msgpack value cut off at offset %1</source>
        <translation>msgpack-Wert bei Offset %1 abgeschnitten</translation>
    </message>
    <message>
        <source>msgpack nested deeper than %1 levels: not read further</source>
        <translation>msgpack tiefer als %1 Ebenen verschachtelt: nicht weiter gelesen</translation>
    </message>
    <message>
        <source>more than %1 values: the rest is not shown</source>
        <translation>mehr als %1 Werte: der Rest wird nicht gezeigt</translation>
    </message>
    <message>
        <source>the last %1 bytes of this block (%2 bytes, typesize %3) are stored as they are after the bitshuffled elements; c-blosc2 leaves them unwritten in format version 2</source>
        <translation>die letzten %1 Bytes dieses Blocks (%2 Bytes, Typgröße %3) sind nach den bitgeshuffelten Elementen unverändert gespeichert; c-blosc2 lässt sie in Formatversion 2 ungeschrieben</translation>
    </message>
    <message>
        <source>the chunk area [%1, %2) has room for %3 stored chunk(s) at most</source>
        <translation>der Chunk-Bereich [%1, %2) bietet höchstens Platz für %3 gespeicherte Chunks</translation>
    </message>
    <message>
        <source>entries from %1 on (%2) are not read</source>
        <translation>die Einträge ab %1 (%2) werden nicht gelesen</translation>
    </message>
    <message>
        <source>%1 entries point at chunks listed before them</source>
        <translation>%1 Einträge zeigen auf Chunks, die schon vor ihnen aufgeführt sind</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>sie werden ausgelassen</translation>
    </message>
    <message>
        <source>%1 more entries point outside the chunk area</source>
        <translation>%1 weitere Einträge zeigen aus dem Chunk-Bereich hinaus</translation>
    </message>
    <message>
        <source>offsets index entry %1 points at %2, outside the chunk area [%3, %4)</source>
        <translation>Eintrag %1 des Offset-Index zeigt auf %2, außerhalb des Chunk-Bereichs [%3, %4)</translation>
    </message>
    <message>
        <source>offsets index entry %1 marks a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation>Eintrag %1 des Offset-Index kennzeichnet einen Spezial-Chunk einer Art, die c-blosc2 nicht kennt (oberstes Byte 0x%2)</translation>
    </message>
    <message>
        <source>offsets index entries %1 mark a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation>die Einträge %1 des Offset-Index kennzeichnen einen Spezial-Chunk einer Art, die c-blosc2 nicht kennt (oberstes Byte 0x%2)</translation>
    </message>
    <message>
        <source>the offsets index changes at every few entries: Strata reads %1 runs of like entries, the first %2 of %3 entries</source>
        <translation>der Offset-Index wechselt alle paar Einträge: Strata liest %1 Folgen gleicher Einträge, die ersten %2 von %3 Einträgen</translation>
    </message>
    <message>
        <source>the rest are not read</source>
        <translation>der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <source>a block of the offsets index decodes to %1 bytes</source>
        <translation>ein Block des Offset-Index wird zu %1 Bytes dekodiert</translation>
    </message>
    <message>
        <source>Strata reads blocks of the index up to %1</source>
        <translation>Strata liest Blöcke des Index bis %1</translation>
    </message>
    <message>
        <source>the chunks hold %1 bytes, but uncompressed_size says %2</source>
        <translation>die Chunks enthalten %1 Bytes, uncompressed_size sagt aber %2</translation>
    </message>
    <message>
        <source>the metadata lists no more row groups</source>
        <translation>die Metadaten nennen keine weiteren Zeilengruppen</translation>
    </message>
    <message>
        <source>column names inferred from the page headers</source>
        <translation>Spaltennamen aus den Seitenköpfen erschlossen</translation>
    </message>
    <message>
        <source>the frame header&apos;s typesize %1 differs from its chunks&apos; typesize %2</source>
        <translation>die Typgröße %1 im Frame-Header weicht von der Typgröße %2 seiner Chunks ab</translation>
    </message>
    <message>
        <source>metalayers that cannot be read or that the chunks contradict are left out</source>
        <translation>Metalayer, die sich nicht lesen lassen oder denen die Chunks widersprechen, werden weggelassen</translation>
    </message>
    <message>
        <source>the file ends before these chunks</source>
        <translation>die Datei endet vor diesen Chunks</translation>
    </message>
    <message>
        <source>uncompressed_size leaves no bytes for them</source>
        <translation>uncompressed_size lässt ihnen keine Bytes</translation>
    </message>
    <message>
        <source>its page headers are damaged</source>
        <translation>seine Seitenköpfe sind beschädigt</translation>
    </message>
    <message>
        <source>its pages cannot be read</source>
        <translation>seine Seiten lassen sich nicht lesen</translation>
    </message>
    <message>
        <source>the chunk is cut short</source>
        <translation>der Chunk ist abgeschnitten</translation>
    </message>
    <message>
        <source>the trailer&apos;s SHA-256 does not match the frames kept</source>
        <translation>die SHA-256 des Trailers passt nicht zu den behaltenen Frames</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>er wird weggelassen</translation>
    </message>
    <message>
        <source>written as a RAW container (codec 255) of the rebuilt original</source>
        <translation>als RAW-Container (Codec 255) des wiederhergestellten Originals geschrieben</translation>
    </message>
    <message>
        <source>no frame can be read there</source>
        <translation>dort lässt sich kein Frame lesen</translation>
    </message>
    <message>
        <source>the container holds no section</source>
        <translation>der Container enthält keinen Abschnitt</translation>
    </message>
    <message>
        <source>the container is damaged</source>
        <translation>der Container ist beschädigt</translation>
    </message>
    <message>
        <source>the rebuilt original does not match the trailer&apos;s SHA-256</source>
        <translation>das wiederhergestellte Original passt nicht zur SHA-256 des Trailers</translation>
    </message>
    <message>
        <source>the container header cannot be read</source>
        <translation>der Container-Header lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>the frame header cannot be read</source>
        <translation>der Frame-Header lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>more blocks of the offsets index that fail the same way and read as zeros: %1</source>
        <translation>weitere Blöcke des Offset-Index, die ebenso scheitern und als Nullen gelesen werden: %1</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is %2 in %3 and %4 in %5</source>
        <translation>Spalte „%1“ ist %2 in %3 und %4 in %5</translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>gelesen als %1</translation>
    </message>
    <message>
        <source>its cells in %1 are left missing</source>
        <translation>ihre Zellen in %1 bleiben fehlend</translation>
    </message>
    <message>
        <source>its column &apos;file&apos; is left out</source>
        <translation>ihre Spalte „file“ bleibt außen vor</translation>
    </message>
    <message>
        <source>the dataset&apos;s column of that name holds each row&apos;s file</source>
        <translation>die gleichnamige Spalte des Datensatzes enthält die Datei jeder Zeile</translation>
    </message>
    <message>
        <source>no format Strata knows</source>
        <translation>kein Format, das Strata kennt</translation>
    </message>
    <message>
        <source>names no file</source>
        <translation>nennt keine Datei</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1 file without table %2</source>
        <translation>%1-Datei ohne Tabelle %2</translation>
    </message>
    <message>
        <source>a link to nothing</source>
        <translation>ein Verweis ins Leere</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>This file is empty: there is nothing to show.</source>
        <translation>Diese Datei ist leer: Es gibt nichts anzuzeigen.</translation>
    </message>
    <message>
        <source>Strata does not recognise this file: neither its first bytes nor its name are those of AT-1, COLE, Blosc2 or ODB-2. The hex view shows its bytes.</source>
        <translation>Strata erkennt diese Datei nicht: Weder ihre ersten Bytes noch ihr Name passen zu AT-1, COLE, Blosc2 oder ODB-2. Die Hex-Ansicht zeigt ihre Bytes.</translation>
    </message>
    <message>
        <source>No data in this %1 file could be decoded: Diagnostics lists what is wrong, and the tree and the hex view show what is left of its structure.</source>
        <translation>Aus dieser %1-Datei ließen sich keine Daten dekodieren: Die Diagnose nennt, was falsch ist; Baum und Hex-Ansicht zeigen, was von ihrer Struktur übrig ist.</translation>
    </message>
    <message>
        <source>A dataset: its files are listed in its tab, and the rows of them all are one table in the Tables pane.</source>
        <translation>Ein Datensatz: Seine Dateien stehen in seinem Tab, und die Zeilen aller Dateien bilden eine Tabelle im Bereich „Tabellen“.</translation>
    </message>
</context>
<context>
    <name>GoToOffset</name>
    <message>
        <source>Not an offset: %1</source>
        <translation>Kein Offset: %1</translation>
    </message>
    <message>
        <source>The layer has no bytes</source>
        <translation>Die Schicht hat keine Bytes</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the layer: the last offset is %2</source>
        <translation>Offset %1 liegt hinter dem Ende der Schicht: Der letzte Offset ist %2</translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the file: the last offset is %2</source>
        <translation>Offset %1 liegt hinter dem Dateiende: Der letzte Offset ist %2</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>array marker</source>
        <translation>Array-Marke</translation>
    </message>
    <message>
        <source>array marker and version</source>
        <translation>Array-Marke und Version</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation>Big-Endian</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>block offsets</source>
        <translation>Block-Offsets</translation>
    </message>
    <message>
        <source>block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>chunk column</source>
        <translation>Chunk-Spalte</translation>
    </message>
    <message>
        <source>chunk offsets index</source>
        <translation>Index der Chunk-Offsets</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>Chunks</translation>
    </message>
    <message>
        <source>codec data</source>
        <translation>Codec-Daten</translation>
    </message>
    <message>
        <source>codec name</source>
        <translation>Codec-Name</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>komprimiert</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>konstant</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>decoded block</source>
        <translation>dekodierter Block</translation>
    </message>
    <message>
        <source>decoded stream</source>
        <translation>dekodierter Stream</translation>
    </message>
    <message>
        <source>dictionary</source>
        <translation>Wörterbuch</translation>
    </message>
    <message>
        <source>dictionary data</source>
        <translation>Wörterbuchdaten</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>extended header</source>
        <translation>erweiterter Kopf</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>filter block</source>
        <translation>Filterblock</translation>
    </message>
    <message>
        <source>fixed header</source>
        <translation>fester Kopf</translation>
    </message>
    <message>
        <source>footer</source>
        <translation>Fußbereich</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>frame header</source>
        <translation>Frame-Kopf</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>from</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>header</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>lazy trailer</source>
        <translation>Lazy-Trailer</translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation>Little-Endian</translation>
    </message>
    <message>
        <source>matches the header</source>
        <translation>wie im Kopf</translation>
    </message>
    <message>
        <source>matches the metadata copy</source>
        <translation>wie die Kopie in den Metadaten</translation>
    </message>
    <message>
        <source>metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>no filter</source>
        <translation>kein Filter</translation>
    </message>
    <message>
        <source>not stored</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Füllbytes</translation>
    </message>
    <message>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>page data</source>
        <translation>Seitendaten</translation>
    </message>
    <message>
        <source>page header</source>
        <translation>Seitenkopf</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>quoted</source>
        <translation>in Anführungszeichen</translation>
    </message>
    <message>
        <source>property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>raw data</source>
        <translation>Rohdaten</translation>
    </message>
    <message>
        <source>raw payload</source>
        <translation>rohe Nutzdaten</translation>
    </message>
    <message>
        <source>repeated value</source>
        <translation>wiederholter Wert</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>row group</source>
        <translation>Zeilengruppe</translation>
    </message>
    <message>
        <source>row group metadata</source>
        <translation>Metadaten der Zeilengruppen</translation>
    </message>
    <message>
        <source>row groups</source>
        <translation>Zeilengruppen</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>stream set</source>
        <translation>Stream-Satz</translation>
    </message>
    <message>
        <source>streaming container</source>
        <translation>Streaming-Container</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>strings</source>
        <translation>Zeichenketten</translation>
    </message>
    <message>
        <source>trailer</source>
        <translation>Trailer</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>unreadable body</source>
        <translation>unlesbarer Rumpf</translation>
    </message>
    <message>
        <source>unreadable header</source>
        <translation>unlesbarer Kopf</translation>
    </message>
    <message>
        <source>unreadable rows</source>
        <translation>unlesbare Zeilen</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>whole-file container</source>
        <translation>Container über die ganze Datei</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>at</source>
        <translation>bei</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>cut tail</source>
        <translation>abgeschnittenes Ende</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>inferred</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>no valid footer</source>
        <translation>kein gültiger Fußbereich</translation>
    </message>
    <message>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <source>rows end after</source>
        <translation>Zeilen enden nach</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>unreadable bytes</source>
        <translation>unlesbare Bytes</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>byte</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>inner file</source>
        <translation>innere Datei</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>relations</source>
        <translation>Relationen</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>ways</source>
        <translation>Wege</translation>
    </message>
    <message>
        <source>unaccounted</source>
        <translation>nicht zugeordnet</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>preamble</source>
        <translation>Präambel</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>not DICOM</source>
        <translation>kein DICOM</translation>
    </message>
    <message>
        <source>bitmap</source>
        <translation>Bitmap</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>dict entries</source>
        <translation>Wörterbucheinträge</translation>
    </message>
    <message>
        <source>dict entry</source>
        <translation>Wörterbucheintrag</translation>
    </message>
    <message>
        <source>entropy tables and content</source>
        <translation>Entropietabellen und Inhalt</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>exceptions</source>
        <translation>Ausnahmen</translation>
    </message>
    <message>
        <source>high bytes</source>
        <translation>obere Bytes</translation>
    </message>
    <message>
        <source>low bytes</source>
        <translation>untere Bytes</translation>
    </message>
    <message>
        <source>map value</source>
        <translation>Zuordnungswert</translation>
    </message>
    <message>
        <source>map values</source>
        <translation>Zuordnungswerte</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>planes</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>string table</source>
        <translation>Zeichenkettentabelle</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <source>array of</source>
        <translation>Array aus</translation>
    </message>
    <message>
        <source>bitshuffle</source>
        <translation>bitshuffle</translation>
    </message>
    <message>
        <source>blosclz</source>
        <translation>blosclz</translation>
    </message>
    <message>
        <source>bundle</source>
        <translation>bundle</translation>
    </message>
    <message>
        <source>codec</source>
        <translation>Codec</translation>
    </message>
    <message>
        <source>columnar</source>
        <translation>columnar</translation>
    </message>
    <message>
        <source>delta</source>
        <translation>delta</translation>
    </message>
    <message>
        <source>dicom</source>
        <translation>dicom</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>embed</translation>
    </message>
    <message>
        <source>false</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>json</source>
        <translation>json</translation>
    </message>
    <message>
        <source>jsondoc</source>
        <translation>jsondoc</translation>
    </message>
    <message>
        <source>lines of the original</source>
        <translation>Zeilen des Originals</translation>
    </message>
    <message>
        <source>log</source>
        <translation>log</translation>
    </message>
    <message>
        <source>memcpyed</source>
        <translation>memcpyed</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>neutral dialect</source>
        <translation>neutraler Dialekt</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>osm</source>
        <translation>osm</translation>
    </message>
    <message>
        <source>public dialect</source>
        <translation>öffentlicher Dialekt</translation>
    </message>
    <message>
        <source>qcolumnar</source>
        <translation>qcolumnar</translation>
    </message>
    <message>
        <source>qjson</source>
        <translation>qjson</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>roh</translation>
    </message>
    <message>
        <source>raw content</source>
        <translation>roher Inhalt</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>shuffle</translation>
    </message>
    <message>
        <source>spec dialect</source>
        <translation>Dialekt der Spezifikation</translation>
    </message>
    <message>
        <source>ssh</source>
        <translation>ssh</translation>
    </message>
    <message>
        <source>structured</source>
        <translation>strukturiert</translation>
    </message>
    <message>
        <source>table row</source>
        <translation>Tabellenzeile</translation>
    </message>
    <message>
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <source>uninitialized</source>
        <translation>nicht initialisiert</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>vcf</source>
        <translation>vcf</translation>
    </message>
    <message>
        <source>verbatim line</source>
        <translation>wörtliche Zeile</translation>
    </message>
    <message>
        <source>xz</source>
        <translation>xz</translation>
    </message>
    <message>
        <source>zlib</source>
        <translation>zlib</translation>
    </message>
    <message>
        <source>zstd</source>
        <translation>zstd</translation>
    </message>
    <message>
        <source>zstd dictionary</source>
        <translation>zstd-Wörterbuch</translation>
    </message>
    <message>
        <source>clen</source>
        <translation>clen</translation>
    </message>
    <message>
        <source>frame offset</source>
        <translation>Frame-Offset</translation>
    </message>
    <message>
        <source>in the frame</source>
        <translation>im Frame</translation>
    </message>
    <message>
        <source>lazy</source>
        <translation>lazy</translation>
    </message>
    <message>
        <source>nan</source>
        <translation>nan</translation>
    </message>
    <message>
        <source>snappy</source>
        <translation>snappy</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>undefined length</source>
        <translation>undefinierte Länge</translation>
    </message>
    <message>
        <source>unknown codec id</source>
        <translation>unbekannte Codec-ID</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>unbekanntes Format</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>start column</source>
        <translation>Startspalte</translation>
    </message>
    <message>
        <source>bytes after the chunk</source>
        <translation>Bytes nach dem Chunk</translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation>Chunk-Kopf</translation>
    </message>
    <message>
        <source>missing chunks</source>
        <translation>fehlende Chunks</translation>
    </message>
    <message>
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
</context>
<context>
    <name>OpenRequest</name>
    <message>
        <source>No node at %1</source>
        <translation>Kein Knoten unter %1</translation>
    </message>
</context>
<context>
    <name>QueryError</name>
    <message>
        <source>column %1 not found; did you mean %2?</source>
        <translation>Spalte %1 nicht gefunden; meinten Sie %2?</translation>
    </message>
    <message>
        <source>column %1 not found</source>
        <translation>Spalte %1 nicht gefunden</translation>
    </message>
    <message>
        <source>expected a value after %1, found %2</source>
        <translation>nach %1 wird ein Wert erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>%1 is not a number, and column %2 holds numbers</source>
        <translation>%1 ist keine Zahl, und Spalte %2 enthält Zahlen</translation>
    </message>
    <message>
        <source>expected AND, OR or the end, found %1</source>
        <translation>AND, OR oder das Ende erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a column name, found %1</source>
        <translation>Spaltenname erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at position %1, found %2</source>
        <translation>&apos;)&apos; erwartet, um die &apos;(&apos; an Position %1 zu schließen, gefunden: %2</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; ohne passende &apos;(&apos;</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>nicht abgeschlossene Zeichenkette</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>The file is still being read</source>
        <translation>Die Datei wird noch gelesen</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML, one page (*.html)</source>
        <translation>Markdown (*.md);;HTML, eine Seite (*.html)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>SaveBytes</name>
    <message>
        <source>The bytes lie outside the file.</source>
        <translation>Die Bytes liegen außerhalb der Datei.</translation>
    </message>
    <message>
        <source>Save Bytes As</source>
        <translation>Bytes speichern unter</translation>
    </message>
    <message>
        <source>Cannot save bytes</source>
        <translation>Bytes können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata konnte %1 nicht schreiben:
%2</translation>
    </message>
    <message>
        <source>The layer is still being decoded; save again once it shows</source>
        <translation>Die Schicht wird noch dekodiert; speichern Sie erneut, sobald sie angezeigt wird</translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>%Ln Byte in %1 gespeichert</numerusform>
            <numerusform>%Ln Bytes in %1 gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowPanes</name>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <source>Data Inspector</source>
        <translation>Dateninspektor</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Diagramm</translation>
    </message>
    <message numerus="yes">
        <source>Diagnostics (%Ln)</source>
        <translation>
            <numerusform>Diagnosen (%Ln)</numerusform>
            <numerusform>Diagnosen (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImagePane</name>
    <message>
        <source>&amp;Log scale</source>
        <translation>&amp;Logarithmische Skala</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <source>min: auto</source>
        <translation>Min.: auto</translation>
    </message>
    <message>
        <source>max: auto</source>
        <translation>Max.: auto</translation>
    </message>
    <message>
        <source>The value coloured darkest; empty: the smallest shown</source>
        <translation>Der am dunkelsten gefärbte Wert; leer: der kleinste gezeigte</translation>
    </message>
    <message>
        <source>The value coloured brightest; empty: the largest shown</source>
        <translation>Der am hellsten gefärbte Wert; leer: der größte gezeigte</translation>
    </message>
    <message>
        <source>Point at an item for its index and value; click it to select it in the table.</source>
        <translation>Auf ein Element zeigen für Index und Wert; Klicken wählt es in der Tabelle.</translation>
    </message>
    <message>
        <source>Open a b2nd array to see it as an image.</source>
        <translation>Öffnen Sie ein b2nd-Array, um es als Bild zu sehen.</translation>
    </message>
    <message>
        <source>This table is no b2nd array of two or more dimensions.</source>
        <translation>Diese Tabelle ist kein b2nd-Array mit zwei oder mehr Dimensionen.</translation>
    </message>
    <message>
        <source>Dimension %1 (%2)</source>
        <translation>Dimension %1 (%2)</translation>
    </message>
    <message>
        <source>Index in dimension %1</source>
        <translation>Index in Dimension %1</translation>
    </message>
    <message>
        <source>Choose two different dimensions for X and Y.</source>
        <translation>Wählen Sie zwei verschiedene Dimensionen für X und Y.</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of %3</source>
        <translation>Dimension %1: %2 von %3</translation>
    </message>
    <message>
        <source>[%1] = %2</source>
        <translation>[%1] = %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImageView</name>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: show everything · click an item: select it in the table</source>
        <translation>Mausrad: Zoom · Ziehen: Verschieben · Doppelklick: alles zeigen · Klick auf ein Element: in der Tabelle wählen</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkDialog</name>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>What you found here (Markdown)</source>
        <translation>Was Sie hier gefunden haben (Markdown)</translation>
    </message>
    <message>
        <source>, row %1, column %2</source>
        <translation>, Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
    <message numerus="yes">
        <source>, %Ln byte(s) at %1</source>
        <translation>
            <numerusform>, %Ln Byte bei %1</numerusform>
            <numerusform>, %Ln Bytes bei %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkList</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksModel</name>
    <message>
        <source>moved from %1</source>
        <translation>verschoben von %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source> · row %1, %2</source>
        <translation> · Zeile %1, %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>In This File</source>
        <translation>In dieser Datei</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>as marked</source>
        <translation>wie markiert</translation>
    </message>
    <message>
        <source>Where the bookmark&apos;s node is in this file: as marked, moved with its node (a session made on another file), or missing</source>
        <translation>Wo der Knoten des Lesezeichens in dieser Datei liegt: wie markiert, mit seinem Knoten verschoben (eine an einer anderen Datei erstellte Sitzung) oder fehlend</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksPane</name>
    <message>
        <source>No bookmarks in this file. Select a node, bytes, a cell or a diagnostic and press Ctrl+D to add one.</source>
        <translation>Keine Lesezeichen in dieser Datei. Wählen Sie einen Knoten, Bytes, eine Zelle oder eine Diagnose und drücken Sie Strg+D, um eines hinzuzufügen.</translation>
    </message>
    <message>
        <source>Filter bookmarks</source>
        <translation>Lesezeichen filtern</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation>Lesezeichen bearbeiten</translation>
    </message>
</context>
<context>
    <name>strata::gui::ByteFinder</name>
    <message>
        <source>Not a byte pattern: %1</source>
        <translation>Kein Bytemuster: %1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Search cancelled</source>
        <translation>Suche abgebrochen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Reached the end of the file; continued from the start</source>
        <translation>Dateiende erreicht; weiter am Anfang</translation>
    </message>
    <message>
        <source>Reached the start of the file; continued from the end</source>
        <translation>Dateianfang erreicht; weiter am Ende</translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareSide</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Structure tree of %1</source>
        <translation>Strukturbaum von %1</translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation>Hex-Ansicht von %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareWindow</name>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Table Differences</source>
        <translation>Tabellenunterschiede</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Next Difference</source>
        <translation>&amp;Nächster Unterschied</translation>
    </message>
    <message>
        <source>&amp;Previous Difference</source>
        <translation>&amp;Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Compare %1 and %2</source>
        <translation>%1 und %2 vergleichen</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation>Strata kann %1 nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>Still comparing…</source>
        <translation>Der Vergleich läuft noch…</translation>
    </message>
    <message>
        <source>No differences</source>
        <translation>Keine Unterschiede</translation>
    </message>
    <message>
        <source>No more differences after this one</source>
        <translation>Nach diesem kein weiterer Unterschied</translation>
    </message>
    <message>
        <source>No differences before this one</source>
        <translation>Vor diesem kein Unterschied</translation>
    </message>
    <message>
        <source>Difference %1 of %2: %3 (%4)</source>
        <translation>Unterschied %1 von %2: %3 (%4)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation>%1 vergleichen mit</translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation>Strata-Formate (%1);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>strata::gui::CsvOptionsForm</name>
    <message>
        <source>Write a header row of column names</source>
        <translation>Kopfzeile mit Spaltennamen schreiben</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>Trennzeichen</translation>
    </message>
    <message>
        <source>Quoting</source>
        <translation>Anführungszeichen</translation>
    </message>
    <message>
        <source>Missing values as</source>
        <translation>Fehlende Werte als</translation>
    </message>
    <message>
        <source>Floating point format</source>
        <translation>Gleitkommaformat</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Nachkommastellen</translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation>Zeilenenden</translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation>Komma (,)</translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation>Semikolon (;)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <source>Pipe (|)</source>
        <translation>Senkrechter Strich (|)</translation>
    </message>
    <message>
        <source>Only where needed (RFC 4180)</source>
        <translation>Nur wo nötig (RFC 4180)</translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Jedes Feld</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Shortest exact</source>
        <translation>Kürzeste exakte Darstellung</translation>
    </message>
    <message>
        <source>Fixed digits</source>
        <translation>Feste Nachkommastellen</translation>
    </message>
    <message>
        <source>LF (Unix)</source>
        <translation>LF (Unix)</translation>
    </message>
    <message>
        <source>CR LF (Windows, spreadsheets)</source>
        <translation>CR LF (Windows, Tabellenkalkulationen)</translation>
    </message>
    <message>
        <source>Delimiter:</source>
        <translation>Trennzeichen:</translation>
    </message>
    <message>
        <source>Quoting:</source>
        <translation>Anführungszeichen:</translation>
    </message>
    <message>
        <source>Missing values as:</source>
        <translation>Fehlende Werte als:</translation>
    </message>
    <message>
        <source>Floating point:</source>
        <translation>Gleitkommazahlen:</translation>
    </message>
    <message>
        <source>Line ends:</source>
        <translation>Zeilenenden:</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataInspector</name>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Data inspector</source>
        <translation>Dateninspektor</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln Byte)</numerusform>
            <numerusform>%1 (%Ln Bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetMembersModel</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>damaged at byte %1: %2</source>
        <translation>beschädigt bei Byte %1: %2</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>in Ordnung</translation>
    </message>
    <message>
        <source>sound, with warnings</source>
        <translation>in Ordnung, mit Warnungen</translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetOpener</name>
    <message>
        <source>Opening %1: %2 of %3 files…</source>
        <translation>Öffne %1: %2 von %3 Dateien…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Öffnen von %1 abgebrochen</translation>
    </message>
    <message>
        <source>%1 holds no file with a table</source>
        <translation>%1 enthält keine Datei mit einer Tabelle</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetView</name>
    <message>
        <source>&amp;Check Dataset</source>
        <translation>Datensatz &amp;prüfen</translation>
    </message>
    <message>
        <source>Files of the dataset</source>
        <translation>Dateien des Datensatzes</translation>
    </message>
    <message>
        <source>Double-click a file to open it in its own tab</source>
        <translation>Doppelklick öffnet eine Datei in ihrem eigenen Tab</translation>
    </message>
    <message>
        <source>Filter files…</source>
        <translation>Dateien filtern…</translation>
    </message>
    <message>
        <source>Filter files</source>
        <translation>Dateien filtern</translation>
    </message>
    <message>
        <source>Decode every file in the background and list what is wrong</source>
        <translation>Jede Datei im Hintergrund dekodieren und auflisten, was nicht stimmt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop checking; the files checked so far keep their status</source>
        <translation>Prüfung anhalten; die bisher geprüften Dateien behalten ihren Status</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln übersprungen</numerusform>
            <numerusform>%Ln übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>checked %1 of %2: %Ln damaged</source>
        <translation>
            <numerusform>%1 von %2 geprüft: %Ln beschädigt</numerusform>
            <numerusform>%1 von %2 geprüft: %Ln beschädigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DetailPane</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Node details</source>
        <translation>Knotendetails</translation>
    </message>
    <message>
        <source>node kind</source>
        <translation>Knotenart</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln Byte bei %2</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln Bytes bei %2</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2 in layer %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln Byte bei %2 in Schicht %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln Bytes bei %2 in Schicht %3</numerusform>
        </translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln Byte)</numerusform>
            <numerusform>%1 (%Ln Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the layer</source>
        <translation>%1 % der Schicht</translation>
    </message>
    <message>
        <source>%1 % of the file</source>
        <translation>%1 % der Datei</translation>
    </message>
    <message>
        <source>%1× (%2 bytes decoded from %3 stored)</source>
        <translation>%1× (%2 Bytes dekodiert aus %3 gespeicherten)</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>compression ratio</source>
        <translation>Kompressionsrate</translation>
    </message>
    <message>
        <source>CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 and xxHash64 of the selected bytes</source>
        <translation>CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 und xxHash64 der ausgewählten Bytes</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>Checksums of the selection</source>
        <translation>Prüfsummen der Auswahl</translation>
    </message>
    <message>
        <source>Select a value and copy it (Ctrl+C) to compare it elsewhere</source>
        <translation>Einen Wert auswählen und kopieren (Strg+C), um ihn anderswo zu vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums: the selection (%1) is larger than %2</source>
        <translation>Prüfsummen: die Auswahl (%1) ist größer als %2</translation>
    </message>
    <message>
        <source>Checksums of the selected %1</source>
        <translation>Prüfsummen der ausgewählten %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::DiagnosticsPane</name>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
</context>
<context>
    <name>strata::gui::DifferencesPane</name>
    <message>
        <source>The comparison was cancelled: the differences found so far.</source>
        <translation>Der Vergleich wurde abgebrochen: die bis dahin gefundenen Unterschiede.</translation>
    </message>
    <message>
        <source>The files are the same.</source>
        <translation>Die Dateien sind gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln structure difference(s)</source>
        <translation>
            <numerusform>%Ln Strukturunterschied</numerusform>
            <numerusform>%Ln Strukturunterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damage difference(s)</source>
        <translation>
            <numerusform>%Ln Unterschied bei Beschädigungen</numerusform>
            <numerusform>%Ln Unterschiede bei Beschädigungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column difference(s)</source>
        <translation>
            <numerusform>%Ln Spaltenunterschied</numerusform>
            <numerusform>%Ln Spaltenunterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln geänderte Zelle</numerusform>
            <numerusform>%Ln geänderte Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in one file</source>
        <translation>
            <numerusform>%Ln Zeile nur in einer Datei</numerusform>
            <numerusform>%Ln Zeilen nur in einer Datei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing byte range(s)</source>
        <translation>
            <numerusform>%Ln abweichender Bytebereich</numerusform>
            <numerusform>%Ln abweichende Bytebereiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Same data, different encoding: %1</source>
        <translation>Gleiche Daten, andere Kodierung: %1</translation>
    </message>
    <message>
        <source>(the first %1 of each kind are listed)</source>
        <translation>(die ersten %1 jeder Art sind aufgeführt)</translation>
    </message>
    <message>
        <source>The structure comparison stopped early.</source>
        <translation>Der Strukturvergleich hat vorzeitig aufgehört.</translation>
    </message>
    <message>
        <source>How the files differ</source>
        <translation>Wie sich die Dateien unterscheiden</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>Fortschritt des Vergleichs</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Vergleich abbrechen</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>The selected rows and columns</source>
        <translation>Die ausgewählten Zeilen und Spalten</translation>
    </message>
    <message>
        <source>Destination file</source>
        <translation>Zieldatei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>Die ganze Tabelle</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Zeilen:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>NumPy-Array</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>%1 files (*%2);;All files (*)</source>
        <translation>%1-Dateien (*%2);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Blosc2 frame (.b2frame)</source>
        <translation>Blosc2-Frame (.b2frame)</translation>
    </message>
    <message>
        <source>b2nd array (.b2nd)</source>
        <translation>b2nd-Array (.b2nd)</translation>
    </message>
    <message>
        <source>The array (%1), or its slice:</source>
        <translation>Das Array (%1) oder sein Ausschnitt:</translation>
    </message>
    <message>
        <source>Slice of the array</source>
        <translation>Ausschnitt des Arrays</translation>
    </message>
    <message>
        <source>all; or NumPy&apos;s indexes, e.g. 0:10,:,5</source>
        <translation>alles; oder Indizes wie in NumPy, z. B. 0:10,:,5</translation>
    </message>
    <message>
        <source>Per dimension START:STOP or one index (which drops the dimension), negative from the end, as NumPy indexes an array</source>
        <translation>Je Dimension START:STOP oder ein Index (der die Dimension entfallen lässt), negativ vom Ende gezählt, wie NumPy ein Array indiziert</translation>
    </message>
</context>
<context>
    <name>strata::gui::FindDialog</name>
    <message>
        <source>&amp;Hex bytes</source>
        <translation>&amp;Hex-Bytes</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Text</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>As:</source>
        <translation>Als:</translation>
    </message>
    <message>
        <source>text, or bytes such as 4F 44 41</source>
        <translation>Text, oder Bytes wie 4F 44 41</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Suchergebnis</translation>
    </message>
</context>
<context>
    <name>strata::gui::GoToOffsetDialog</name>
    <message>
        <source>Offset (decimal, or hexadecimal with 0x):</source>
        <translation>Offset (dezimal, oder hexadezimal mit 0x):</translation>
    </message>
    <message>
        <source>Go to Offset</source>
        <translation>Gehe zu Offset</translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupBarChart</name>
    <message>
        <source>Bar chart of the groups</source>
        <translation>Balkendiagramm der Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more group(s) not shown</source>
        <translation>
            <numerusform>%Ln weitere Gruppe nicht gezeigt</numerusform>
            <numerusform>%Ln weitere Gruppen nicht gezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupByDialog</name>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation>Std.-abw.</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>Verschiedene</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Gruppieren</translation>
    </message>
    <message>
        <source>Group By</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Bins of the first key&apos;s numbers: a width (10: 10-degree bands), or hour, day or month for ODB-2 times (HHMMSS) and dates (YYYYMMDD)</source>
        <translation>Klassen der Zahlen des ersten Schlüssels: eine Breite (10: Bänder von 10 Grad) oder hour, day oder month für ODB-2-Zeiten (HHMMSS) und -Daten (YYYYMMDD)</translation>
    </message>
    <message>
        <source>A second column to group by within the first</source>
        <translation>Eine zweite Spalte, nach der innerhalb der ersten gruppiert wird</translation>
    </message>
    <message>
        <source>The number of rows in the group</source>
        <translation>Die Zahl der Zeilen in der Gruppe</translation>
    </message>
    <message>
        <source>Group by:</source>
        <translation>Gruppieren nach:</translation>
    </message>
    <message>
        <source>Then by:</source>
        <translation>Dann nach:</translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation>Klassen:</translation>
    </message>
    <message>
        <source>Of the column:</source>
        <translation>Der Spalte:</translation>
    </message>
    <message>
        <source>Aggregates:</source>
        <translation>Kennzahlen:</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Double-click a group to filter the table to its rows</source>
        <translation>Doppelklick filtert die Tabelle auf die Zeilen der Gruppe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Aggregate charted</source>
        <translation>Dargestellte Kennzahl</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Tick an aggregate to compute</source>
        <translation>Eine Kennzahl zum Berechnen ankreuzen</translation>
    </message>
    <message>
        <source>Grouping…</source>
        <translation>Gruppiere…</translation>
    </message>
    <message>
        <source>More than %1 groups: too many to hold in memory; group by other columns or in bins</source>
        <translation>Mehr als %1 Gruppen: zu viele für den Speicher; nach anderen Spalten oder in Klassen gruppieren</translation>
    </message>
    <message>
        <source>Grouping was cancelled</source>
        <translation>Gruppieren abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln Gruppe</numerusform>
            <numerusform>%Ln Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupTableModel</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::Help</name>
    <message>
        <source>About Strata</source>
        <translation>Über Strata</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strata&lt;/b&gt; %1&lt;br&gt;An inspector for AT-1, COLE, Blosc2 and ODB-2 files.&lt;br&gt;&lt;br&gt;Built with Qt %2 (running %3) and:&lt;table&gt;%4&lt;/table&gt;</source>
        <translation>&lt;b&gt;Strata&lt;/b&gt; %1&lt;br&gt;Ein Inspektor für AT-1-, COLE-, Blosc2- und ODB-2-Dateien.&lt;br&gt;&lt;br&gt;Erstellt mit Qt %2 (läuft mit %3) und:&lt;table&gt;%4&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexLegend</name>
    <message>
        <source>header</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>index / metadata</source>
        <translation>Index / Metadaten</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>padding / unknown</source>
        <translation>Füllbytes / unbekannt</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>Hex colour legend</source>
        <translation>Farblegende der Hexansicht</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexPane</name>
    <message>
        <source>Byte spaces</source>
        <translation>Byte-Räume</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>The file&apos;s own bytes</source>
        <translation>Die Bytes der Datei selbst</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexView</name>
    <message>
        <source>Hex view</source>
        <translation>Hexansicht</translation>
    </message>
    <message>
        <source>Nothing selected to copy</source>
        <translation>Nichts zum Kopieren ausgewählt</translation>
    </message>
    <message numerus="yes">
        <source>Not copied: %Ln bytes selected, more than the %1 MiB that can be copied; use Save Selection As… instead</source>
        <translation>
            <numerusform>Nicht kopiert: %Ln Byte ausgewählt, mehr als die %1 MiB, die kopiert werden können; nutzen Sie stattdessen „Auswahl speichern unter…“</numerusform>
            <numerusform>Nicht kopiert: %Ln Bytes ausgewählt, mehr als die %1 MiB, die kopiert werden können; nutzen Sie stattdessen „Auswahl speichern unter…“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte kopiert</numerusform>
            <numerusform>%Ln Bytes kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>%Ln Byte in %1 gespeichert</numerusform>
            <numerusform>%Ln Bytes in %1 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>Kopieren &amp;als</translation>
    </message>
    <message>
        <source>C Array</source>
        <translation>C-Array</translation>
    </message>
    <message>
        <source>Python Bytes</source>
        <translation>Python-Bytes</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Plain Text</source>
        <translation>Reiner Text</translation>
    </message>
    <message>
        <source>&amp;Save Selection As…</source>
        <translation>Auswahl &amp;speichern unter…</translation>
    </message>
    <message>
        <source>Select &amp;Node</source>
        <translation>&amp;Knoten auswählen</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Gehe zu Offset…</translation>
    </message>
</context>
<context>
    <name>strata::gui::HistogramView</name>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>No values</source>
        <translation>Keine Werte</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: ≈ %2</source>
        <translation>%1: ≈ %2</translation>
    </message>
    <message>
        <source>max ≈ %1</source>
        <translation>max ≈ %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>strata::gui::LayerTab</name>
    <message>
        <source>Layer origin</source>
        <translation>Herkunft der Schicht</translation>
    </message>
    <message>
        <source>Decoding progress</source>
        <translation>Fortschritt der Dekodierung</translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation>Hex-Ansicht von %1</translation>
    </message>
    <message>
        <source>Decoding %1…</source>
        <translation>%1 wird dekodiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop decoding this layer</source>
        <translation>Dekodieren dieser Schicht anhalten</translation>
    </message>
    <message>
        <source>Decoding stopped</source>
        <translation>Dekodierung angehalten</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Dekodieren</translation>
    </message>
    <message>
        <source>Decode this layer again</source>
        <translation>Diese Schicht erneut dekodieren</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at file offset %2</source>
        <translation>%1 bei Dateiposition %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::MainWindow</name>
    <message>
        <source>Strata</source>
        <translation>Strata</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Gehe zu Offset…</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Column &amp;Statistics</source>
        <translation>&amp;Spaltenstatistik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Strata</source>
        <translation>Ü&amp;ber Strata</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation>Strata kann %1 nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>%1 — Strata</source>
        <translation>%1 — Strata</translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation>Dateien öffnen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation>Strata-Formate (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Open a file first, then compare it with another.</source>
        <translation>Öffnen Sie zuerst eine Datei und vergleichen Sie sie dann mit einer anderen.</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save &amp;Repaired Copy…</source>
        <translation>&amp;Reparierte Kopie speichern…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Beric&amp;ht exportieren…</translation>
    </message>
    <message>
        <source>Open Sessio&amp;n…</source>
        <translation>S&amp;itzung öffnen…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Session…</source>
        <translation>Sitzung s&amp;peichern…</translation>
    </message>
    <message>
        <source>Appl&amp;y Session to This File…</source>
        <translation>Sitzung &amp;auf diese Datei anwenden…</translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation>Zuletzt &amp;genutzte Sitzungen</translation>
    </message>
    <message>
        <source>Add &amp;Bookmark…</source>
        <translation>&amp;Lesezeichen hinzufügen…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Bookmark</source>
        <translation>&amp;Nächstes Lesezeichen</translation>
    </message>
    <message>
        <source>Previous Boo&amp;kmark</source>
        <translation>V&amp;origes Lesezeichen</translation>
    </message>
    <message>
        <source>Open a file first, then bookmark what you select in it.</source>
        <translation>Öffnen Sie zuerst eine Datei und setzen Sie dann ein Lesezeichen auf eine Auswahl darin.</translation>
    </message>
    <message>
        <source>Select a node, bytes, a table cell or a diagnostic, then add a bookmark.</source>
        <translation>Wählen Sie einen Knoten, Bytes, eine Tabellenzelle oder eine Diagnose und fügen Sie dann ein Lesezeichen hinzu.</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>Lesezeichen hinzufügen</translation>
    </message>
    <message>
        <source>Bookmark “%1” added; F2 goes through the bookmarks.</source>
        <translation>Lesezeichen „%1“ hinzugefügt; F2 geht die Lesezeichen durch.</translation>
    </message>
    <message>
        <source>“%1” is not in this file: %2</source>
        <translation>„%1“ ist nicht in dieser Datei: %2</translation>
    </message>
    <message>
        <source>“%1” moved: marked at offset %2, in this file at %3</source>
        <translation>„%1“ verschoben: markiert bei Offset %2, in dieser Datei bei %3</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session);;All files (*)</source>
        <translation>Strata-Sitzungen (*.strata-session);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session)</source>
        <translation>Strata-Sitzungen (*.strata-session)</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Sitzung in %1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Sitzung lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Strata cannot write %1:
%2</source>
        <translation>Strata kann %1 nicht schreiben:
%2</translation>
    </message>
    <message>
        <source>Open a file first, then apply a session made on another.</source>
        <translation>Öffnen Sie zuerst eine Datei und wenden Sie dann eine an einer anderen erstellte Sitzung darauf an.</translation>
    </message>
    <message>
        <source>Apply Session to %1</source>
        <translation>Sitzung auf %1 anwenden</translation>
    </message>
</context>
<context>
    <name>strata::gui::OverviewStrip</name>
    <message>
        <source>Where the bytes go</source>
        <translation>Wohin die Bytes gehen</translation>
    </message>
    <message>
        <source>Colour by kind of bytes</source>
        <translation>Nach Art der Bytes färben</translation>
    </message>
    <message>
        <source>Colour by entropy</source>
        <translation>Nach Entropie färben</translation>
    </message>
    <message>
        <source>Colour by compression ratio</source>
        <translation>Nach Kompressionsrate färben</translation>
    </message>
    <message>
        <source>Where the bytes go (computing…)</source>
        <translation>Wohin die Bytes gehen (wird berechnet…)</translation>
    </message>
    <message>
        <source>offset %1 (0x%2)</source>
        <translation>Offset %1 (0x%2)</translation>
    </message>
    <message>
        <source>entropy %1 bits per byte</source>
        <translation>Entropie %1 Bit pro Byte</translation>
    </message>
    <message>
        <source>compression ratio %1×</source>
        <translation>Kompressionsrate %1×</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotFigure</name>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Points per pixel</source>
        <translation>Punkte pro Pixel</translation>
    </message>
    <message>
        <source>%1 points in view</source>
        <translation>%1 Punkte im Ausschnitt</translation>
    </message>
    <message>
        <source>%1 left out: a value is missing</source>
        <translation>%1 ausgelassen: ein Wert fehlt</translation>
    </message>
    <message>
        <source>GSHHG coastlines</source>
        <translation>GSHHG-Küstenlinien</translation>
    </message>
    <message>
        <source>Natural Earth coastlines (bundled)</source>
        <translation>Natural-Earth-Küstenlinien (mitgeliefert)</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotPane</name>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show every point again (double-click the plot does the same)</source>
        <translation>Wieder alle Punkte zeigen (ein Doppelklick ins Diagramm tut dasselbe)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Plot as PNG or SVG…</source>
        <translation>Diagramm als PNG oder SVG…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>X:</source>
        <translation>X:</translation>
    </message>
    <message>
        <source>Y:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>Choose Plot Column in a table&apos;s context menu, or a column here.</source>
        <translation>Wählen Sie „Spalte als Diagramm“ im Kontextmenü einer Tabelle oder hier eine Spalte.</translation>
    </message>
    <message>
        <source>This file has no table to plot.</source>
        <translation>Diese Datei hat keine Tabelle für ein Diagramm.</translation>
    </message>
    <message>
        <source>Row number</source>
        <translation>Zeilennummer</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>This table has no column of numbers.</source>
        <translation>Diese Tabelle hat keine Spalte mit Zahlen.</translation>
    </message>
    <message>
        <source>There is no plot to export.</source>
        <translation>Es gibt kein Diagramm zum Exportieren.</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Plotted Data</source>
        <translation>Dargestellte Daten exportieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Line: the column against X, min and max per pixel column · Scatter: a point per row · Density: how many rows per pixel · Map: latitude (Y) against longitude (X) with coastlines · Image: a b2nd array as a heatmap</source>
        <translation>Linie: die Spalte über X, Minimum und Maximum je Pixelspalte · Streuung: ein Punkt je Zeile · Dichte: wie viele Zeilen je Pixel · Karte: Breite (Y) über Länge (X) mit Küstenlinien · Bild: ein b2nd-Array als Heatmap</translation>
    </message>
    <message>
        <source>Choose the longitude as X and the latitude as Y.</source>
        <translation>Wählen Sie die Länge als X und die Breite als Y.</translation>
    </message>
    <message>
        <source>Plotted Data…</source>
        <translation>Dargestellte Daten…</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;NumPy array (*.npy);;NetCDF-4 (*.nc)</source>
        <translation>CSV-Datei (*.csv);;NumPy-Array (*.npy);;NetCDF-4 (*.nc)</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotView</name>
    <message>
        <source>Wheel: zoom · drag: pan · Shift+drag: zoom into a rectangle · double-click: show everything · click a point: select its row</source>
        <translation>Mausrad: zoomen · Ziehen: verschieben · Umschalt+Ziehen: auf ein Rechteck zoomen · Doppelklick: alles zeigen · Klick auf einen Punkt: seine Zeile auswählen</translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairReportDialog</name>
    <message>
        <source>copied</source>
        <translation>kopiert</translation>
    </message>
    <message>
        <source>re-encoded</source>
        <translation>neu kodiert</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation>Reparierte Kopie speichern</translation>
    </message>
    <message>
        <source>Nothing to repair: the copy is the file, byte for byte.</source>
        <translation>Nichts zu reparieren: die Kopie ist die Datei, Byte für Byte.</translation>
    </message>
    <message numerus="yes">
        <source>Keeps %Ln row(s)</source>
        <translation>
            <numerusform>Behält %Ln Zeile</numerusform>
            <numerusform>Behält %Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation>verliert nichts</translation>
    </message>
    <message>
        <source>The copy goes to %1.</source>
        <translation>Die Kopie wird nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation>%1 (%2 verloren)</translation>
    </message>
    <message>
        <source>Save and Open</source>
        <translation>Speichern und öffnen</translation>
    </message>
    <message numerus="yes">
        <source>loses %Ln row(s)</source>
        <translation>
            <numerusform>verliert %Ln Zeile</numerusform>
            <numerusform>verliert %Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drops %Ln unit(s)</source>
        <translation>
            <numerusform>verwirft %Ln Einheit</numerusform>
            <numerusform>verwirft %Ln Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>filled with zeros</source>
        <translation>mit Nullen gefüllt</translation>
    </message>
    <message>
        <source>Fill with Zeros Instead</source>
        <translation>Stattdessen mit Nullen füllen</translation>
    </message>
    <message>
        <source>Repair again, keeping each chunk that does not decode as a chunk of zeros, so that the data keep their size and shape</source>
        <translation>Erneut reparieren und jeden nicht dekodierbaren Chunk als Chunk aus Nullen behalten, damit die Daten ihre Größe und Form behalten</translation>
    </message>
    <message numerus="yes">
        <source>fills %Ln unit(s) with zeros</source>
        <translation>
            <numerusform>füllt %Ln Einheit mit Nullen</numerusform>
            <numerusform>füllt %Ln Einheiten mit Nullen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairSaver</name>
    <message>
        <source>A repair is already running</source>
        <translation>Eine Reparatur läuft bereits</translation>
    </message>
    <message>
        <source>Open a file to repair first</source>
        <translation>Zuerst eine Datei zum Reparieren öffnen</translation>
    </message>
    <message>
        <source>-repaired</source>
        <translation>-repariert</translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation>Reparierte Kopie speichern</translation>
    </message>
    <message>
        <source>The repaired copy cannot replace the file itself: choose another name.</source>
        <translation>Die reparierte Kopie kann die Datei selbst nicht ersetzen: bitte einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>Repairing %1 files is not available yet.</source>
        <translation>Das Reparieren von %1-Dateien ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata konnte %1 nicht schreiben:
%2</translation>
    </message>
    <message>
        <source>The repaired copy was discarded</source>
        <translation>Die reparierte Kopie wurde verworfen</translation>
    </message>
    <message>
        <source>Saved the repaired copy as %1</source>
        <translation>Reparierte Kopie als %1 gespeichert</translation>
    </message>
    <message>
        <source>Repair progress</source>
        <translation>Fortschritt der Reparatur</translation>
    </message>
    <message>
        <source>Stop the repair; no file is written</source>
        <translation>Reparatur abbrechen; es wird keine Datei geschrieben</translation>
    </message>
    <message>
        <source>Repairing %1</source>
        <translation>%1 wird repariert</translation>
    </message>
    <message>
        <source>Repairing %1: %2 of %3 written</source>
        <translation>%1 wird repariert: %2 von %3 geschrieben</translation>
    </message>
    <message>
        <source>The repair was cancelled; no file was written</source>
        <translation>Die Reparatur wurde abgebrochen; es wurde keine Datei geschrieben</translation>
    </message>
</context>
<context>
    <name>strata::gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Bytes per hex row</source>
        <translation>Bytes pro Hexzeile</translation>
    </message>
    <message>
        <source>Hex font</source>
        <translation>Schrift der Hexansicht</translation>
    </message>
    <message>
        <source>Hex font size</source>
        <translation>Schriftgröße der Hexansicht</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Decoded blocks memory limit</source>
        <translation>Speichergrenze für dekodierte Blöcke</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Bytes per hex row:</source>
        <translation>Bytes pro Hexzeile:</translation>
    </message>
    <message>
        <source>Hex font:</source>
        <translation>Schrift der Hexansicht:</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation>Sprache (nach einem Neustart):</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Memory for decoded blocks, per table:</source>
        <translation>Speicher für dekodierte Blöcke, pro Tabelle:</translation>
    </message>
    <message>
        <source>CSV export defaults</source>
        <translation>Vorgaben für den CSV-Export</translation>
    </message>
    <message>
        <source>Reopen the files of the last session on start</source>
        <translation>Beim Start die Dateien der letzten Sitzung wieder öffnen</translation>
    </message>
</context>
<context>
    <name>strata::gui::SizesPane</name>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Gruppieren nach:</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Codec</source>
        <translation>Codec</translation>
    </message>
    <message>
        <source>Unit (row group, frame, chunk, stream)</source>
        <translation>Einheit (Zeilengruppe, Frame, Chunk, Stream)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Group the bytes by</source>
        <translation>Bytes gruppieren nach</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Share of the file</source>
        <translation>Anteil an der Datei</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>Dekodiert</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Where the bytes go</source>
        <translation>Wohin die Bytes gehen</translation>
    </message>
    <message>
        <source>Counting the bytes… %1 %</source>
        <translation>Bytes werden gezählt… %1 %</translation>
    </message>
    <message>
        <source>Counting the bytes…</source>
        <translation>Bytes werden gezählt…</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln byte(s), %2 % of the file</source>
        <translation>
            <numerusform>%1: %Ln Byte, %2 % der Datei</numerusform>
            <numerusform>%1: %Ln Bytes, %2 % der Datei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s) of headers, metadata, padding or damage</source>
        <translation>
            <numerusform>%Ln Byte Header, Metadaten, Füllbytes oder Schaden</numerusform>
            <numerusform>%Ln Bytes Header, Metadaten, Füllbytes oder Schaden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stored bytes of data decode to %2 (%3×)</source>
        <translation>%1 gespeicherte Datenbytes ergeben dekodiert %2 (%3×)</translation>
    </message>
    <message numerus="yes">
        <source>From %Ln node(s); click to select the first, again for the next</source>
        <translation>
            <numerusform>Aus %Ln Knoten; Klicken wählt den ersten, erneutes Klicken den nächsten</numerusform>
            <numerusform>Aus %Ln Knoten; Klicken wählt den ersten, erneutes Klicken den nächsten</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to select its node and bytes</source>
        <translation>Klicken wählt seinen Knoten und seine Bytes</translation>
    </message>
    <message>
        <source>%1 bytes in %2</source>
        <translation>%1 Bytes in %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entry(s)</source>
        <translation>
            <numerusform>%Ln Eintrag</numerusform>
            <numerusform>%Ln Einträgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte range(s) of the entry framed in the hex view</source>
        <translation>
            <numerusform>%Ln Bytebereich des Eintrags in der Hex-Ansicht umrahmt</numerusform>
            <numerusform>%Ln Bytebereiche des Eintrags in der Hex-Ansicht umrahmt</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 other units)</source>
        <translation>(%1 weitere Einheiten)</translation>
    </message>
    <message>
        <source>The units smaller than the %1 listed, added up</source>
        <translation>Die Einheiten, kleiner als die %1 aufgeführten, zusammengezählt</translation>
    </message>
    <message>
        <source>(%1 other columns)</source>
        <translation>(%1 weitere Spalten)</translation>
    </message>
    <message>
        <source>The columns smaller than the %1 listed, added up</source>
        <translation>Die Spalten, kleiner als die %1 aufgeführten, zusammengezählt</translation>
    </message>
    <message>
        <source>(%1 other codecs)</source>
        <translation>(%1 weitere Codecs)</translation>
    </message>
    <message>
        <source>The codecs smaller than the %1 listed, added up</source>
        <translation>Die Codecs, kleiner als die %1 aufgeführten, zusammengezählt</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPane</name>
    <message>
        <source>every value once</source>
        <translation>jeder Wert einmal</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>Verschieden</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Std. deviation</source>
        <translation>Standardabw.</translation>
    </message>
    <message>
        <source>Most frequent</source>
        <translation>Häufigste Werte</translation>
    </message>
    <message>
        <source>Column statistics</source>
        <translation>Spaltenstatistik</translation>
    </message>
    <message>
        <source>Statistics progress</source>
        <translation>Statistikfortschritt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop computing; the statistics cover the rows read so far</source>
        <translation>Berechnung abbrechen; die Statistik umfasst die bisher gelesenen Zeilen</translation>
    </message>
    <message>
        <source>Choose Column Statistics in a table&apos;s context menu.</source>
        <translation>Wählen Sie „Spaltenstatistik“ im Kontextmenü einer Tabelle.</translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”…</source>
        <translation>Statistik der Tabelle „%1“ wird berechnet…</translation>
    </message>
    <message>
        <source>Table “%1”: the first %2 rows (cancelled)</source>
        <translation>Tabelle „%1“: die ersten %2 Zeilen (abgebrochen)</translation>
    </message>
    <message>
        <source>Table “%1”: %2 rows</source>
        <translation>Tabelle „%1“: %2 Zeilen</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1: distribution</source>
        <translation>%1: Verteilung</translation>
    </message>
    <message>
        <source>%1: most frequent values</source>
        <translation>%1: häufigste Werte</translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”: %2 of %3 rows</source>
        <translation>Statistik der Tabelle „%1“ wird berechnet: %2 von %3 Zeilen</translation>
    </message>
    <message>
        <source>An estimate from a sample of the values&apos; hashes (within a few percent); never more than the values there are</source>
        <translation>Eine Schätzung aus einer Stichprobe der Hashwerte (auf wenige Prozent genau); nie mehr als es Werte gibt</translation>
    </message>
    <message>
        <source>%1: distribution, estimated from a sample</source>
        <translation>%1: Verteilung, aus einer Stichprobe geschätzt</translation>
    </message>
    <message>
        <source>%1: most frequent values, counted in part</source>
        <translation>%1: häufigste Werte, teilweise gezählt</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatusLine</name>
    <message>
        <source>Opening progress</source>
        <translation>Fortschritt beim Öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop opening this file</source>
        <translation>Öffnen dieser Datei abbrechen</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet…</translation>
    </message>
    <message>
        <source>Decoding…</source>
        <translation>Dekodiere…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: offset %2 (0x%3)</source>
        <translation>%1: Offset %2 (0x%3)</translation>
    </message>
    <message>
        <source>Offset %1 (0x%2)</source>
        <translation>Offset %1 (0x%2)</translation>
    </message>
    <message numerus="yes">
        <source>Selected %Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte ausgewählt</numerusform>
            <numerusform>%Ln Bytes ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as: %1</source>
        <translation>Geschrieben als: %1</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::StructurePane</name>
    <message>
        <source>Structure tree</source>
        <translation>Strukturbaum</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <source>Expand all below</source>
        <translation>Alles darunter aufklappen</translation>
    </message>
    <message>
        <source>About this file</source>
        <translation>Über diese Datei</translation>
    </message>
    <message>
        <source>Save Bytes As…</source>
        <translation>Bytes speichern unter…</translation>
    </message>
    <message>
        <source>Show Layer “%1”</source>
        <translation>Schicht „%1“ anzeigen</translation>
    </message>
</context>
<context>
    <name>strata::gui::TableDiffPane</name>
    <message>
        <source>Compare Again</source>
        <translation>Erneut vergleichen</translation>
    </message>
    <message>
        <source>Pair rows by the values of these columns instead of by position</source>
        <translation>Zeilen nach den Werten dieser Spalten statt nach ihrer Position paaren</translation>
    </message>
    <message>
        <source>Key columns</source>
        <translation>Schlüsselspalten</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolut</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativ</translation>
    </message>
    <message>
        <source>Same float32</source>
        <translation>Gleich als float32</translation>
    </message>
    <message>
        <source>When two numbers count as equal</source>
        <translation>Wann zwei Zahlen als gleich gelten</translation>
    </message>
    <message>
        <source>Tolerance amount</source>
        <translation>Toleranzbetrag</translation>
    </message>
    <message>
        <source>|a − b| at most this (absolute), or this times the larger magnitude (relative)</source>
        <translation>|a − b| höchstens so viel (absolut) oder so viel mal der größere Betrag (relativ)</translation>
    </message>
    <message>
        <source>Compare the files again with these key columns and tolerance</source>
        <translation>Die Dateien erneut mit diesen Schlüsselspalten und dieser Toleranz vergleichen</translation>
    </message>
    <message>
        <source>Rows paired by key: only the rows that differ are shown</source>
        <translation>Zeilen nach Schlüssel gepaart: nur die abweichenden Zeilen werden gezeigt</translation>
    </message>
    <message>
        <source>By Row Position</source>
        <translation>Nach Zeilenposition</translation>
    </message>
    <message>
        <source>Rows by position</source>
        <translation>Zeilen nach Position</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Schlüssel: %1</translation>
    </message>
    <message>
        <source>(changed rows only: those of the first %1 cells and rows listed)</source>
        <translation>(nur geänderte Zeilen: die der ersten %1 aufgeführten Zellen und Zeilen)</translation>
    </message>
    <message>
        <source>Changed rows only</source>
        <translation>Nur geänderte Zeilen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>What differs in the table</source>
        <translation>Was sich in der Tabelle unterscheidet</translation>
    </message>
    <message>
        <source>Table differences</source>
        <translation>Tabellenunterschiede</translation>
    </message>
    <message>
        <source>Show only the rows that differ</source>
        <translation>Nur die abweichenden Zeilen zeigen</translation>
    </message>
    <message>
        <source>%1 (same)</source>
        <translation>%1 (gleich)</translation>
    </message>
    <message>
        <source>%1 (differs)</source>
        <translation>%1 (verschieden)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln geänderte Zelle</numerusform>
            <numerusform>%Ln geänderte Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in A</source>
        <translation>
            <numerusform>%Ln Zeile nur in A</numerusform>
            <numerusform>%Ln Zeilen nur in A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in B</source>
        <translation>
            <numerusform>%Ln Zeile nur in B</numerusform>
            <numerusform>%Ln Zeilen nur in B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TableExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>Ein Export läuft bereits</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation>Export abgebrochen; %1 wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata konnte %1 nicht schreiben:
%2</translation>
    </message>
    <message>
        <source>This file has no table to export</source>
        <translation>Diese Datei hat keine Tabelle zum Exportieren</translation>
    </message>
    <message>
        <source>Export not possible</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The table cannot be written as %1:
%2</source>
        <translation>Die Tabelle lässt sich nicht als %1 schreiben:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NaN or infinite value(s) written as null</source>
        <translation>
            <numerusform>%Ln NaN- oder unendlicher Wert als null geschrieben</numerusform>
            <numerusform>%Ln NaN- oder unendliche Werte als null geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln missing integer(s) written as the fill value</source>
        <translation>
            <numerusform>%Ln fehlende Ganzzahl als Füllwert geschrieben</numerusform>
            <numerusform>%Ln fehlende Ganzzahlen als Füllwert geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln string(s) that were no UTF-8 written as Latin-1</source>
        <translation>
            <numerusform>%Ln Zeichenkette, die kein UTF-8 war, als Latin-1 geschrieben</numerusform>
            <numerusform>%Ln Zeichenketten, die kein UTF-8 waren, als Latin-1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Exportfortschritt</translation>
    </message>
    <message>
        <source>Stop the export; no file is written</source>
        <translation>Export abbrechen; es wird keine Datei geschrieben</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>Exportiere %1</translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3 rows</source>
        <translation>Exportiere %1: %2 von %3 Zeilen</translation>
    </message>
    <message>
        <source>The array cannot be written so:
%1</source>
        <translation>Das Array kann so nicht geschrieben werden:
%1</translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3</source>
        <translation>Exportiere %1: %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s) (%2) to %1</source>
        <translation>
            <numerusform>%Ln Element (%2) nach %1 exportiert</numerusform>
            <numerusform>%Ln Elemente (%2) nach %1 exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePane</name>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Row:</source>
        <translation>Zeile:</translation>
    </message>
    <message>
        <source>Table picker</source>
        <translation>Tabellenauswahl</translation>
    </message>
    <message>
        <source>go to row</source>
        <translation>gehe zu Zeile</translation>
    </message>
    <message>
        <source>Go to row</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Column S&amp;tatistics</source>
        <translation>Spalten&amp;statistik</translation>
    </message>
    <message>
        <source>Items as:</source>
        <translation>Elemente als:</translation>
    </message>
    <message>
        <source>Go to row message</source>
        <translation>Meldung zu „Gehe zu Zeile“</translation>
    </message>
    <message>
        <source>Item type</source>
        <translation>Elementtyp</translation>
    </message>
    <message>
        <source>Read the items as signed or unsigned integers or as floating-point numbers of the file&apos;s item size</source>
        <translation>Die Elemente als vorzeichenbehaftete oder vorzeichenlose Ganzzahlen oder als Gleitkommazahlen der Elementgröße der Datei lesen</translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation>wie in der Datei</translation>
    </message>
    <message>
        <source>“%1” is not a row number</source>
        <translation>„%1“ ist keine Zeilennummer</translation>
    </message>
    <message>
        <source>The table has no rows</source>
        <translation>Die Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>Row %1 is past the end: the last row is %2</source>
        <translation>Zeile %1 liegt hinter dem Ende: Die letzte Zeile ist %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln Spalte</numerusform>
            <numerusform>%Ln Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>e.g. lat@hdr &gt; 45 AND (station = &apos;ABC&apos; OR obsvalue IS MISSING), then Return</source>
        <translation>z. B. lat@hdr &gt; 45 AND (station = &apos;ABC&apos; OR obsvalue IS MISSING), dann Eingabe</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>Keeps the rows of the whole table where the expression holds: comparisons (= != &lt; &lt;= &gt; &gt;=), AND, OR, NOT, parentheses, IN (…), BETWEEN … AND …, IS [NOT] MISSING, CONTAINS &apos;text&apos;, STARTS WITH &apos;text&apos;, ~ &apos;regular expression&apos;. Columns by name, &quot;quoted name&quot; or #index; strings in &apos;single quotes&apos;.</source>
        <translation>Behält die Zeilen der ganzen Tabelle, für die der Ausdruck gilt: Vergleiche (= != &lt; &lt;= &gt; &gt;=), AND, OR, NOT, Klammern, IN (…), BETWEEN … AND …, IS [NOT] MISSING, CONTAINS &apos;Text&apos;, STARTS WITH &apos;Text&apos;, ~ &apos;regulärer Ausdruck&apos;. Spalten nach Name, &quot;Name in Anführungszeichen&quot; oder #Index; Zeichenketten in &apos;einfachen Anführungszeichen&apos;.</translation>
    </message>
    <message>
        <source>Filter status</source>
        <translation>Filterstatus</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Value Counts</source>
        <translation>&amp;Häufigkeiten der Werte</translation>
    </message>
    <message>
        <source>%1 (at character %2)</source>
        <translation>%1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation>Filtere…</translation>
    </message>
    <message>
        <source>Filtering… %1 %</source>
        <translation>Filtere… %1 %</translation>
    </message>
    <message>
        <source>Filter cancelled; the table shows every row</source>
        <translation>Filtern abgebrochen; die Tabelle zeigt alle Zeilen</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 von %2 Zeilen</translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation> (die ersten %1 angezeigt)</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation>Sortierstatus</translation>
    </message>
    <message>
        <source>Stop filtering or sorting; the table stays as it was</source>
        <translation>Filtern oder Sortieren anhalten; die Tabelle bleibt, wie sie war</translation>
    </message>
    <message>
        <source>Sorting… %1 %</source>
        <translation>Sortiere… %1 %</translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort by it, again for descending; Shift+click adds a column to sort by</source>
        <translation>Klick auf einen Spaltenkopf sortiert nach der Spalte, ein zweiter absteigend; Umschalt+Klick fügt eine Sortierspalte hinzu</translation>
    </message>
    <message>
        <source>Show in &amp;Table Order</source>
        <translation>In &amp;Tabellenreihenfolge zeigen</translation>
    </message>
    <message>
        <source>Sorting holds the order of at most %1 rows: filter the table first</source>
        <translation>Sortieren hält die Reihenfolge von höchstens %1 Zeilen: bitte zuerst filtern</translation>
    </message>
    <message>
        <source>Sorting…</source>
        <translation>Sortiere…</translation>
    </message>
    <message>
        <source>Sort cancelled; the rows keep their order</source>
        <translation>Sortieren abgebrochen; die Zeilen behalten ihre Reihenfolge</translation>
    </message>
    <message>
        <source>Could not sort: %1</source>
        <translation>Sortieren nicht möglich: %1</translation>
    </message>
    <message>
        <source>&amp;Plot Column</source>
        <translation>Spalte als &amp;Diagramm</translation>
    </message>
    <message>
        <source>Plot &amp;Against…</source>
        <translation>Diagramm &amp;gegen…</translation>
    </message>
    <message>
        <source>Plot on a &amp;Map</source>
        <translation>Auf einer &amp;Landkarte zeigen</translation>
    </message>
    <message>
        <source>Show as &amp;Image</source>
        <translation>Als &amp;Bild zeigen</translation>
    </message>
    <message>
        <source>Rows lost</source>
        <translation>Verlorene Zeilen</translation>
    </message>
    <message>
        <source>%1 of %2 rows; %3 lost to truncation at %4</source>
        <translation>%1 von %2 Zeilen; %3 durch Abschneiden bei %4 verloren</translation>
    </message>
    <message>
        <source>The file ends before the rows its header promises: only the rows it holds are shown, counted and exported.</source>
        <translation>Die Datei endet vor den Zeilen, die ihr Kopf verspricht: nur die Zeilen, die sie enthält, werden gezeigt, gezählt und exportiert.</translation>
    </message>
    <message>
        <source>Filter error</source>
        <translation>Filterfehler</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Keine Tabelle</translation>
    </message>
    <message>
        <source>This file holds no table.</source>
        <translation>Diese Datei enthält keine Tabelle.</translation>
    </message>
    <message>
        <source>No table could be decoded: %1 (at byte %2). Diagnostics lists everything found.</source>
        <translation>Keine Tabelle ließ sich dekodieren: %1 (bei Byte %2). Die Diagnose listet alles Gefundene.</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Selection…</source>
        <translation>&amp;Auswahl exportieren…</translation>
    </message>
    <message>
        <source>&amp;Group By…</source>
        <translation>&amp;Gruppieren nach…</translation>
    </message>
    <message>
        <source>Open Row in Its &amp;File</source>
        <translation>Zeile in ihrer &amp;Datei öffnen</translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePlotLink</name>
    <message>
        <source>This file has no table</source>
        <translation>Diese Datei hat keine Tabelle</translation>
    </message>
</context>
<context>
    <name>strata::gui::TableStatisticsLink</name>
    <message>
        <source>This file has no table</source>
        <translation>Diese Datei hat keine Tabelle</translation>
    </message>
    <message>
        <source>%1 where %2</source>
        <translation>%1 mit %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValueCountsDialog</name>
    <message>
        <source>Value Counts</source>
        <translation>Häufigkeiten der Werte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Value counts</source>
        <translation>Häufigkeiten der Werte</translation>
    </message>
    <message>
        <source>Double-click a value to filter the table to it</source>
        <translation>Doppelklick auf einen Wert filtert die Tabelle danach</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Counting the values of “%1”…</source>
        <translation>Die Werte von „%1“ werden gezählt…</translation>
    </message>
    <message>
        <source>“%1” has too many distinct values to count them all in memory</source>
        <translation>„%1“ hat zu viele verschiedene Werte, um sie alle im Speicher zu zählen</translation>
    </message>
    <message>
        <source>Counting the values of “%1” was cancelled</source>
        <translation>Das Zählen der Werte von „%1“ wurde abgebrochen</translation>
    </message>
    <message>
        <source>“%1”: %2 distinct values in %3 rows</source>
        <translation>„%1“: %2 verschiedene Werte in %3 Zeilen</translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::WindowSessions</name>
    <message>
        <source>Where Is the Folder %1 Now?</source>
        <translation>Wo ist der Ordner %1 jetzt?</translation>
    </message>
    <message>
        <source>it has %1 bytes, more than a session file holds</source>
        <translation>sie hat %1 Bytes, mehr als eine Sitzungsdatei enthält</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Strata cannot open the session %1:
%2</source>
        <translation>Strata kann die Sitzung %1 nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>%1 was not found; it is left out.</source>
        <translation>%1 wurde nicht gefunden und wird ausgelassen.</translation>
    </message>
    <message>
        <source>Session %1 opened</source>
        <translation>Sitzung %1 geöffnet</translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: it had %2 bytes, now %3.</source>
        <translation>%1 hat sich geändert, seit die Sitzung gespeichert wurde: sie hatte %2 Bytes, jetzt %3.</translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: its first or last bytes differ.</source>
        <translation>%1 hat sich geändert, seit die Sitzung gespeichert wurde: ihre ersten oder letzten Bytes sind anders.</translation>
    </message>
    <message>
        <source>The session %1 holds no file.</source>
        <translation>Die Sitzung %1 enthält keine Datei.</translation>
    </message>
    <message numerus="yes">
        <source>%1 applied: %Ln bookmark(s), %2 moved, %3 not in this file</source>
        <translation>
            <numerusform>%1 angewandt: %Ln Lesezeichen, %2 verschoben, %3 nicht in dieser Datei</numerusform>
            <numerusform>%1 angewandt: %Ln Lesezeichen, %2 verschoben, %3 nicht in dieser Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>What the session could not show as it was:</source>
        <translation>Was die Sitzung nicht so zeigen konnte, wie es war:</translation>
    </message>
</context>
<context>
    <name>strata::model::DifferenceModel</name>
    <message>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>column only in B</source>
        <translation>Spalte nur in B</translation>
    </message>
    <message>
        <source>column only in A</source>
        <translation>Spalte nur in A</translation>
    </message>
    <message>
        <source>column moved</source>
        <translation>Spalte verschoben</translation>
    </message>
    <message>
        <source>column type</source>
        <translation>Spaltentyp</translation>
    </message>
    <message>
        <source>column encoding</source>
        <translation>Spaltenkodierung</translation>
    </message>
    <message>
        <source>damage in B</source>
        <translation>beschädigt in B</translation>
    </message>
    <message>
        <source>damage in A</source>
        <translation>beschädigt in A</translation>
    </message>
    <message>
        <source>decoded bytes</source>
        <translation>dekodierte Bytes</translation>
    </message>
    <message>
        <source>entry only in A</source>
        <translation>Eintrag nur in A</translation>
    </message>
    <message>
        <source>entry only in B</source>
        <translation>Eintrag nur in B</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing range(s)</source>
        <translation>
            <numerusform>%Ln abweichender Bereich</numerusform>
            <numerusform>%Ln abweichende Bereiche</numerusform>
        </translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>%1 / row %2 / %3</source>
        <translation>%1 / Zeile %2 / %3</translation>
    </message>
    <message>
        <source>row only in B</source>
        <translation>Zeile nur in B</translation>
    </message>
    <message>
        <source>row only in A</source>
        <translation>Zeile nur in A</translation>
    </message>
    <message>
        <source>%1 / row %2</source>
        <translation>%1 / Zeile %2</translation>
    </message>
    <message>
        <source>bytes inserted</source>
        <translation>Bytes eingefügt</translation>
    </message>
    <message>
        <source>bytes deleted</source>
        <translation>Bytes gelöscht</translation>
    </message>
    <message>
        <source>bytes replaced</source>
        <translation>Bytes ersetzt</translation>
    </message>
    <message>
        <source>%1 → %2 bytes</source>
        <translation>%1 → %2 Bytes</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <source>Bytes in A</source>
        <translation>Bytes in A</translation>
    </message>
    <message>
        <source>Bytes in B</source>
        <translation>Bytes in B</translation>
    </message>
</context>
<context>
    <name>strata::model::StructureModel</name>
    <message>
        <source>[%1 … %2]</source>
        <translation>[%1 … %2]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>0x%1 in layer %2</source>
        <translation>0x%1 in Schicht %2</translation>
    </message>
</context>
<context>
    <name>strata::model::TableDiffModel</name>
    <message>
        <source>Row %1 in A, row %2 in B</source>
        <translation>Zeile %1 in A, Zeile %2 in B</translation>
    </message>
    <message>
        <source>Only in A: %1</source>
        <translation>Nur in A: %1</translation>
    </message>
    <message>
        <source>Only in B: %1</source>
        <translation>Nur in B: %1</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Nur in A</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Nur in B</translation>
    </message>
</context>
<context>
    <name>strata::model::TableModel</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
    <message>
        <source>missing value</source>
        <translation>fehlender Wert</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>
  %1: %2 bits</source>
        <translation>
  %1: %2 Bits</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1
%2 · %3</source>
        <translation>%1
%2 · %3</translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation>(unbenannt %1)</translation>
    </message>
</context>
</TS>
