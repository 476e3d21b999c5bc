#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"

#include <string>
#include <string_view>
#include <vector>

namespace strata {

// How sure a format is that it can read a file.
enum class Match { No = 0, ByExtension = 1, ByMagic = 2 };

// One file format: recognises its files and opens them.
class Format {
public:
    virtual ~Format() = default;

    virtual std::string_view name() const = 0;
    virtual std::vector<std::string_view> extensions() const = 0;
    virtual Match detect(const ByteSource& source) const = 0;
    // Never throws on bad bytes: problems become diagnostics and damaged nodes.
    virtual Document open(ByteSourcePtr source) const = 0;
    // Decodes everything the document defers and returns the diagnostics only that deep
    // decoding finds (checksums, stored-versus-computed checks). Tables, the payload and the
    // tree are walked by checkDocument(); this is for what they do not cover.
    virtual std::vector<Diagnostic> deepCheck(const Document& document) const;
};

} // namespace strata
