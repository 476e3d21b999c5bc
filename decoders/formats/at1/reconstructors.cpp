#include "formats/at1/reconstructors.h"

#include "formats/at1/container.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/jsondoc_codec.h"
#include "formats/at1/log_codec.h"
#include "formats/at1/ssh_codec.h"
#include "formats/at1/vcf_codec.h"

namespace strata::at1 {

Reconstructor streamSetReconstructor(std::uint8_t codecId) {
    switch (codecId) {
    case 3:
        return rebuildLog;
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
