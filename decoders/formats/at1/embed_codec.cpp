#include "formats/at1/embed_codec.h"

namespace strata::at1 {

namespace {

// The widest element the public decoder accepts (at1-codecs.md section 6): `<c16` is 16 bytes,
// `<U8` 32.
constexpr std::uint64_t maxWidth = 32;

} // namespace

void rebuildEmbed(CodecStreams& streams, std::string& out) {
    StreamCursor meta = streams.cursor("meta");
    const std::uint64_t width = meta.varint("width");
    const std::string_view header = meta.lpString("header");
    const std::uint64_t count = meta.varint("n");
    if (width < 1 || width > maxWidth) {
        meta.fail("width " + std::to_string(width) + " is outside 1.." + std::to_string(maxWidth));
    }
    // The public decoder ignores bytes after n; writers leave none.
    meta.expectEnd();
    const DecodedStream& data = streams.stream("data");
    const std::uint64_t size = data.data.size();
    // width * n must be the size of `data`; compared by division so it cannot overflow.
    if (size % width != 0 || size / width != count) {
        StreamCursor(data).fail("holds " + std::to_string(size) + " bytes, not width " +
                                std::to_string(width) + " x n " + std::to_string(count));
    }
    out.reserve(out.size() + header.size() + size);
    out += header;
    const std::string_view planes = data.text();
    if (width == 1) {
        out += planes;
        return;
    }
    // Plane b holds byte b of every element: out[e * width + b] = data[b * n + e].
    const std::size_t start = out.size();
    out.resize(start + size);
    char* elements = out.data() + start;
    for (std::uint64_t b = 0; b < width; ++b) {
        const char* plane = planes.data() + b * count;
        for (std::uint64_t e = 0; e < count; ++e) {
            elements[e * width + b] = plane[e];
        }
    }
}

} // namespace strata::at1
