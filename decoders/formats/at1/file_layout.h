#pragma once

#include "formats/at1/container.h"

#include <any>
#include <concepts>
#include <map>
#include <memory>
#include <type_traits>

namespace strata::at1 {

// What the codec's small streams say about one structured section: what its layout reader
// (codec_table.h) returns (a ColumnarSection, a QueryLayout, a BundleLayout), or nothing. Held
// by a shared pointer: sections that say the same (most frames of a streaming file) hold one.
class SectionCodec {
public:
    SectionCodec() = default;
    template <class Layout>
    requires(!std::same_as<std::decay_t<Layout>, SectionCodec>)
        SectionCodec(Layout layout) // implicit: a layout reader returns its layout as one
        : m_layout(std::make_shared<const std::any>(std::move(layout))) {}

    // The layout, or null when the section holds none of that type.
    template <class Layout> const Layout* find() const {
        return m_layout != nullptr ? std::any_cast<Layout>(m_layout.get()) : nullptr;
    }
    // The layout; throws std::bad_any_cast when the section holds none of that type.
    template <class Layout> const Layout& layout() const {
        if (const Layout* found = find<Layout>()) {
            return *found;
        }
        throw std::bad_any_cast();
    }
    bool empty() const { return m_layout == nullptr; }

private:
    std::shared_ptr<const std::any> m_layout;
};

struct Codec;

// An opened AT-1 file: the container and, per section, what its codec layout says.
struct FileLayout {
    ContainerLayout container;
    std::vector<SectionCodec> codecs;              // one per section
    std::map<std::size_t, Diagnostic> codecDamage; // why a section's codec layout is missing
    std::vector<Diagnostic> diagnostics;

    // The file's codec (codec_table.h), or nullptr when the header is not valid.
    const Codec* codec() const;
    bool rebuildable() const;
};

FileLayout readFileLayout(const ByteSource& source);

// The original bytes one section stands for. Throws DecodeError.
std::string decodeSection(const ByteSource& source, const FileLayout& file, std::size_t index);

} // namespace strata::at1
