#include "formats/at1/reconstructors.h"

#include "formats/at1/container.h"
#include "formats/at1/dicom_codec.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/json_codec.h"
#include "formats/at1/jsondoc_codec.h"
#include "formats/at1/log_codec.h"
#include "formats/at1/osm_codec.h"
#include "formats/at1/qjson2_codec.h"
#include "formats/at1/ssh_codec.h"
#include "formats/at1/vcf_codec.h"

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
    case static_cast<std::uint8_t>(Codec::Ssh):
        return rebuildSsh;
    case static_cast<std::uint8_t>(Codec::Vcf):
        return rebuildVcf;
    case static_cast<std::uint8_t>(Codec::JsonDoc):
        return rebuildJsonDoc;
    case static_cast<std::uint8_t>(Codec::Embed):
        return rebuildEmbed;
    default:
        return nullptr;
    }
}

} // namespace strata::at1
