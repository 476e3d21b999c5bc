#pragma once

#include <cstdio>
#include <memory>

namespace strata {

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

// A file std::tmpfile() made: it has no name and is removed when closed.
using TemporaryFile = std::unique_ptr<std::FILE, FileCloser>;

} // namespace strata
