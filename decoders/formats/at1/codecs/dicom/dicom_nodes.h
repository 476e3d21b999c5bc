#pragma once

#include "formats/at1/codec_table.h"
#include "strata/layer.h"
#include "strata/node.h"

namespace strata::at1 {

// The DICOM data elements of a dicom file's streams (at1-codecs.md section 10), as nodes in the
// stream's decoded `layer` below its node `owner`, 512 to a group: each element over its bytes,
// with its tag, VR, length and value fields inside. They are read again from the layer's bytes
// when a group is expanded.

// `pre` and `raw`: a DICOM Part 10 file (its preamble and "DICM", then its elements up to and
// including the pixel data element, which runs to the end of the stream); bytes that are none
// (a raw-mode file of other input) are one node that says why.
void addDicomFileElements(const Layer& layer, Node& owner);

// `suf`: what follows the pixel data, elements end to end in the data set's VR encoding, which
// `pre`'s transfer syntax gives. Bytes that are no element (from the first that does not fit)
// stay one plain node, after a damage node at their offset.
void addDicomDataSetElements(const Layer& layer, bool explicitVr, Node& owner);

// The dicom codec's hook (codec_table.h): the data elements of a Part 10 file `raw` and `pre`
// hold, the rows of the pixels `pix` holds, the elements `suf` holds in the VR encoding `pre`
// says.
bool addDicomStreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
