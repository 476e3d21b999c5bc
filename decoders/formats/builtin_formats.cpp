#include "formats/at1/at1_format.h"
#include "formats/blosc2/blosc2_format.h"
#include "formats/cole/cole_format.h"
#include "formats/odb2/odb2_format.h"
#include "strata/format_registry.h"

namespace strata {

std::span<const Format* const> formats() {
    static const Format* const all[] = {&cole::coleFormat(), &odb2::odb2Format(),
                                        &blosc2::blosc2Format(), &at1::at1Format()};
    return all;
}

} // namespace strata
