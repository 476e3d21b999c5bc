// libFuzzer target: a .odb file through every path a user can take (exercise_document.h).
#include "exercise_document.h"
#include "formats/odb2/odb2_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    strata::fuzz::exerciseDocument(data, size, "input.odb", strata::odb2::odb2Format());
    return 0;
}
