#pragma once

#include "support/corpus.h"

#include <QString>
#include <string>

namespace strata::test {

// A corpus file's path as the window's API takes it.
inline QString corpusFile(const std::string& relative) {
    return QString::fromStdString(corpusPath(relative).string());
}

} // namespace strata::test
