#pragma once

#include "strata/array_export.h"
#include "strata/diagnostic.h"
#include "strata/document.h"
#include "strata/job_control.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// What a part of a Blosc2 file is written as (strata-cli convert --to b2frame|b2nd).
enum class Blosc2Target {
    Frame, // a contiguous frame of the items in C order, no array metalayer
    B2nd   // a b2nd array of the slice's shape
};

struct Blosc2ConvertRequest {
    Blosc2Target target = Blosc2Target::Frame;
    std::string slice; // "0:10,:,5" (strata/array_slice.h); empty: all of it
    std::string path;  // OUT, written through a temporary file beside it
};

struct Blosc2ConvertResult {
    std::string usage; // the request does not fit the file (not Blosc2, a bad slice): why
    bool written = false;
    bool cancelled = false;
    std::string error; // why OUT was not written, when it was not and the request fit
    std::vector<std::uint64_t> shape; // of what was written
    std::uint64_t items = 0;
    std::uint64_t chunks = 0;
    std::vector<std::string> notes;      // what was written otherwise than the source had it
    std::vector<Diagnostic> diagnostics; // of the blocks read; their items are written as zeros
};

// Writes the slice of a Blosc2 document's items (a b2nd array's box, or a range of a frame's or
// chunk's items) as a Blosc2 frame or b2nd array that c-blosc2 reads: chunks of the source's
// chunk shape (clipped to the slice), compressed with its codec, clevel and filters
// (blosc2/chunk_compress.h), its other metalayers and vlmetalayers kept. Memory is a chunk and a
// few decoded blocks. Damaged blocks' items are zeros (an array keeps its shape), reported in
// `diagnostics`.
Blosc2ConvertResult convertBlosc2(const Document& document, const Blosc2ConvertRequest& request,
                                  const JobControl& control = {});

// The part of a Blosc2 document's items that `slice` names (all of them when empty): its b2nd
// array's box in the array's dtype, or a frame's or chunk's items in one dimension, for the .npy
// and NetCDF writers; nullptr, and `problem` saying why, for a file that is no Blosc2 or a slice
// that does not fit.
std::unique_ptr<ArrayItemsSource> blosc2ArraySlice(const Document& document, std::string_view slice,
                                                   std::string& problem);

} // namespace strata
