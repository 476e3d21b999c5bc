#pragma once

#include "formats/at1/codec_streams.h"

#include <string>

namespace strata::at1 {

// Rebuilds the original bytes one packed stream set stands for, appending them to `out`. Throws
// DecodeError at the file offset of the stream that fails.
using Reconstructor = void (*)(CodecStreams& streams, std::string& out);

// The reconstructor of a public-dialect codec (at1-codecs.md), or nullptr. Columnar, qcolumnar
// and qjson are rebuilt from their layouts (columnar_codec.h, query_codec.h), bundles entry by
// entry (bundle_entry_payload.h).
Reconstructor streamSetReconstructor(std::uint8_t codecId);

} // namespace strata::at1
