#pragma once

#include "formats/at1/file_layout.h"
#include "strata/layer.h"
#include "strata/node.h"
#include "strata/payload.h"

#include <memory>
#include <string>

namespace strata::at1 {

// The rebuilt original as a layer of the file's root ("original", "columnar codec, 22,909
// bytes"): the payload the Save and cat commands write, produced by the same At1Payload, so the
// sections a damaged file cannot rebuild are missing from it and named in its diagnostics.
std::shared_ptr<Layer> makeOriginalLayer(std::shared_ptr<const Payload> payload, std::string codec,
                                         std::uint64_t fileSize);

// Adds to the root, in the `original` layer, a "lines" node whose children (512 to a group, made
// on expand, which produces the layer) are the original's lines, each saying what it was rebuilt
// from: the header, a structured row (with the table row it is, fields "table" and "table_row"),
// or a verbatim line (spec "Row assembly"). Only for files with columnar, qcolumnar or qjson
// sections, which know their lines; the lines from the first section of another kind on (a raw
// frame) say nothing. The node spans the whole original, whose size is known once it is produced
// (nothing is decoded to open a file): from then on, expanded or not.
void addOriginalLines(Layer& original, ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                      Node& root);

inline constexpr std::string_view originalLayerName = "original";
// The table whose rows the lines name (At1Table's).
inline constexpr std::string_view originalRowsTable = "rows";

} // namespace strata::at1
