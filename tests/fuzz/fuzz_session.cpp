// libFuzzer target: session files (strata/session_file.h) are text a person may edit or another
// tool may write. Any input is read or refused without a crash; what is read writes back as text
// that reads to the same session.
#include "strata/session_file.h"

#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const strata::SessionReading reading = strata::readSession(text);
    if (!reading.session) {
        if (reading.error.empty()) {
            std::abort(); // refused without a reason
        }
        return 0;
    }
    const strata::SessionReading again =
        strata::readSession(strata::writeSession(*reading.session, "fuzz"));
    if (!again.session || !(*again.session == *reading.session)) {
        std::abort();
    }
    return 0;
}
