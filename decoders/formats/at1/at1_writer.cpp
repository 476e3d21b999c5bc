#include "formats/at1/at1_writer.h"

#include "codecs/compress.h"
#include "core/byte_writer.h"
#include "core/digest.h"
#include "formats/at1/container.h"

namespace strata::at1 {

std::vector<std::byte> rawContainer(std::span<const std::byte> original) {
    const std::vector<std::byte> xz = codecs::xzCompress(original);
    if (xz.empty()) {
        return {};
    }
    ByteWriter out;
    out.reserve(5 + 1 + xz.size() + trailerSize);
    out.putText("AT1");
    out.put(wholeFileVersion);
    out.put(rawCodecId);
    out.put(static_cast<std::uint8_t>(Backend::Xz));
    out.putBytes(xz);
    for (const std::uint8_t byte : sha256(original)) {
        out.put(byte);
    }
    for (const std::uint8_t byte : trailerMagic) {
        out.put(byte);
    }
    return out.take();
}

} // namespace strata::at1
