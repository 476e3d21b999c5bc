<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BookmarkNames</name>
    <message>
        <source>%1 of row %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>a page header cut short by the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bstart %1 lies outside the chunk&apos;s data [%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame_len %1 differs from the file size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ODB-2 frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row groups recovered from inline page headers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2, the last cut short at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not %1 (whole file) or %2 (streaming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the block reads as zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its block (it reaches into the next block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 bytes, %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cbytes %1 runs past the end of the file (%2 bytes left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading what is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the xz stream is incomplete or has bytes after it (its index cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside it (%1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 (decoded byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt block (error at input byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file truncated at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>footer missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>footer magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk is unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its bytes cannot be decompressed and read as zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the remaining %1 rows are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes of rows, %2 left in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memcpyed data of %1 bytes runs past the end of the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memcpyed chunk of nbytes %1 but cbytes %2 (header and data make %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream set has no %1 stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a page of %1 values cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header declares %1 bytes of data, %2 are present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest show as missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ODB-2 frame, after the last one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 needs %2 bytes, %3 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored min %1 &lt; actual min %2 (a loose bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored max %1 &gt; actual max %2 (a loose bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored min %1 &gt; actual min %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored max %1 &lt; actual max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 %2 (inner file byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes that do not read as a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file too short for the AT-1 header (%1 bytes, needs magic and codec byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file of %1 bytes is too short for a header and footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page header differs from its copy in the metadata at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block holds %1 bytes, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream holds more than the expected %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream holds %1 bytes, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match reaches before the start of the output at input byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match length runs past the end at input byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match overruns the expected size at input byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>literal run overruns the expected size at input byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decodes to %2 values for %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 lies outside the frame&apos;s chunk area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an xz stream (no xz magic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty, not an xz stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a zstd frame (no zstd magic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 csize lies past the end of the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has an unknown token %2 after a negative csize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 (streams %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>varint past the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad varint (truncated, too long or overflowing %1 bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a msgpack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row marker %1 is past the column count %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>width %1 is outside %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows, little-endian, md5 bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows, big-endian, md5 bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rebuilt original ends before the pixel data&apos;s last sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocksize %1 exceeds nbytes %2 (c-blosc2 clamps it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streams cannot fit in %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 runs out of values at row %2 (it holds %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 runs out of values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 line flags for nlines %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown codec id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown codec tag %1 (%2 xz and %3 zstd exist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown codec %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column chunk [%1, +%2) lies outside the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bstarts for %1 blocks run past the end of the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special-value chunk of cbytes %1 stores %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block (%1) holds %2 values for %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block (%1) of %2 bytes does not fit in the %3 stream at %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template has %1 segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the repeated value runs past the end of the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delta needs block %1, which did not decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown backend byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row group holds at least one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page data runs past the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page data [%1, +%2) does not lie inside its column chunk and the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VL blocks hold %1 bytes but nbytes says %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VL block of %1 bytes runs past nbytes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes after the last stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs exceed the %1 rows of the row group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row count %1 is more than the %2 bytes of rows can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its blocks live in the frame, chunk %1 at frame offset %2 (block i at that offset + bstart i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file alone cannot be decompressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 entries but meta %3 is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode byte %1 (only %2 raw, %3 pixel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nt %1 is more than the %2 templates a file may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode class %1 (image-codec pixel data) is unsupported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no published decoder rebuilds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle has no entries (no stream %1, or it is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows end after %1 of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 %2 lies outside the zone map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second stream with this name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown frame method %1 (only %2 structured and %3 raw exist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailer SHA-256 %1 does not match the decoded bytes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md5 %1 does not match the header (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 has no terminating NUL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pixel transform %1 (only %2..%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset %1 out of order or past the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata offset %1 is outside the file body [%2, %3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shape needs %1 chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the frame has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a COLE file header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 does not fit in the %2 header bytes left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailer_len %1 is not plausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lazy chunk trailer runs past the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown filter %1 in slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown filter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nbytes %1, but cbytes %2 stores more than the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes follow the chunk&apos;s cbytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading resumes at the next frame marker, at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the index lists %1 chunks, but uncompressed_size %2 in chunks of %3 bytes makes %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entries after those are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame too short for a trailer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the %2 bytes left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chunks listed for %2 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page header in front of the data cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data is found through the metadata&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total_rows %1 but the row groups hold %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row group num_rows %1 agrees with none of its column chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing the %1 rows every chunk holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index %1 outside the %2-entry dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size %1 does not fit in %2 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes are left that nothing reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value nests deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dictionary of %1 bytes runs past the end of the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 has index %2, not below ndict %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items are left over after the %2 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template id %1 is past the %2 templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs cannot fit in %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 reads template %2, which holds only %3 lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 names template %2, past the %3 templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array has no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the templates&apos; variable slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the raw messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 of stream %2 has %3 items, too few for the skeleton&apos;s placeholders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 of %2 has %3 items, too few for the values read from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 values, more than the %2 the row group holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 frame marker here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 complete column chunks of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its rows are not in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of 7 elements (or 5, as caterva wrote it), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msgpack value cut off at offset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msgpack nested deeper than %1 levels: not read further</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 values: the rest is not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last %1 bytes of this block (%2 bytes, typesize %3) are stored as they are after the bitshuffled elements; c-blosc2 leaves them unwritten in format version 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk area [%1, %2) has room for %3 stored chunk(s) at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries from %1 on (%2) are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries point at chunks listed before them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more entries point outside the chunk area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offsets index entry %1 points at %2, outside the chunk area [%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offsets index entry %1 marks a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offsets index entries %1 mark a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the offsets index changes at every few entries: Strata reads %1 runs of like entries, the first %2 of %3 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block of the offsets index decodes to %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata reads blocks of the index up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunks hold %1 bytes, but uncompressed_size says %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metadata lists no more row groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column names inferred from the page headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the frame header&apos;s typesize %1 differs from its chunks&apos; typesize %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metalayers that cannot be read or that the chunks contradict are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends before these chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncompressed_size leaves no bytes for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its page headers are damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its pages cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trailer&apos;s SHA-256 does not match the frames kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written as a RAW container (codec 255) of the rebuilt original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no frame can be read there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container holds no section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rebuilt original does not match the trailer&apos;s SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container header cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the frame header cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more blocks of the offsets index that fail the same way and read as zeros: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is %2 in %3 and %4 in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its cells in %1 are left missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its column &apos;file&apos; is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset&apos;s column of that name holds each row&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no format Strata knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file without table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link to nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>This file is empty: there is nothing to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata does not recognise this file: neither its first bytes nor its name are those of AT-1, COLE, Blosc2 or ODB-2. The hex view shows its bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data in this %1 file could be decoded: Diagnostics lists what is wrong, and the tree and the hex view show what is left of its structure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dataset: its files are listed in its tab, and the rows of them all are one table in the Tables pane.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoToOffset</name>
    <message>
        <source>Not an offset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer has no bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the layer: the last offset is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the file: the last offset is %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>array marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array marker and version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk offsets index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codec data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codec name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoded block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoded stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dictionary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extended header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filter block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lazy trailer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches the metadata copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeated value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row group metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole-file container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows end after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inner file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unaccounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preamble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not DICOM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dict entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dict entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entropy tables and content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exceptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitshuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blosclz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columnar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dicom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jsondoc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines of the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memcpyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutral dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>osm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qcolumnar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qjson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uninitialized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vcf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verbatim line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zstd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zstd dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lazy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snappy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown codec id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes after the chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenRequest</name>
    <message>
        <source>No node at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueryError</name>
    <message>
        <source>column %1 not found; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a value after %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number, and column %2 holds numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected AND, OR or the end, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a column name, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at position %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>The file is still being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML, one page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveBytes</name>
    <message>
        <source>The bytes lie outside the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Bytes As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer is still being decoded; save again once it shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>Saved %Ln byte to %1</numerusform>
            <numerusform>Saved %Ln bytes to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowPanes</name>
    <message>
        <source>Structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Diagnostics (%Ln)</source>
        <translation>
            <numerusform>Diagnostics (%Ln)</numerusform>
            <numerusform>Diagnostics (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImagePane</name>
    <message>
        <source>&amp;Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min: auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max: auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value coloured darkest; empty: the smallest shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value coloured brightest; empty: the largest shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at an item for its index and value; click it to select it in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a b2nd array to see it as an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table is no b2nd array of two or more dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index in dimension %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two different dimensions for X and Y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension %1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImageView</name>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: show everything · click an item: select it in the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkDialog</name>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you found here (Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %Ln byte(s) at %1</source>
        <translation>
            <numerusform>, %Ln byte at %1</numerusform>
            <numerusform>, %Ln bytes at %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkList</name>
    <message>
        <source>NULL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksModel</name>
    <message>
        <source>moved from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · row %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In This File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the bookmark&apos;s node is in this file: as marked, moved with its node (a session made on another file), or missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksPane</name>
    <message>
        <source>No bookmarks in this file. Select a node, bytes, a cell or a diagnostic and press Ctrl+D to add one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::ByteFinder</name>
    <message>
        <source>Not a byte pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached the end of the file; continued from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached the start of the file; continued from the end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareSide</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure tree of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareWindow</name>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more differences after this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No differences before this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference %1 of %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::CsvOptionsForm</name>
    <message>
        <source>Write a header row of column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating point format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipe (|)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only where needed (RFC 4180)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LF (Unix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CR LF (Windows, spreadsheets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delimiter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line ends:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::DataInspector</name>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln byte)</numerusform>
            <numerusform>%1 (%Ln bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetMembersModel</name>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound, with warnings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetOpener</name>
    <message>
        <source>Opening %1: %2 of %3 files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no file with a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetView</name>
    <message>
        <source>&amp;Check Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a file to open it in its own tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode every file in the background and list what is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop checking; the files checked so far keep their status</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln skipped</numerusform>
            <numerusform>%Ln skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>checked %1 of %2: %Ln damaged</source>
        <translation>
            <numerusform>checked %1 of %2: %Ln damaged</numerusform>
            <numerusform>checked %1 of %2: %Ln damaged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DetailPane</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln byte at %2</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln bytes at %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2 in layer %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln byte at %2 in layer %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln bytes at %2 in layer %3</numerusform>
        </translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln byte)</numerusform>
            <numerusform>%1 (%Ln bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× (%2 bytes decoded from %3 stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 and xxHash64 of the selected bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksums of the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a value and copy it (Ctrl+C) to compare it elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums: the selection (%1) is larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksums of the selected %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::DiagnosticsPane</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::DifferencesPane</name>
    <message>
        <source>The comparison was cancelled: the differences found so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files are the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln structure difference(s)</source>
        <translation>
            <numerusform>%Ln structure difference</numerusform>
            <numerusform>%Ln structure differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damage difference(s)</source>
        <translation>
            <numerusform>%Ln damage difference</numerusform>
            <numerusform>%Ln damage differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column difference(s)</source>
        <translation>
            <numerusform>%Ln column difference</numerusform>
            <numerusform>%Ln column differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln changed cell</numerusform>
            <numerusform>%Ln changed cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in one file</source>
        <translation>
            <numerusform>%Ln row only in one file</numerusform>
            <numerusform>%Ln rows only in one file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing byte range(s)</source>
        <translation>
            <numerusform>%Ln differing byte range</numerusform>
            <numerusform>%Ln differing byte ranges</numerusform>
        </translation>
    </message>
    <message>
        <source>Same data, different encoding: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the first %1 of each kind are listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The structure comparison stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the files differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>The whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected rows and columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*%2);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blosc2 frame (.b2frame)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b2nd array (.b2nd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The array (%1), or its slice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice of the array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all; or NumPy&apos;s indexes, e.g. 0:10,:,5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per dimension START:STOP or one index (which drops the dimension), negative from the end, as NumPy indexes an array</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::FindDialog</name>
    <message>
        <source>&amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hex bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, or bytes such as 4F 44 41</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::GoToOffsetDialog</name>
    <message>
        <source>Offset (decimal, or hexadecimal with 0x):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Offset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupBarChart</name>
    <message>
        <source>Bar chart of the groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln more group(s) not shown</source>
        <translation>
            <numerusform>%Ln more group not shown</numerusform>
            <numerusform>%Ln more groups not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupByDialog</name>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bins of the first key&apos;s numbers: a width (10: 10-degree bands), or hour, day or month for ODB-2 times (HHMMSS) and dates (YYYYMMDD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second column to group by within the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of rows in the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a group to filter the table to its rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate charted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick an aggregate to compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than %1 groups: too many to hold in memory; group by other columns or in bins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouping was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message>
        <source>NULL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupTableModel</name>
    <message>
        <source>NULL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::Help</name>
    <message>
        <source>About Strata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Strata&lt;/b&gt; %1&lt;br&gt;An inspector for AT-1, COLE, Blosc2 and ODB-2 files.&lt;br&gt;&lt;br&gt;Built with Qt %2 (running %3) and:&lt;table&gt;%4&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::HexLegend</name>
    <message>
        <source>header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index / metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padding / unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex colour legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::HexPane</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byte spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s own bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::HexView</name>
    <message numerus="yes">
        <source>Copied %Ln byte(s)</source>
        <translation>
            <numerusform>Copied %Ln byte</numerusform>
            <numerusform>Copied %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>Saved %Ln byte to %1</numerusform>
            <numerusform>Saved %Ln bytes to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Hex view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not copied: %Ln bytes selected, more than the %1 MiB that can be copied; use Save Selection As… instead</source>
        <translation>
            <numerusform>Not copied: %Ln bytes selected, more than the %1 MiB that can be copied; use Save Selection As… instead</numerusform>
            <numerusform>Not copied: %Ln bytes selected, more than the %1 MiB that can be copied; use Save Selection As… instead</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C Array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Selection As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::HistogramView</name>
    <message>
        <source>Histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ≈ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max ≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::LayerTab</name>
    <message>
        <source>Layer origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop decoding this layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode this layer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at file offset %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::MainWindow</name>
    <message>
        <source>Strata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column &amp;Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Strata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Strata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file first, then compare it with another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Repaired Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sessio&amp;n…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve Session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appl&amp;y Session to This File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Bookmark…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Boo&amp;kmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file first, then bookmark what you select in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node, bytes, a table cell or a diagnostic, then add a bookmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark “%1” added; F2 goes through the bookmarks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not in this file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” moved: marked at offset %2, in this file at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata cannot write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file first, then apply a session made on another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Session to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::OverviewStrip</name>
    <message>
        <source>Where the bytes go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by kind of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by compression ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the bytes go (computing…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset %1 (0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entropy %1 bits per byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression ratio %1×</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotFigure</name>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points in view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left out: a value is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GSHHG coastlines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural Earth coastlines (bundled)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotPane</name>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every point again (double-click the plot does the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot as PNG or SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Plot Column in a table&apos;s context menu, or a column here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file has no table to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table has no column of numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no plot to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Plotted Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: the column against X, min and max per pixel column · Scatter: a point per row · Density: how many rows per pixel · Map: latitude (Y) against longitude (X) with coastlines · Image: a b2nd array as a heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the longitude as X and the latitude as Y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plotted Data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv);;NumPy array (*.npy);;NetCDF-4 (*.nc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotView</name>
    <message>
        <source>Wheel: zoom · drag: pan · Shift+drag: zoom into a rectangle · double-click: show everything · click a point: select its row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairReportDialog</name>
    <message>
        <source>copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to repair: the copy is the file, byte for byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Keeps %Ln row(s)</source>
        <translation>
            <numerusform>Keeps %Ln row</numerusform>
            <numerusform>Keeps %Ln rows</numerusform>
        </translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy goes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>loses %Ln row(s)</source>
        <translation>
            <numerusform>loses %Ln row</numerusform>
            <numerusform>loses %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drops %Ln unit(s)</source>
        <translation>
            <numerusform>drops %Ln unit</numerusform>
            <numerusform>drops %Ln units</numerusform>
        </translation>
    </message>
    <message>
        <source>filled with zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill with Zeros Instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair again, keeping each chunk that does not decode as a chunk of zeros, so that the data keep their size and shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>fills %Ln unit(s) with zeros</source>
        <translation>
            <numerusform>fills %Ln unit with zeros</numerusform>
            <numerusform>fills %Ln units with zeros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairSaver</name>
    <message>
        <source>A repair is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file to repair first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repaired copy cannot replace the file itself: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairing %1 files is not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repaired copy was discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the repaired copy as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the repair; no file is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairing %1: %2 of %3 written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repair was cancelled; no file was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per hex row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex font</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoded blocks memory limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per hex row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex font:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for decoded blocks, per table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV export defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the files of the last session on start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::SizesPane</name>
    <message>
        <source>&amp;Group by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit (row group, frame, chunk, stream)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group the bytes by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the bytes go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the bytes… %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the bytes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln byte(s), %2 % of the file</source>
        <translation>
            <numerusform>%1: %Ln byte, %2 % of the file</numerusform>
            <numerusform>%1: %Ln bytes, %2 % of the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s) of headers, metadata, padding or damage</source>
        <translation>
            <numerusform>%Ln byte of headers, metadata, padding or damage</numerusform>
            <numerusform>%Ln bytes of headers, metadata, padding or damage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stored bytes of data decode to %2 (%3×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %Ln node(s); click to select the first, again for the next</source>
        <translation>
            <numerusform>From %Ln node; click to select the first, again for the next</numerusform>
            <numerusform>From %Ln nodes; click to select the first, again for the next</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to select its node and bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln entry(s)</source>
        <translation>
            <numerusform>%Ln entry</numerusform>
            <numerusform>%Ln entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte range(s) of the entry framed in the hex view</source>
        <translation>
            <numerusform>%Ln byte range of the entry framed in the hex view</numerusform>
            <numerusform>%Ln byte ranges of the entry framed in the hex view</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 other units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units smaller than the %1 listed, added up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 other columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The columns smaller than the %1 listed, added up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 other codecs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codecs smaller than the %1 listed, added up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPane</name>
    <message>
        <source>every value once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Std. deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most frequent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop computing; the statistics cover the rows read so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Column Statistics in a table&apos;s context menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”: %2 of %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table “%1”: the first %2 rows (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table “%1”: %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate from a sample of the values&apos; hashes (within a few percent); never more than the values there are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: distribution, estimated from a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: most frequent values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: most frequent values, counted in part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::StatusLine</name>
    <message>
        <source>Opening progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop opening this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: offset %2 (0x%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1 (0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Selected %Ln byte(s)</source>
        <translation>
            <numerusform>Selected %Ln byte</numerusform>
            <numerusform>Selected %Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::StructurePane</name>
    <message>
        <source>About this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand all below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Bytes As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Layer “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::TableDiffPane</name>
    <message>
        <source>Compare Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair rows by the values of these columns instead of by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same float32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two numbers count as equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerance amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|a − b| at most this (absolute), or this times the larger magnitude (relative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the files again with these key columns and tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows paired by key: only the rows that differ are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By Row Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(changed rows only: those of the first %1 cells and rows listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed rows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What differs in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the rows that differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (differs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln changed cell</numerusform>
            <numerusform>%Ln changed cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in A</source>
        <translation>
            <numerusform>%Ln row only in A</numerusform>
            <numerusform>%Ln rows only in A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in B</source>
        <translation>
            <numerusform>%Ln row only in B</numerusform>
            <numerusform>%Ln rows only in B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TableExporter</name>
    <message>
        <source>An export is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln row to %1</numerusform>
            <numerusform>Exported %Ln rows to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file has no table to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table cannot be written as %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln NaN or infinite value(s) written as null</source>
        <translation>
            <numerusform>%Ln NaN or infinite value written as null</numerusform>
            <numerusform>%Ln NaN or infinite values written as null</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln missing integer(s) written as the fill value</source>
        <translation>
            <numerusform>%Ln missing integer written as the fill value</numerusform>
            <numerusform>%Ln missing integers written as the fill value</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln string(s) that were no UTF-8 written as Latin-1</source>
        <translation>
            <numerusform>%Ln string that was no UTF-8 written as Latin-1</numerusform>
            <numerusform>%Ln strings that were no UTF-8 written as Latin-1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the export; no file is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The array cannot be written so:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s) (%2) to %1</source>
        <translation>
            <numerusform>Exported %Ln item (%2) to %1</numerusform>
            <numerusform>Exported %Ln items (%2) to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePane</name>
    <message>
        <source>Items as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to row message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the items as signed or unsigned integers or as floating-point numbers of the file&apos;s item size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a row number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table has no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 is past the end: the last row is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln column</numerusform>
            <numerusform>%Ln columns</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. lat@hdr &gt; 45 AND (station = &apos;ABC&apos; OR obsvalue IS MISSING), then Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the rows of the whole table where the expression holds: comparisons (= != &lt; &lt;= &gt; &gt;=), AND, OR, NOT, parentheses, IN (…), BETWEEN … AND …, IS [NOT] MISSING, CONTAINS &apos;text&apos;, STARTS WITH &apos;text&apos;, ~ &apos;regular expression&apos;. Columns by name, &quot;quoted name&quot; or #index; strings in &apos;single quotes&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (at character %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtering… %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter cancelled; the table shows every row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop filtering or sorting; the table stays as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorting… %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort by it, again for descending; Shift+click adds a column to sort by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Table Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorting holds the order of at most %1 rows: filter the table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort cancelled; the rows keep their order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not sort: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plot Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot &amp;Against…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot on a &amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows; %3 lost to truncation at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends before the rows its header promises: only the rows it holds are shown, counted and exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file holds no table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table could be decoded: %1 (at byte %2). Diagnostics lists everything found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Selection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group By…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Row in Its &amp;File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePlotLink</name>
    <message>
        <source>This file has no table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::TableStatisticsLink</name>
    <message>
        <source>This file has no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 where %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::ValueCountsDialog</name>
    <message>
        <source>Value Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a value to filter the table to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the values of “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has too many distinct values to count them all in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the values of “%1” was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: %2 distinct values in %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NULL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::gui::WindowSessions</name>
    <message>
        <source>Where Is the Folder %1 Now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 bytes, more than a session file holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata cannot open the session %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found; it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session %1 opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: it had %2 bytes, now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: its first or last bytes differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session %1 holds no file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 applied: %Ln bookmark(s), %2 moved, %3 not in this file</source>
        <translation>
            <numerusform>%1 applied: %Ln bookmark, %2 moved, %3 not in this file</numerusform>
            <numerusform>%1 applied: %Ln bookmarks, %2 moved, %3 not in this file</numerusform>
        </translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the session could not show as it was:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::model::DifferenceModel</name>
    <message>
        <source>only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoded bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing range(s)</source>
        <translation>
            <numerusform>%Ln differing range</numerusform>
            <numerusform>%Ln differing ranges</numerusform>
        </translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / row %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes inserted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A → B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes in B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::model::StructureModel</name>
    <message>
        <source>[%1 … %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0x%1 in layer %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::model::TableDiffModel</name>
    <message>
        <source>Row %1 in A, row %2 in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>strata::model::TableModel</name>
    <message>
        <source>NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
  %1: %2 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
