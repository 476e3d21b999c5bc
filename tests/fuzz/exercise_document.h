#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace strata {
class Format;
}

namespace strata::fuzz {

// Everything a user can do with a file, on fuzzer bytes: open it as `format` under `name`, walk the whole tree (bounded), check that every node lies inside its parent,
// decode every block of every table and the payload, and run checkDocument. A broken invariant
// aborts, so the fuzzer reports it.
void exerciseDocument(const std::uint8_t* data, std::size_t size, const std::string& name,
                      const Format& format);

} // namespace strata::fuzz
