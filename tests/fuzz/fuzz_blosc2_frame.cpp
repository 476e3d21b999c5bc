// libFuzzer target: a .b2frame file through every path a user can take (exercise_document.h).
#include "exercise_document.h"
#include "formats/blosc2/blosc2_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    strata::fuzz::exerciseDocument(data, size, "input.b2frame", strata::blosc2::blosc2Format());
    return 0;
}
