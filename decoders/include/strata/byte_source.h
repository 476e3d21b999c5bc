#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace strata {

// A read-only view of a whole file. Files are memory-mapped, never read whole; buffers serve
// tests and embedded samples. Offsets and sizes are 64-bit throughout.
class ByteSource {
public:
    // Throws std::system_error when the file cannot be opened or mapped.
    static std::shared_ptr<const ByteSource> openFile(const std::filesystem::path& path);
    static std::shared_ptr<const ByteSource> fromBuffer(std::vector<std::byte> bytes,
                                                        std::string name = {});
    // Wraps memory the caller keeps alive for the life of the source (e.g. a compiled resource).
    static std::shared_ptr<const ByteSource> fromStaticMemory(std::span<const std::byte> bytes,
                                                              std::string name = {});

    virtual ~ByteSource() = default;

    std::uint64_t size() const { return m_bytes.size(); }
    std::span<const std::byte> bytes() const { return m_bytes; }
    const std::string& name() const { return m_name; }

    // The bytes in [offset, offset + length) clipped to the end of the source.
    std::span<const std::byte> view(std::uint64_t offset, std::uint64_t length) const;
    // Says the bytes in [offset, offset + length) will not be read again soon: a mapped file
    // gives back the pages around them, so reading a big file through leaves the resident
    // memory flat (reading them again faults them in again). Does nothing for buffers.
    virtual void releasePages(std::uint64_t offset, std::uint64_t length) const;
    // Says the bytes in [offset, offset + length) will be read soon: a mapped file asks the
    // kernel to read them in now, so that the reads of a cold file (one not in the page cache,
    // on a network file system) are in flight together rather than one page fault at a time.
    // Does nothing for buffers.
    virtual void prefetch(std::uint64_t offset, std::uint64_t length) const;
    // Reads the bytes in [offset, offset + length) into memory now and returns when they are
    // there, for a reader that needs all of them next (ODB-2's walk before a scan). Unlike
    // `prefetch` it waits, and a mapped file's pages come in as a read's would: the kernel reads
    // ranges asked for with MADV_WILLNEED into single pages, which a later scan maps slower than
    // the large folios of a read (a warm check of 82 MB: 115-125 ms against 70; tests/bench
    // README, "Cold files"). Does nothing for buffers.
    virtual void readIn(std::uint64_t offset, std::uint64_t length) const;
    // Says the file will be read through from start to end (a scan): a mapped file reads
    // further ahead. Does nothing for buffers.
    virtual void adviseSequential() const;
    // Whether adviseSequential was called: a scan follows what the reader reads now.
    virtual bool readsThrough() const { return false; }

protected:
    explicit ByteSource(std::string name)
        : m_name(std::move(name)) {}
    void setBytes(std::span<const std::byte> bytes) { m_bytes = bytes; }

private:
    std::span<const std::byte> m_bytes;
    std::string m_name;
};

using ByteSourcePtr = std::shared_ptr<const ByteSource>;

} // namespace strata
