#include "formats/odb2/odb2_format.h"

#include "formats/odb2/frame_decoder.h"
#include "formats/odb2/odb2_repair.h"
#include "formats/odb2/odb2_table.h"
#include "formats/odb2/odb2_tree.h"

#include <cstring>
#include <numeric>

namespace strata::odb2 {
namespace {

// A frame cut short holds fewer whole rows than its header promises: they are walked (the
// markers only, the frame's bytes once) so that its table holds only those, and the loss is
// said where the rows end, as `check` says it.
void countRowsHeld(const ByteSource& source, Frames& frames, std::size_t position,
                   std::vector<Diagnostic>& diagnostics) {
    const Frame frame = frames[position];
    const std::uint64_t promised = decodableRows(frame);
    const MarkerCounts counts =
        countMarkers(frame, source.view(frame.data().offset, frame.data().length), promised);
    const std::uint64_t held = std::accumulate(counts.rowsWithMarker.begin(),
                                               counts.rowsWithMarker.end(), std::uint64_t{0});
    if (held >= promised) {
        return;
    }
    FrameDamage& damage = frames.damageToSay(position);
    damage.rowsHeld = held;
    damage.rowsHeldEnd = counts.end;
    diagnostics.push_back(
        {Severity::Error, counts.end,
         topLevelPath(frameLabel(frame.index)) + " / rows / " + std::string(unreadableRowsLabel),
         counts.damage + "; the remaining " + std::to_string(promised - held) +
             " rows are missing"});
}

} // namespace

Match Odb2Format::detect(const ByteSource& source) const {
    const auto bytes = source.bytes();
    return bytes.size() >= 5 && std::memcmp(bytes.data(), "\xFF\xFFODA", 5) == 0 ? Match::ByMagic
                                                                                 : Match::No;
}

Document Odb2Format::open(ByteSourcePtr source, const OpenOptions& /*options*/) const {
    auto layout = std::make_shared<FileLayout>(readFileLayout(*source));
    Document document;
    document.diagnostics = layout->diagnostics;
    for (std::size_t f = 0; f < layout->frames.size(); ++f) {
        const Frame frame = layout->frames[f];
        const std::uint64_t rows = decodableRows(frame);
        if (frame.decodable() && rows < frame.rows) {
            document.diagnostics.push_back(
                {Severity::Error, frame.sizesRange().offset, topLevelPath(frameLabel(frame.index)),
                 "row count " + std::to_string(frame.rows) + " is more than the " +
                     std::to_string(frame.data().length) + " bytes of rows can hold; showing " +
                     std::to_string(rows)});
        }
        if (frame.decodable() && frame.truncated) {
            countRowsHeld(*source, layout->frames, f, document.diagnostics);
        }
    }
    std::shared_ptr<const FileLayout> shared = layout;
    document.treeAgain = [source, shared] { return buildTree(source, shared); };
    document.root = document.treeAgain();
    document.tables = makeTables(source, shared);
    return document;
}

std::optional<RepairReport> Odb2Format::repair(const Document& document, const ByteSource& source,
                                               const RepairOutput& output,
                                               const RepairOptions& /*options*/) const {
    return repairOdb2(document, source, output);
}

const Format& odb2Format() {
    static const Odb2Format format;
    return format;
}

} // namespace strata::odb2
