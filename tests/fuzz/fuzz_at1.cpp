// libFuzzer target: a .at1 file through every path a user can take (exercise_document.h).
#include "exercise_document.h"
#include "formats/at1/at1_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    strata::fuzz::exerciseDocument(data, size, "input.at1", strata::at1::at1Format());
    return 0;
}
