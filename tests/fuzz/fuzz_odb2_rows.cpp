// libFuzzer target: ODB-2 row decoding (column codecs, row markers, missing values, bitfields,
// strings) with real frame headers. At start-up every decodable frame header of the corpus's
// .odb files is read; each input picks one by its first byte and is that frame's row data.
#include "formats/odb2/file_layout.h"
#include "formats/odb2/frame_decoder.h"
#include "strata/byte_source.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace {

struct FrameAndHeader {
    strata::odb2::Frame frame;
    strata::odb2::FrameHeader header;
};

std::vector<FrameAndHeader>& frames() {
    static std::vector<FrameAndHeader> all;
    return all;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    for (const auto& entry :
         std::filesystem::recursive_directory_iterator(STRATA_CORPUS_DIR "/odb2")) {
        if (entry.path().extension() != ".odb") {
            continue;
        }
        const auto source = strata::ByteSource::openFile(entry.path());
        for (const auto frame : strata::odb2::readFileLayout(*source).frames) {
            if (frame.decodable()) {
                frames().push_back({frame, strata::odb2::readFrameHeader(*source, frame)});
            }
        }
    }
    if (frames().empty()) {
        std::fprintf(stderr, "no ODB-2 frames found below %s\n", STRATA_CORPUS_DIR);
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) {
        return 0;
    }
    const auto& [frame, header] = frames()[data[0] % frames().size()];
    const std::span rows(reinterpret_cast<const std::byte*>(data + 1), size - 1);
    const strata::BlockData block =
        strata::odb2::decodeFrame(frame, header, rows, frame.rows, "frame");
    for (const auto& column : block.columns) {
        if (column.size() != block.rowCount) {
            std::abort();
        }
    }
    const auto walk = strata::odb2::walkRows(frame, rows, frame.rows);
    if (walk.rowOffsets.size() > frame.rows + 1) {
        std::abort();
    }
    return 0;
}
