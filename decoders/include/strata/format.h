#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/repair.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// Whether a file starts as a format's files do (detect() in format_registry.h falls back to the
// file's extension when no format's magic matches).
enum class Match { No, ByMagic };

// What open() builds besides the tree, the payload, the layers and the bundle entries.
struct OpenOptions {
    // The tables. An AT-1 record codec finds its columns by walking every section, a whole
    // decode at open; a command that only writes the payload (strata-cli cat) or counts bytes
    // does without, and its document's `tables` is empty.
    bool tables = true;
    // The caller reads the file through next (check, csv, cat): openFile advises sequential
    // access before opening, so that a cold file streams at the disk's speed (issue 42).
    bool readThrough = false;
};

// One file format: recognises its files and opens them.
class Format {
public:
    virtual ~Format() = default;

    virtual std::string_view name() const = 0;
    virtual std::vector<std::string_view> extensions() const = 0;
    virtual Match detect(const ByteSource& source) const = 0;
    // Never throws on bad bytes: problems become diagnostics and damaged nodes.
    virtual Document open(ByteSourcePtr source, const OpenOptions& options) const = 0;
    // Writes what `document` (this format's, opened from `source`) still holds as a file that
    // the format's own library reads (strata-cli repair, issue 37): to `output`, in order.
    // nullopt when the format has no repair yet.
    virtual std::optional<RepairReport> repair(const Document& /*document*/,
                                               const ByteSource& /*source*/,
                                               const RepairOutput& /*output*/,
                                               const RepairOptions& /*options*/) const {
        return std::nullopt;
    }
};

// Opens the file as `format`, whatever its magic says: the document as openDocument()
// (format_registry.h) gives it once the format is known, its diagnostics placed on their nodes.
Document openAs(const Format& format, ByteSourcePtr source, const OpenOptions& options = {});

// The document with a tree of its own (Document::treeAgain) and its tables, payload, entries and
// findings shared with it; opened again from its bytes when its tree cannot be built again.
Document withOwnTree(const Document& document);

} // namespace strata
