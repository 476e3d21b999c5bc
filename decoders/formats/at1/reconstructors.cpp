#include "formats/at1/reconstructors.h"

#include "formats/at1/log_codec.h"

namespace strata::at1 {

Reconstructor streamSetReconstructor(std::uint8_t codecId) {
    switch (codecId) {
    case 3:
        return rebuildLog;
    default:
        return nullptr;
    }
}

} // namespace strata::at1
