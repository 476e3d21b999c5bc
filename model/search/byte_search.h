#pragma once

#include "strata/byte_source.h"

#include <QFuture>
#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

namespace strata::model {

// Parses what the user typed into the bytes to find: hex digits ("4F 44 41", "4f4441") or text
// (its UTF-8 bytes). Nothing when hex text is not whole bytes.
std::optional<std::vector<std::byte>> parseSearchPattern(const QString& text, bool asHex);

enum class SearchDirection { Forward, Backward };

// Finds, in the background, the next occurrence of `pattern` at or after `from` (Forward) or the
// last one that starts before `from` (Backward), wrapping around the file's end. The future
// reports progress in per-mille of the file scanned, can be cancelled, and yields the offset
// found, or -1.
QFuture<qint64> findBytes(ByteSourcePtr source, std::vector<std::byte> pattern, quint64 from,
                          SearchDirection direction = SearchDirection::Forward);

} // namespace strata::model
