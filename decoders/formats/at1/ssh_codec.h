#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 0, ssh: OpenSSH syslog lines rebuilt from header columns and sshd message templates
// (at1-codecs.md section 4).
void rebuildSsh(CodecStreams& streams, std::string& out);

} // namespace strata::at1
