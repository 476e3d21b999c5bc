#include "model/text/diagnostic_text.h"

#include "model/text/message_patterns.h"

#include <vector>

namespace strata::model {
namespace {

QRegularExpression shape(const char* english) {
    return QRegularExpression(QString::fromLatin1(english));
}

// The messages of files cut short or damaged that the corpus and its cut copies give most, in
// every format (decoders/formats/*); the others stay in English.
const std::vector<MessagePattern>& patterns() {
    static const std::vector<MessagePattern> table{
        // Said after another message: that one is translated too.
        {shape(R"(^(.+); the block reads as zeros$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "%1; the block reads as zeros"), true},
        {shape(R"(^(.+): needs (\d+) bytes, (\d+) left$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "%1: needs %2 bytes, %3 left")},
        {shape(
             R"(^file truncated at (\d+): footer missing; (\d+) row groups? recovered from inline page headers$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "file truncated at %1: footer missing; row groups "
                                         "recovered from inline page headers: %2")},
        {shape(
             R"(^a page of (\d+) values? cut short: its header declares (\d+) bytes of data, (\d+) are present$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "a page of %1 values cut short: its header declares %2 "
                                         "bytes of data, %3 are present")},
        {shape(R"(^a page header cut short by the end of the file$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "a page header cut short by the end of the file")},
        {shape(R"(^footer magic: not (.+)$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "footer magic: not %1")},
        {shape(R"(^bstart (\d+) lies outside the chunk's data \[(\d+), (\d+)\)$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "bstart %1 lies outside the chunk's data [%2, %3)")},
        {shape(R"(^stream (\d+) of (\d+) bytes overruns its chunk$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "stream %1 of %2 bytes overruns its chunk")},
        {shape(
             R"(^cbytes (\d+) runs past the end of the file \((\d+) bytes left\); reading what is there$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "cbytes %1 runs past the end of the file (%2 bytes "
                                         "left); reading what is there")},
        {shape(R"(^frame_len (\d+) differs from the file size (\d+)$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "frame_len %1 differs from the file size %2")},
        {shape(
             R"(^the chunk offsets index at (\d+) lies outside the frame's chunk area; walking the chunk area from (\d+) found (\d+) chunks?$)"),
         QT_TRANSLATE_NOOP("Diagnostic",
                           "the chunk offsets index at %1 lies outside the frame's chunk area; "
                           "chunks found walking the chunk area from %2: %3")},
        {shape(
             R"(^the chunk offsets index at (\d+) lies outside the frame's chunk area; walking the chunk area from (\d+) found (\d+) chunks?, the last cut short at (\d+)$)"),
         QT_TRANSLATE_NOOP("Diagnostic",
                           "the chunk offsets index at %1 lies outside the frame's chunk area; "
                           "chunks found walking the chunk area from %2: %3, the last cut "
                           "short at %4")},
        {shape(R"(^not an ODB-2 frame$)"), QT_TRANSLATE_NOOP("Diagnostic", "not an ODB-2 frame")},
        {shape(R"(^truncated frame: (\d+) bytes of rows, (\d+) left in the file$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "truncated frame: %1 bytes of rows, %2 left in the file")},
        {shape(
             R"(^row (\d+) needs (\d+) bytes, (\d+) left; the remaining (\d+) rows are missing$)"),
         QT_TRANSLATE_NOOP("Diagnostic",
                           "row %1 needs %2 bytes, %3 left; the remaining %4 rows are missing")},
        {shape(R"(^rows end after (\d+) of (\d+) rows; the remaining (\d+) rows are missing$)"),
         QT_TRANSLATE_NOOP("Diagnostic",
                           "rows end after %1 of %2 rows; the remaining %3 rows are missing")},
        {shape(R"(^column (.+) runs out of values; the rest show as missing$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "column %1 runs out of values; the rest show as missing")},
        {shape(R"(^(.+) decodes to (\d+) values for (\d+) rows; the rest show as missing$)"),
         QT_TRANSLATE_NOOP("Diagnostic",
                           "%1 decodes to %2 values for %3 rows; the rest show as missing")},
        {shape(
             R"(^stream '(.+)' payload: needs (\d+) bytes, (\d+) left; the file ends inside it$)"),
         QT_TRANSLATE_NOOP(
             "Diagnostic",
             "stream '%1' payload: needs %2 bytes, %3 left; the file ends inside it")},
        {shape(R"(^block \((\d+,\d+)\): the file ends inside it \((\d+) of (\d+) bytes\)$)"),
         QT_TRANSLATE_NOOP("Diagnostic", "block (%1): the file ends inside it (%2 of %3 bytes)")},
    };
    return table;
}

} // namespace

QString translatedDiagnostic(std::string_view message) {
    return translatedMessage(message, "Diagnostic", patterns());
}

} // namespace strata::model
