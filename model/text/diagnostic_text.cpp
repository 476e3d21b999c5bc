#include "model/text/diagnostic_text.h"

#include "model/structure/node_text.h"
#include "model/text/message_patterns.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <vector>

namespace strata::model {
namespace {

// One phrase of the decoders' messages (decoders/formats/*), written as they write it, each
// quoted part as %n; a message is translated whole when one matches it, else clause by clause
// ("; ") and part by part (": "). A phrase worded otherwise for translators gives its shape.
// The more specific phrase comes first: "not %1" would take "not an ODB-2 frame".
struct Phrase {
    const char* text;
    const char* shape = nullptr; // the text itself
};

constexpr Phrase phrases[] = {
    // Worded for translators without a plural, or with a part that holds ": ".
    {QT_TRANSLATE_NOOP("Diagnostic", "row groups recovered from inline page headers: %1"),
     R"(^(\d+) row groups? recovered from inline page headers$)"},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "more blocks of the offsets index that fail the same way and read as "
                       "zeros: %1"),
     R"(^(\d+) more blocks? of the offsets index fails? the same way and read as zeros$)"},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "chunks found walking the chunk area from %1: %2, the last cut short at %3"),
     R"(^walking the chunk area from (\d+) found (\d+) chunks?, the last cut short at (\d+)$)"},
    {QT_TRANSLATE_NOOP("Diagnostic", "chunks found walking the chunk area from %1: %2"),
     R"(^walking the chunk area from (\d+) found (\d+) chunks?$)"},
    {QT_TRANSLATE_NOOP("Diagnostic", "not %1 (whole file) or %2 (streaming)"),
     R"(^not (.+) \(whole file\) or (.+) \(streaming\)$)"},

    // The most frequent first.
    {QT_TRANSLATE_NOOP("Diagnostic", "bstart %1 lies outside the chunk's data [%2, %3)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the block reads as zeros")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 of %2 bytes overruns its chunk")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic", "stream %1 of %2 bytes overruns its block (it reaches into the next block)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "needs %1 bytes, %2 left")},
    {QT_TRANSLATE_NOOP("Diagnostic", "cbytes %1 runs past the end of the file (%2 bytes left)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "reading what is there")},
    {QT_TRANSLATE_NOOP("Diagnostic", "corrupt data")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "the xz stream is incomplete or has bytes after it (its index cannot be read)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the file ends inside it (%1 of %2 bytes)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the file ends inside it")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 payload")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 (decoded byte %2)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "corrupt block (error at input byte %1)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "corrupt block")},
    {QT_TRANSLATE_NOOP("Diagnostic", "frame payload")},
    {QT_TRANSLATE_NOOP("Diagnostic", "file truncated at %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "footer missing")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the metadata lists no more row groups")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "the frame header's typesize %1 differs from its chunks' typesize %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "metalayers that cannot be read or that the chunks "
                                     "contradict are left out")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the file ends before these chunks")},
    {QT_TRANSLATE_NOOP("Diagnostic", "uncompressed_size leaves no bytes for them")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its page headers are damaged")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its pages cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the chunk is cut short")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the trailer's SHA-256 does not match the frames kept")},
    {QT_TRANSLATE_NOOP("Diagnostic", "it is left out")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "written as a RAW container (codec 255) of the rebuilt original")},
    {QT_TRANSLATE_NOOP("Diagnostic", "no frame can be read there")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the container holds no section")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the container is damaged")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the rebuilt original does not match the trailer's SHA-256")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the container header cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the frame header cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "column names inferred from the page headers")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream name")},
    {QT_TRANSLATE_NOOP("Diagnostic", "footer magic")},
    {QT_TRANSLATE_NOOP("Diagnostic", "file magic")},
    {QT_TRANSLATE_NOOP("Diagnostic", "bad magic")},
    {QT_TRANSLATE_NOOP("Diagnostic", "no output")},
    {QT_TRANSLATE_NOOP("Diagnostic", "chunk header")},
    {QT_TRANSLATE_NOOP("Diagnostic", "column chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the chunk is unreadable")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its bytes cannot be decompressed and read as zeros")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the remaining %1 rows are missing")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 bytes of rows, %2 left in the file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "truncated frame")},
    {QT_TRANSLATE_NOOP("Diagnostic", "memcpyed data of %1 bytes runs past the end of the chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "memcpyed chunk of nbytes %1 but cbytes %2 (header and data make %3)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the stream set has no %1 stream")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a page of %1 values cut short")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its header declares %1 bytes of data, %2 are present")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the rest show as missing")},
    // Datasets (decoders/dataset): a member's file, the columns of several files as one.
    {QT_TRANSLATE_NOOP("Diagnostic", "column '%1' is %2 in %3 and %4 in %5")},
    {QT_TRANSLATE_NOOP("Diagnostic", "read as %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its cells in %1 are left missing")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its column 'file' is left out")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the dataset's column of that name holds each row's file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "no format Strata knows")},
    {QT_TRANSLATE_NOOP("Diagnostic", "names no file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "cannot be opened")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a link to nothing")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 file without table %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not an ODB-2 frame, after the last one")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not an ODB-2 frame")},
    {QT_TRANSLATE_NOOP("Diagnostic", "row %1 needs %2 bytes, %3 left")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stored min %1 < actual min %2 (a loose bound)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stored max %1 > actual max %2 (a loose bound)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stored min %1 > actual min %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stored max %1 < actual max %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "entry %1 %2 (inner file byte %3)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "bytes that do not read as a page")},
    {QT_TRANSLATE_NOOP("Diagnostic", "frame_len %1 differs from the file size %2")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic", "file too short for the AT-1 header (%1 bytes, needs magic and codec byte)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "file of %1 bytes is too short for a header and footer")},
    {QT_TRANSLATE_NOOP("Diagnostic", "page header differs from its copy in the metadata at %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "block holds %1 bytes, expected %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream holds more than the expected %1 bytes")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream holds %1 bytes, expected %2")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "match reaches before the start of the output at input byte %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "match length runs past the end at input byte %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "match overruns the expected size at input byte %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "literal run overruns the expected size at input byte %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 decodes to %2 values for %3 rows")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "the chunk offsets index at %1 lies outside the frame's chunk area")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the chunk offsets index at %1 cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "the chunk area [%1, %2) has room for %3 stored chunk(s) at most")},
    {QT_TRANSLATE_NOOP("Diagnostic", "entries from %1 on (%2) are not read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 entries point at chunks listed before them")},
    {QT_TRANSLATE_NOOP("Diagnostic", "they are left out")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 more entries point outside the chunk area")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "offsets index entry %1 points at %2, outside the chunk area [%3, %4)")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "offsets index entry %1 marks a special chunk of no kind c-blosc2 knows (top byte 0x%2)")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "offsets index entries %1 mark a special chunk of no kind c-blosc2 knows (top byte 0x%2)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the offsets index changes at every few entries: Strata "
                                     "reads %1 runs of like entries, the first %2 of %3 entries")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the rest are not read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a block of the offsets index decodes to %1 bytes")},
    {QT_TRANSLATE_NOOP("Diagnostic", "Strata reads blocks of the index up to %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the chunks hold %1 bytes, but uncompressed_size says %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not an xz stream (no xz magic)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "empty, not an xz stream")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not a zstd frame (no zstd magic)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 csize lies past the end of the chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 has an unknown token %2 after a negative csize")},
    {QT_TRANSLATE_NOOP("Diagnostic", "template %1 (streams %2)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "varint past the end")},
    {QT_TRANSLATE_NOOP("Diagnostic", "bad varint (truncated, too long or overflowing %1 bits)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "is not a msgpack %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "row marker %1 is past the column count %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "width %1 is outside %2..%3")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 rows, little-endian, md5 bad")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 rows, big-endian, md5 bad")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "the rebuilt original ends before the pixel data's last sample")},
    {QT_TRANSLATE_NOOP("Diagnostic", "blocksize %1 exceeds nbytes %2 (c-blosc2 clamps it)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 streams cannot fit in %2 bytes")},
    {QT_TRANSLATE_NOOP("Diagnostic", "column %1 runs out of values at row %2 (it holds %3)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "column %1 runs out of values")},
    {QT_TRANSLATE_NOOP("Diagnostic", "holds %1 line flags for nlines %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown codec id %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown codec tag %1 (%2 xz and %3 zstd exist)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown codec %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "column chunk [%1, +%2) lies outside the file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "bstarts for %1 blocks run past the end of the chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic", "special-value chunk of cbytes %1 stores %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "block (%1) holds %2 values for %3 rows")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "block (%1) of %2 bytes does not fit in the %3 stream at %4 of %5")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a page header cut short by the end of the file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "template has %1 segments")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the repeated value runs past the end of the chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic", "delta needs block %1, which did not decode")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown backend byte %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a row group holds at least one row")},
    {QT_TRANSLATE_NOOP("Diagnostic", "page data runs past the end of the file")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "page data [%1, +%2) does not lie inside its column chunk and the file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "VL blocks hold %1 bytes but nbytes says %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "VL block of %1 bytes runs past nbytes %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 bytes after the last stream")},
    {QT_TRANSLATE_NOOP("Diagnostic", "runs exceed the %1 rows of the row group")},
    {QT_TRANSLATE_NOOP("Diagnostic", "row count %1 is more than the %2 bytes of rows can hold")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "its blocks live in the frame, chunk %1 at frame offset %2 (block i at that offset "
        "+ bstart i)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "this file alone cannot be decompressed")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 has %2 entries but meta %3 is %4")},
    {QT_TRANSLATE_NOOP("Diagnostic", "mode byte %1 (only %2 raw, %3 pixel)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "nt %1 is more than the %2 templates a file may hold")},
    {QT_TRANSLATE_NOOP("Diagnostic", "decode class %1 (image-codec pixel data) is unsupported")},
    {QT_TRANSLATE_NOOP("Diagnostic", "no published decoder rebuilds it")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the bundle has no entries (no stream %1, or it is empty)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 is over the limit of %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "rows end after %1 of %2 rows")},
    {QT_TRANSLATE_NOOP("Diagnostic", "value %1 %2 lies outside the zone map")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a second stream with this name")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "unknown frame method %1 (only %2 structured and %3 raw exist)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "trailer SHA-256 %1 does not match the decoded bytes (%2)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "md5 %1 does not match the header (%2)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "entry %1 has no terminating NUL")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown pixel transform %1 (only %2..%3)")},
    {QT_TRANSLATE_NOOP("Diagnostic", "offset %1 out of order or past the data")},
    {QT_TRANSLATE_NOOP("Diagnostic", "metadata offset %1 is outside the file body [%2, %3]")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the shape needs %1 chunks")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the frame has %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown format version %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not a COLE file header")},
    {QT_TRANSLATE_NOOP("Diagnostic", "count %1 does not fit in the %2 header bytes left")},
    {QT_TRANSLATE_NOOP("Diagnostic", "trailer_len %1 is not plausible")},
    {QT_TRANSLATE_NOOP("Diagnostic", "lazy chunk trailer runs past the end of the file")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown filter %1 in slot %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "unknown filter %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "nbytes %1, but cbytes %2 stores more than the header")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 bytes follow the chunk's cbytes")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "the last %1 bytes of this block (%2 bytes, typesize %3) are stored as they "
                       "are after the bitshuffled elements; c-blosc2 leaves them unwritten in "
                       "format version 2")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "expected an array of 7 elements (or 5, as caterva wrote it), not %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "msgpack value cut off at offset %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "msgpack nested deeper than %1 levels: not read further")},
    {QT_TRANSLATE_NOOP("Diagnostic", "more than %1 values: the rest is not shown")},
    {QT_TRANSLATE_NOOP("Diagnostic", "reading resumes at the next frame marker, at %1")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "the index lists %1 chunks, but uncompressed_size %2 in chunks of %3 bytes makes %4")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the entries after those are not read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "frame too short for a trailer")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 entries cannot fit in the %2 bytes left")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 chunks listed for %2 columns")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the page header in front of the data cannot be read")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the data is found through the metadata's copy")},
    {QT_TRANSLATE_NOOP("Diagnostic", "total_rows %1 but the row groups hold %2")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "row group num_rows %1 agrees with none of its column chunks")},
    {QT_TRANSLATE_NOOP("Diagnostic", "showing the %1 rows every chunk holds")},
    {QT_TRANSLATE_NOOP("Diagnostic", "index %1 outside the %2-entry dictionary")},
    {QT_TRANSLATE_NOOP("Diagnostic", "size %1 does not fit in %2 bits")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 bytes are left that nothing reads")},
    {QT_TRANSLATE_NOOP("Diagnostic", "a value nests deeper than %1 levels")},
    {QT_TRANSLATE_NOOP("Diagnostic", "dictionary of %1 bytes runs past the end of the chunk")},
    {QT_TRANSLATE_NOOP("Diagnostic", "value %1 has index %2, not below ndict %3")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 items are left over after the %2 used")},
    {QT_TRANSLATE_NOOP("Diagnostic", "template id %1 is past the %2 templates")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 runs cannot fit in %2 bytes")},
    {QT_TRANSLATE_NOOP("Diagnostic", "line %1 reads template %2, which holds only %3 lines")},
    {QT_TRANSLATE_NOOP("Diagnostic", "entry %1 names template %2, past the %3 templates")},
    {QT_TRANSLATE_NOOP("Diagnostic", "the array has no table")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 complete column chunks of %2")},
    {QT_TRANSLATE_NOOP("Diagnostic", "its rows are not in the table")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 has %2 items, too few for the records")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "stream %1 has %2 items, too few for the templates' variable slots")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "stream %1 has %2 items, too few for the structured lines' hosts")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "stream %1 has %2 items, too few for the structured lines' days")},
    {QT_TRANSLATE_NOOP("Diagnostic", "stream %1 has %2 items, too few for the raw messages")},
    {QT_TRANSLATE_NOOP(
        "Diagnostic",
        "column %1 of stream %2 has %3 items, too few for the skeleton's placeholders")},
    {QT_TRANSLATE_NOOP("Diagnostic",
                       "column %1 of %2 has %3 items, too few for the values read from it")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 values, more than the %2 the row group holds")},
    {QT_TRANSLATE_NOOP("Diagnostic", "%1 entries cannot fit in the page")},
    {QT_TRANSLATE_NOOP("Diagnostic", "no %1 frame marker here")},
    {QT_TRANSLATE_NOOP("Diagnostic", "frame marker")},
    {QT_TRANSLATE_NOOP("Diagnostic", "showing %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "not %1")},
    {QT_TRANSLATE_NOOP("Diagnostic", "is %1")},
};

const std::vector<MessagePattern>& patterns() {
    static const std::vector<MessagePattern> table = [] {
        std::vector<MessagePattern> built;
        for (const Phrase& phrase : phrases) {
            built.push_back({phrase.shape ? QRegularExpression(QString::fromUtf8(phrase.shape))
                                          : shapeOf(phrase.text),
                             phrase.text});
        }
        return built;
    }();
    return table;
}

// How clauses and parts join; French sets a space before ';' and ':'.
struct Separator {
    QLatin1StringView english;
    const char* joined;
};
constexpr Separator separators[] = {
    {QLatin1StringView("; "), QT_TRANSLATE_NOOP("Diagnostic", "%1; %2")},
    {QLatin1StringView(": "), QT_TRANSLATE_NOOP("Diagnostic", "%1: %2")},
};

// The text translated whole, else around its first separator, clauses before parts; a part no
// phrase matches is a node's label (the tree's glossary) or stays as it is.
QString translatedText(const QString& english) {
    if (std::optional<QString> whole = translatedByPattern(english, "Diagnostic", patterns())) {
        return *whole;
    }
    for (const Separator& separator : separators) {
        const qsizetype at = english.indexOf(separator.english);
        if (at >= 0) {
            return QCoreApplication::translate("Diagnostic", separator.joined)
                .arg(translatedText(english.left(at)),
                     translatedText(english.mid(at + separator.english.size())));
        }
    }
    const QByteArray utf8 = english.toUtf8();
    return translatedNodeText(std::string_view(utf8.constData(), utf8.size()));
}

} // namespace

QString translatedDiagnostic(std::string_view message) {
    const QString english =
        QString::fromUtf8(message.data(), static_cast<qsizetype>(message.size()));
    // The tree asks for every value it paints: the translations are remembered, for as long as
    // the same language is installed (its first phrase tells).
    static QMutex mutex;
    static QString language;
    static QHash<QString, QString> known;
    const QMutexLocker lock(&mutex);
    const QString probe = QCoreApplication::translate("Diagnostic", phrases[0].text);
    if (probe != language || known.size() > 100'000) {
        language = probe;
        known.clear();
    }
    const auto found = known.constFind(english);
    if (found != known.constEnd()) {
        return found.value();
    }
    return known.insert(english, translatedText(english)).value();
}

QString translatedNodeValue(std::string_view value) {
    return translatedDiagnostic(value);
}

} // namespace strata::model
