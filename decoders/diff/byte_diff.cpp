#include "diff/byte_diff.h"

#include "diff/difference_list.h"
#include "diff/myers_diff.h"
#include "diff/range_collector.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace strata {
namespace {

constexpr std::uint64_t sliceSize = std::uint64_t{4} << 20;
// Pages read through are given back in steps of this size (resident memory stays flat).
constexpr std::uint64_t releaseStep = std::uint64_t{16} << 20;
// The anchor table holds at most about this many blocks of A (16 bytes each).
constexpr std::uint64_t maxAnchorBlocks = std::uint64_t{1} << 20;
constexpr std::uint64_t minAnchorBlock = 32;
constexpr std::uint64_t rollingBase = 0x100000001b3;

// Block hashes of A: open addressing on the hash (the first block with a hash wins).
class AnchorTable {
public:
    AnchorTable(std::uint64_t blocks)
        : m_shift(static_cast<unsigned>(64 -
                                        std::bit_width(std::max<std::uint64_t>(blocks * 2, 2) - 1)))
        , m_slots(std::uint64_t{1} << (64 - m_shift)) {}

    void insert(std::uint64_t hash, std::uint64_t offset) {
        for (std::uint64_t i = slotOf(hash);; i = (i + 1) & (m_slots.size() - 1)) {
            if (m_slots[i].offsetPlusOne == 0) {
                m_slots[i] = {hash, offset + 1};
                return;
            }
            if (m_slots[i].hash == hash) {
                return;
            }
        }
    }

    std::optional<std::uint64_t> find(std::uint64_t hash) const {
        for (std::uint64_t i = slotOf(hash);; i = (i + 1) & (m_slots.size() - 1)) {
            if (m_slots[i].offsetPlusOne == 0) {
                return std::nullopt;
            }
            if (m_slots[i].hash == hash) {
                return m_slots[i].offsetPlusOne - 1;
            }
        }
    }

private:
    struct Slot {
        std::uint64_t hash = 0;
        std::uint64_t offsetPlusOne = 0; // 0: empty
    };
    std::uint64_t slotOf(std::uint64_t hash) const {
        return (hash * 0x9e3779b97f4a7c15) >> m_shift;
    }

    unsigned m_shift;
    std::vector<Slot> m_slots;
};

class ByteAlignment {
public:
    ByteAlignment(const ByteSource& a, const ByteSource& b, ByteDiff& out, std::size_t maxListed,
                  const JobControl& control)
        : m_sourceA(a)
        , m_sourceB(b)
        , m_a(a.bytes())
        , m_b(b.bytes())
        , m_ranges(out, maxListed)
        , m_control(control) {}

    void run() {
        align(0, m_a.size(), 0, m_b.size(), true);
        m_ranges.flush();
    }

private:
    // Equal bytes at the start of [a0, a1) and [b0, b1).
    std::uint64_t commonHead(std::uint64_t a0, std::uint64_t a1, std::uint64_t b0,
                             std::uint64_t b1) {
        const std::uint64_t most = std::min(a1 - a0, b1 - b0);
        std::uint64_t done = 0;
        while (done < most) {
            const std::uint64_t slice = std::min(sliceSize, most - done);
            if (std::memcmp(m_a.data() + a0 + done, m_b.data() + b0 + done, slice) != 0) {
                while (m_a[a0 + done] == m_b[b0 + done]) {
                    ++done;
                }
                return done;
            }
            done += slice;
            release(a0 + done, b0 + done);
        }
        return done;
    }

    // Equal bytes at the end of [a0, a1) and [b0, b1).
    std::uint64_t commonTail(std::uint64_t a0, std::uint64_t a1, std::uint64_t b0,
                             std::uint64_t b1) {
        const std::uint64_t most = std::min(a1 - a0, b1 - b0);
        std::uint64_t done = 0;
        while (done < most) {
            const std::uint64_t slice = std::min(sliceSize, most - done);
            if (std::memcmp(m_a.data() + a1 - done - slice, m_b.data() + b1 - done - slice,
                            slice) != 0) {
                while (m_a[a1 - done - 1] == m_b[b1 - done - 1]) {
                    ++done;
                }
                return done;
            }
            done += slice;
            // The tail is read once: its pages go back as the walk leaves them.
            m_sourceA.releasePages(a1 - done, slice);
            m_sourceB.releasePages(b1 - done, slice);
        }
        return done;
    }

    // Gives back the pages before `a` and `b`, which the alignment never reads again.
    void release(std::uint64_t a, std::uint64_t b) {
        if (a >= m_releasedA + releaseStep) {
            m_sourceA.releasePages(m_releasedA, a - m_releasedA);
            m_releasedA = a;
        }
        if (b >= m_releasedB + releaseStep) {
            m_sourceB.releasePages(m_releasedB, b - m_releasedB);
            m_releasedB = b;
        }
    }

    void emit(std::uint64_t a0, std::uint64_t a1, std::uint64_t b0, std::uint64_t b1) {
        m_ranges.add({{a0, a1 - a0}, {b0, b1 - b0}});
    }

