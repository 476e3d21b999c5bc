#include "strata/byte_source.h"

#include <cerrno>
#include <fcntl.h>
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

private:
    void* m_address;
    std::uint64_t m_size;
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

std::span<const std::byte> ByteSource::view(std::uint64_t offset, std::uint64_t length) const {
    if (offset >= m_bytes.size()) {
        return {};
    }
    const std::uint64_t available = m_bytes.size() - offset;
    return m_bytes.subspan(offset, length < available ? length : available);
}

} // namespace strata
