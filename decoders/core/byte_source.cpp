#include "strata/byte_source.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <mutex>
#include <sys/mman.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace strata {
namespace {

class MappedFile final : public ByteSource {
public:
    MappedFile(void* address, std::uint64_t size, std::string name)
        : ByteSource(std::move(name))
        , m_address(address)
        , m_size(size) {
        setBytes({static_cast<const std::byte*>(address), size});
    }
    ~MappedFile() override {
        if (m_address != nullptr) {
            munmap(m_address, m_size);
        }
    }

    void releasePages(std::uint64_t offset, std::uint64_t length) const override {
        // A page fault maps the cached pages of the whole 64 KiB window around it (Linux
        // fault-around), so whole windows go: those that end before the range does. The window
        // holding its end may hold what is read next (the next of many small blocks): it goes
        // with a later range that ends past it, so that a scan of 300,000 blocks of 800 bytes
        // makes a call per window, not a call and a fault per block. A private read-only mapping
        // of an unmodified file: pages read again come back from the page cache.
        constexpr std::uint64_t window = 64 * 1024;
        static const auto pageSize = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
        // Never past the mapping's last page: the memory after it belongs to someone else.
        const std::uint64_t mapped = (m_size + pageSize - 1) / pageSize * pageSize;
        const std::uint64_t first = std::min(offset, m_size) / window * window;
        const std::uint64_t end = std::min(offset + length, m_size);
        // The file's last window goes with the range that reaches the end of the file.
        const std::uint64_t last = end == m_size ? mapped : std::min(end / window * window, mapped);
        if (first >= last) {
            return;
        }
        // Ranges that follow each other go together, in batches: each call makes the kernel
        // interrupt every other thread of the process to flush its TLB (a scan of 200 blocks
        // spent a tenth of its time so).
        constexpr std::uint64_t batch = 8 << 20;
        const std::lock_guard lock(m_releaseMutex);
        if (first != m_releaseEnd || last < m_releaseEnd) {
            releaseHeld();
            m_releaseStart = first;
        }
        m_releaseEnd = last;
        if (m_releaseEnd - m_releaseStart >= batch || end == m_size) {
            releaseHeld();
        }
    }

    void prefetch(std::uint64_t offset, std::uint64_t length) const override {
        static const auto pageSize = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
        const std::uint64_t first = std::min(offset, m_size) / pageSize * pageSize;
        const std::uint64_t last = std::min(offset + std::min(length, m_size), m_size);
        if (first < last) {
            ::madvise(static_cast<std::byte*>(m_address) + first, last - first, MADV_WILLNEED);
        }
    }

    void readIn(std::uint64_t offset, std::uint64_t length) const override {
        static const auto pageSize = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
        const std::uint64_t first = std::min(offset, m_size) / pageSize * pageSize;
        const std::uint64_t last = std::min(offset + std::min(length, m_size), m_size);
        // A step's pages are faulted in (the kernel reads ahead of faults as of a read, in large
        // folios) and unmapped again, so that the resident memory grows by a step at most.
        constexpr std::uint64_t step = 8 << 20;
        for (std::uint64_t at = first; at < last; at += step) {
            auto* const address = static_cast<std::byte*>(m_address) + at;
            const std::uint64_t stepLength = std::min(step, last - at);
            if (::madvise(address, stepLength, MADV_POPULATE_READ) != 0) {
                // A kernel before 5.14 does not know it: asked for, at least.
                ::madvise(address, last - at, MADV_WILLNEED);
                return;
            }
            ::madvise(address, stepLength, MADV_DONTNEED);
        }
    }

    void adviseSequential() const override {
        if (m_address != nullptr) {
            ::madvise(m_address, m_size, MADV_SEQUENTIAL);
        }
        m_readsThrough = true;
    }

    bool readsThrough() const override { return m_readsThrough; }

private:
    void releaseHeld() const {
        if (m_releaseStart < m_releaseEnd) {
            ::madvise(static_cast<std::byte*>(m_address) + m_releaseStart,
                      m_releaseEnd - m_releaseStart, MADV_DONTNEED);
        }
        m_releaseStart = m_releaseEnd = 0;
    }

    void* m_address;
    std::uint64_t m_size;
    // Windows released but not yet handed to the kernel: [start, end).
    mutable std::mutex m_releaseMutex;
    mutable std::uint64_t m_releaseStart = 0;
    mutable std::uint64_t m_releaseEnd = 0;
    mutable bool m_readsThrough = false; // set before the reading starts
};

class BufferSource final : public ByteSource {
public:
    BufferSource(std::vector<std::byte>&& bytes, std::string name)
        : ByteSource(std::move(name))
        , m_storage(std::move(bytes)) {
        setBytes(m_storage);
    }

private:
    std::vector<std::byte> m_storage;
};

class StaticSource final : public ByteSource {
public:
    StaticSource(std::span<const std::byte> bytes, std::string name)
        : ByteSource(std::move(name)) {
        setBytes(bytes);
    }
};

} // namespace

std::shared_ptr<const ByteSource> ByteSource::openFile(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        throw std::system_error(errno, std::generic_category(), path.string());
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const int error = errno;
        ::close(fd);
        throw std::system_error(error, std::generic_category(), path.string());
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        throw std::system_error(std::make_error_code(std::errc::invalid_argument),
                                path.string() + ": not a regular file");
    }
    const auto size = static_cast<std::uint64_t>(info.st_size);
    void* address = nullptr;
    if (size > 0) {
        address = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (address == MAP_FAILED) {
            const int error = errno;
            ::close(fd);
            throw std::system_error(error, std::generic_category(), path.string());
        }
    }
    ::close(fd); // the mapping stays valid without the descriptor
    return std::make_shared<MappedFile>(address, size, path.string());
}

std::shared_ptr<const ByteSource> ByteSource::fromBuffer(std::vector<std::byte> bytes,
                                                         std::string name) {
    return std::make_shared<BufferSource>(std::move(bytes), std::move(name));
}

std::shared_ptr<const ByteSource> ByteSource::fromStaticMemory(std::span<const std::byte> bytes,
                                                               std::string name) {
    return std::make_shared<StaticSource>(bytes, std::move(name));
}

void ByteSource::releasePages(std::uint64_t, std::uint64_t) const {}

void ByteSource::prefetch(std::uint64_t, std::uint64_t) const {}

void ByteSource::readIn(std::uint64_t, std::uint64_t) const {}

void ByteSource::adviseSequential() const {}

std::span<const std::byte> ByteSource::view(std::uint64_t offset, std::uint64_t length) const {
    if (offset >= m_bytes.size()) {
        return {};
    }
    const std::uint64_t available = m_bytes.size() - offset;
    return m_bytes.subspan(offset, length < available ? length : available);
}

} // namespace strata
