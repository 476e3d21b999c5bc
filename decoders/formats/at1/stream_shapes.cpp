#include "formats/at1/stream_shapes.h"

#include "formats/at1/codec_table.h"

#include <algorithm>

namespace strata::at1 {

const StreamShape* findShape(std::span<const StreamShape> shapes, std::string_view stream) {
    const auto found =
        std::find_if(shapes.begin(), shapes.end(),
                     [stream](const StreamShape& shape) { return shape.name == stream; });
    return found == shapes.end() ? nullptr : &*found;
}

const StreamShape* findStreamShape(std::uint8_t codecId, std::string_view stream) {
    const Codec* codec = findCodec(codecId);
    return codec == nullptr ? nullptr : findShape(codec->streams, stream);
}

} // namespace strata::at1