    // Aligns [a0, a1) with [b0, b1); `anchored` says whether big regions look for anchors
    // (the gaps between anchors do not: they are replaced ranges when Myers gives up).
    void align(std::uint64_t a0, std::uint64_t a1, std::uint64_t b0, std::uint64_t b1,
               bool anchored) {
        const std::uint64_t head = commonHead(a0, a1, b0, b1);
        a0 += head;
        b0 += head;
        const std::uint64_t tail = commonTail(a0, a1, b0, b1);
        a1 -= tail;
        b1 -= tail;
        if (a0 == a1 || b0 == b1) {
            emit(a0, a1, b0, b1);
            return;
        }
        if ((a1 - a0) + (b1 - b0) <= myersRegion) {
            if (auto regions = myersDiff(m_a.subspan(a0, a1 - a0), m_b.subspan(b0, b1 - b0), a0, b0,
                                         maxEdits)) {
                for (const ByteDifference& region : *regions) {
                    m_ranges.add(region);
                }
                return;
            }
        } else if (anchored) {
            alignByAnchors(a0, a1, b0, b1);
            return;
        }
        emit(a0, a1, b0, b1);
    }

    void alignByAnchors(std::uint64_t a0, std::uint64_t a1, std::uint64_t b0, std::uint64_t b1) {
        const std::uint64_t block =
            std::max(minAnchorBlock, std::bit_ceil((a1 - a0) / maxAnchorBlocks + 1));
        if (a1 - a0 < block || b1 - b0 < block) {
            emit(a0, a1, b0, b1);
            return;
        }
        AnchorTable table((a1 - a0) / block);
        for (std::uint64_t offset = a0; offset + block <= a1; offset += block) {
            table.insert(hashOf(m_a.subspan(offset, block)), offset);
            if ((offset - a0) % releaseStep < block) {
                m_sourceA.releasePages(offset - std::min(offset - a0, releaseStep), releaseStep);
            }
        }
        std::uint64_t power = 1; // rollingBase^(block - 1)
        for (std::uint64_t i = 1; i < block; ++i) {
            power *= rollingBase;
        }
        std::uint64_t lastA = a0;
        std::uint64_t lastB = b0;
        std::uint64_t j = b0;
        std::uint64_t hash = hashOf(m_b.subspan(j, block));
        while (j + block <= b1) {
            if ((j & 0xfffff) == 0) {
                if (m_control.cancelled()) {
                    return;
                }
                m_control.report(j, m_b.size());
                release(lastA, lastB);
            }
            if (const auto anchor = matchAt(table, hash, j, block, lastA, lastB, a1)) {
                std::uint64_t x = *anchor;
                std::uint64_t y = j;
                while (x > lastA && y > lastB && m_a[x - 1] == m_b[y - 1]) {
                    --x;
                    --y;
                }
                const std::uint64_t length = block + commonHead(*anchor + block, a1, j + block, b1);
                align(lastA, x, lastB, y, false);
                lastA = *anchor + length;
                lastB = j + length;
                j = lastB;
                if (j + block > b1) {
                    break;
                }
                hash = hashOf(m_b.subspan(j, block));
                continue;
            }
            if (j + block == b1) {
                break;
            }
            hash = (hash - std::to_integer<std::uint64_t>(m_b[j]) * power) * rollingBase +
                   std::to_integer<std::uint64_t>(m_b[j + block]);
            ++j;
        }
        align(lastA, a1, lastB, b1, false);
    }

    // Where in A the block of B at `j` continues the alignment: the table's block when it lies
    // after the last anchor, else the diagonal of the last anchor (repeated content: the table
    // keeps the first block of a hash).
    std::optional<std::uint64_t> matchAt(const AnchorTable& table, std::uint64_t hash,
                                         std::uint64_t j, std::uint64_t block, std::uint64_t lastA,
                                         std::uint64_t lastB, std::uint64_t a1) const {
        const auto found = table.find(hash);
        if (!found) {
            return std::nullopt;
        }
        const auto equalAt = [&](std::uint64_t x) {
            return x >= lastA && x + block <= a1 &&
                   std::memcmp(m_a.data() + x, m_b.data() + j, block) == 0;
        };
        if (equalAt(*found)) {
            return found;
        }
        const std::uint64_t diagonal = lastA + (j - lastB);
        if (equalAt(diagonal)) {
            return diagonal;
        }
        return std::nullopt;
    }

    static std::uint64_t hashOf(std::span<const std::byte> bytes) {
        std::uint64_t hash = 0;
        for (const std::byte b : bytes) {
            hash = hash * rollingBase + std::to_integer<std::uint64_t>(b);
        }
        return hash;
    }

    const ByteSource& m_sourceA;
    const ByteSource& m_sourceB;
    std::span<const std::byte> m_a;
    std::span<const std::byte> m_b;
    RangeCollector m_ranges;
    const JobControl& m_control;
    std::uint64_t m_releasedA = 0;
    std::uint64_t m_releasedB = 0;
};

} // namespace

bool sameBytes(const ByteSource& a, const ByteSource& b, const JobControl& control) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::uint64_t offset = 0; offset < a.size(); offset += sliceSize) {
        if (control.cancelled()) {
            return false;
        }
        const auto x = a.view(offset, sliceSize);
        const auto y = b.view(offset, sliceSize);
        const bool same = std::memcmp(x.data(), y.data(), x.size()) == 0;
        a.releasePages(offset, x.size());
        b.releasePages(offset, y.size());
        if (!same) {
            return false;
        }
    }
    return true;
}

ByteDiff diffBytes(const ByteSource& a, const ByteSource& b, std::size_t maxListed,
                   const JobControl& control) {
    ByteDiff out;
    out.sizeA = a.size();
    out.sizeB = b.size();
    ByteAlignment(a, b, out, maxListed, control).run();
    return out;
}

} // namespace strata
