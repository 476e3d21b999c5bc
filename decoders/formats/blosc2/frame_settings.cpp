#include "formats/blosc2/frame_settings.h"

namespace strata::blosc2 {
namespace {

// The metalayers whose contents lie in the file, as the writer takes them.
std::vector<FrameMetalayerOut> readable(const std::vector<Metalayer>& layers,
                                        const ByteSource& source) {
    std::vector<FrameMetalayerOut> kept;
    for (const Metalayer& layer : layers) {
        if (layer.content.end() <= source.size() && layer.name.size() < 32) {
            kept.push_back({layer.name, source.view(layer.content.offset, layer.content.length)});
        }
    }
    return kept;
}

} // namespace

bool describesArray(std::string_view name) {
    return name == "b2nd" || name == "caterva";
}

FrameSettings settingsOf(const FrameLayout& frame, const ByteSource& source) {
    FrameSettings settings;
    settings.generalFlags = frame.generalFlags;
    settings.frameType = frame.frameType;
    settings.codecFlags = frame.codecFlags;
    settings.otherFlags = frame.otherFlags;
    settings.typesize = frame.typesize;
    settings.blocksize = frame.blocksize;
    settings.chunksize = frame.chunksize;
    settings.compressionThreads = frame.compressionThreads;
    settings.decompressionThreads = frame.decompressionThreads;
    settings.filters = frame.filters;
    settings.udcodec = frame.udcodec;
    settings.compcodeMeta = frame.compcodeMeta;
    settings.filtersMeta = frame.filtersMeta;
    settings.otherFlags2 = frame.otherFlags2;
    settings.metalayers = readable(frame.metalayers, source);
    settings.vlMetalayers = readable(frame.vlMetalayers, source);
    return settings;
}

} // namespace strata::blosc2
