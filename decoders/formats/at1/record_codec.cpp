#include "formats/at1/record_codec.h"

#include "formats/at1/container.h"
#include "formats/at1/dicom_codec.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/log_codec.h"
#include "formats/at1/ssh_codec.h"
#include "formats/at1/vcf_codec.h"

namespace strata::at1 {

const RecordCodec* recordCodec(std::uint8_t codecId) {
    static const LogRecords log;
    static const EmbedRecords embed;
    static const DicomRecords dicom;
    static const SshRecords ssh;
    static const VcfRecords vcf;
    switch (static_cast<Codec>(codecId)) {
    case Codec::Log:
        return &log;
    case Codec::Embed:
        return &embed;
    case Codec::Dicom:
        return &dicom;
    case Codec::Ssh:
        return &ssh;
    case Codec::Vcf:
        return &vcf;
    default:
        return nullptr;
    }
}

} // namespace strata::at1
