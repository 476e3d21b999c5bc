#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 2, osm: OSM XML nodes, ways and relations rebuilt from columns, with verbatim blocks for
// every other line (at1-codecs.md section 11).
void rebuildOsm(CodecStreams& streams, std::string& out);

} // namespace strata::at1
