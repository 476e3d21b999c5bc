#include "formats/at1/reconstructors.h"

#include "formats/at1/container.h"
#include "formats/at1/dicom_codec.h"
#include "formats/at1/json_codec.h"
#include "formats/at1/log_codec.h"
#include "formats/at1/osm_codec.h"
#include "formats/at1/qjson2_codec.h"

namespace strata::at1 {

Reconstructor streamSetReconstructor(std::uint8_t codecId) {
    switch (codecId) {
    case static_cast<std::uint8_t>(Codec::Json):
        return rebuildJson;
    case static_cast<std::uint8_t>(Codec::Osm):
        return rebuildOsm;
    case static_cast<std::uint8_t>(Codec::Log):
        return rebuildLog;
    case static_cast<std::uint8_t>(Codec::QJson2):
        return rebuildQJson2;
    case static_cast<std::uint8_t>(Codec::Dicom):
        return rebuildDicom;
    default:
        return nullptr;
    }
}

} // namespace strata::at1
