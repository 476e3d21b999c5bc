// libFuzzer target: a .col file through every path a user can take (exercise_document.h).
#include "exercise_document.h"
#include "formats/cole/cole_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    strata::fuzz::exerciseDocument(data, size, "input.col", strata::cole::coleFormat());
    return 0;
}
