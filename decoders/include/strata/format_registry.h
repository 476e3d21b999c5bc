#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/format.h"

#include <filesystem>
#include <span>
#include <string_view>

namespace strata {

// Every format Strata knows, in detection order.
std::span<const Format* const> formats();

// The format whose magic matches (extension as a tie-breaker), or nullptr for "unknown".
const Format* detect(const ByteSource& source);
// The format of that name ("ODB-2", Document::formatName), or nullptr.
const Format* formatNamed(std::string_view name);

// Detects and opens. A file of no known format yields a document with format "unknown", a root
// node over the whole file and no tables.
// With `options.tables` false the document has no tables, whatever the format.
Document openDocument(ByteSourcePtr source, const OpenOptions& options = {});
Document openFile(const std::filesystem::path& path, const OpenOptions& options = {});

} // namespace strata
