#include "support/page_touch_source.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <sys/mman.h>

namespace strata::test {
namespace {

// The one source being watched, read by the signal handler.
std::atomic<std::byte*> watchedBegin{nullptr};
std::atomic<std::size_t> watchedSize{0};
// One flag per page: 0 not read, 1 read, 2 read and given back since; written by the handler
// (async-signal-safe: plain stores).
std::atomic<std::uint8_t>* touchedFlags = nullptr;
constexpr std::uint8_t readFlag = 1;
constexpr std::uint8_t releasedFlag = 2;
struct sigaction previousAction {};

void onFault(int signal, siginfo_t* info, void* context) {
    auto* address = static_cast<std::byte*>(info->si_addr);
    std::byte* begin = watchedBegin.load();
    if (begin != nullptr && address >= begin && address < begin + watchedSize.load()) {
        const auto page = static_cast<std::size_t>(address - begin) / PageTouchSource::pageSize;
        touchedFlags[page].store(readFlag);
        mprotect(begin + page * PageTouchSource::pageSize, PageTouchSource::pageSize, PROT_READ);
        return;
    }
    // Not ours: what was there before handles it (a real crash stays a crash).
    if ((previousAction.sa_flags & SA_SIGINFO) != 0 && previousAction.sa_sigaction != nullptr) {
        previousAction.sa_sigaction(signal, info, context);
        return;
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

std::shared_ptr<const PageTouchSource> PageTouchSource::create(const std::vector<std::byte>& bytes,
                                                               std::string name) {
    if (watchedBegin.load() != nullptr) {
        throw std::logic_error("one PageTouchSource at a time");
    }
    const std::size_t pages = (bytes.size() + pageSize - 1) / pageSize + 1;
    void* mapping =
        mmap(nullptr, pages * pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) {
        throw std::runtime_error("PageTouchSource: mmap failed");
    }
    std::memcpy(mapping, bytes.data(), bytes.size());
    std::shared_ptr<const PageTouchSource> source(new PageTouchSource(
        static_cast<std::byte*>(mapping), pages * pageSize, bytes.size(), std::move(name)));
    return source;
}

PageTouchSource::PageTouchSource(std::byte* mapping, std::size_t mappedSize, std::uint64_t size,
                                 std::string name)
    : ByteSource(std::move(name))
    , m_mapping(mapping)
    , m_mappedSize(mappedSize) {
    setBytes({mapping, static_cast<std::size_t>(size)});
    touchedFlags = new std::atomic<std::uint8_t>[mappedSize / pageSize] {};
    struct sigaction action {};
    action.sa_sigaction = onFault;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, &previousAction);
    watchedSize = mappedSize;
    watchedBegin = mapping;
    reset();
}

PageTouchSource::~PageTouchSource() {
    watchedBegin = nullptr;
    sigaction(SIGSEGV, &previousAction, nullptr);
    munmap(m_mapping, m_mappedSize);
    delete[] touchedFlags;
    touchedFlags = nullptr;
}

std::set<std::uint64_t> PageTouchSource::touchedPages() const {
    std::set<std::uint64_t> pages;
    for (std::size_t page = 0; page < m_mappedSize / pageSize; ++page) {
        if (touchedFlags[page].load() != 0) {
            pages.insert(page);
        }
    }
    return pages;
}

std::set<std::uint64_t> PageTouchSource::heldPages() const {
    std::set<std::uint64_t> pages;
    for (std::size_t page = 0; page < m_mappedSize / pageSize; ++page) {
        if (touchedFlags[page].load() == readFlag) {
            pages.insert(page);
        }
    }
    return pages;
}

void PageTouchSource::releasePages(std::uint64_t offset, std::uint64_t length) const {
    const std::uint64_t end = std::min(offset + length, size());
    const std::uint64_t first = std::min(offset, size()) / pageSize;
    const std::uint64_t last = end == size() ? m_mappedSize / pageSize : end / pageSize;
    for (std::uint64_t page = first; page < last; ++page) {
        if (touchedFlags[page].load() == readFlag) {
            touchedFlags[page].store(releasedFlag);
            mprotect(m_mapping + page * pageSize, pageSize, PROT_NONE);
        }
    }
}

void PageTouchSource::reset() const {
    for (std::size_t page = 0; page < m_mappedSize / pageSize; ++page) {
        touchedFlags[page].store(0);
    }
    mprotect(m_mapping, m_mappedSize, PROT_NONE);
}

} // namespace strata::test
