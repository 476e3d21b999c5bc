#pragma once

#include "strata/byte_source.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <set>
#include <vector>

namespace strata::test {

// A source whose bytes are behind page protection: the first read of each 4 KiB page traps,
// is recorded and lets the read go on. It tells exactly which pages an open or a view touches,
// as a cold file's page faults (issue 42), without the page cache. One may exist at a time.
class PageTouchSource : public ByteSource {
public:
    static constexpr std::uint64_t pageSize = 4096;

    static std::shared_ptr<const PageTouchSource> create(const std::vector<std::byte>& bytes,
                                                         std::string name = "touched");
    ~PageTouchSource() override;

    // The pages read since the last reset, by index (offset / pageSize).
    std::set<std::uint64_t> touchedPages() const;
    // Of those, the ones not given back since they were last read (releasePages): what a mapped
    // file would keep resident.
    std::set<std::uint64_t> heldPages() const;
    // Gives back the pages from the one holding `offset` to the last the range covers whole (the
    // file's last one with the range that reaches the end), as a mapped file gives back the
    // pages behind a reader: protected again, a later read traps as a first one.
    void releasePages(std::uint64_t offset, std::uint64_t length) const override;
    // Protects every page again and forgets what was touched.
    void reset() const;

private:
    PageTouchSource(std::byte* mapping, std::size_t mappedSize, std::uint64_t size,
                    std::string name);

    std::byte* m_mapping;
    std::size_t m_mappedSize;
};

} // namespace strata::test
