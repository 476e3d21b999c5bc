#include "formats/at1/reconstructors.h"

#include "formats/at1/dicom_codec.h"
#include "formats/at1/log_codec.h"

namespace strata::at1 {

Reconstructor streamSetReconstructor(std::uint8_t codecId) {
    switch (codecId) {
    case 3:
        return rebuildLog;
    case 9:
        return rebuildDicom;
    default:
        return nullptr;
    }
}

} // namespace strata::at1
