#include "diff/byte_diff.h"
#include "diff/myers_diff.h"
#include "diff/range_collector.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

namespace strata {
namespace {

// Equal bytes that end an island: fewer stay inside it, for Myers to align (the byte diff's
// anchors are blocks of at least 32 bytes too).
constexpr std::uint64_t islandGap = 32;
// A's pieces held ahead of the comparison: memory stays at a few of the payload's pieces.
constexpr std::size_t piecesAhead = 8;

// A's pieces, handed from its producing thread to the comparing one.
class PieceQueue {
public:
    // Producer side: false once the consumer has stopped.
    bool push(std::span<const std::byte> piece) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stopped || m_pieces.size() < piecesAhead; });
        if (m_stopped) {
            return false;
        }
        m_pieces.emplace_back(piece.begin(), piece.end());
        m_changed.notify_all();
        return true;
    }
    void finish() {
        const std::lock_guard lock(m_mutex);
        m_finished = true;
        m_changed.notify_all();
    }
    void stop() {
        const std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_changed.notify_all();
    }
    // Consumer side: the next piece, empty once A is done.
    std::vector<std::byte> pop() {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_finished || !m_pieces.empty(); });
        if (m_pieces.empty()) {
            return {};
        }
        std::vector<std::byte> piece = std::move(m_pieces.front());
        m_pieces.pop_front();
        m_changed.notify_all();
        return piece;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<std::byte>> m_pieces;
    bool m_finished = false;
    bool m_stopped = false;
};

// Compares B's pieces with A's at the same positions and aligns the islands of difference.
class StepComparison {
public:
    StepComparison(PieceQueue& queueA, ByteDiff& out, std::size_t maxListed)
        : m_queueA(queueA)
        , m_ranges(out, maxListed) {}

    // False once the comparison cannot go on in step (A ended first, an island grew too big).
    bool compare(std::span<const std::byte> pieceB) {
        while (!pieceB.empty()) {
            if (m_atA == m_pieceA.size()) {
                m_pieceA = m_queueA.pop();
                m_atA = 0;
                if (m_pieceA.empty()) {
                    return false; // A is shorter than its size said
                }
            }
            const std::size_t count = std::min(pieceB.size(), m_pieceA.size() - m_atA);
            if (!compareSpan(std::span(m_pieceA).subspan(m_atA, count), pieceB.first(count))) {
                return false;
            }
            m_atA += count;
            m_position += count;
            pieceB = pieceB.subspan(count);
        }
        return true;
    }

    // After both ended: the last island, and whether A had bytes left over.
    bool finish() {
        if (m_atA < m_pieceA.size() || !m_queueA.pop().empty()) {
            return false;
        }
        closeIsland();
        m_ranges.flush();
        return true;
    }

private:
    bool compareSpan(std::span<const std::byte> a, std::span<const std::byte> b) {
        std::size_t i = 0;
        while (i < a.size()) {
            if (!m_islandA.empty()) {
                // Inside an island: byte by byte until islandGap equal bytes close it.
                const std::uint64_t at = m_position + i;
                if (a[i] != b[i]) {
                    m_lastDifference = at;
                } else if (at - m_lastDifference >= islandGap) {
                    closeIsland();
                    continue;
                }
                m_islandA.push_back(a[i]);
                m_islandB.push_back(b[i]);
                if (m_islandA.size() * 2 > myersRegion) {
                    return false;
                }
                ++i;
                continue;
            }
            // Between islands: equal slices pass at memcmp's speed.
            constexpr std::size_t slice = 4096;
            const std::size_t n = std::min(slice, a.size() - i);
            if (std::memcmp(a.data() + i, b.data() + i, n) == 0) {
                i += n;
                continue;
            }
            while (a[i] == b[i]) {
                ++i;
            }
            m_islandStart = m_lastDifference = m_position + i;
            m_islandA.push_back(a[i]);
            m_islandB.push_back(b[i]);
            ++i;
        }
        return true;
    }

    void closeIsland() {
        if (m_islandA.empty()) {
            return;
        }
        // The island ends at its last differing byte.
        const std::size_t length = m_lastDifference - m_islandStart + 1;
        m_islandA.resize(length);
        m_islandB.resize(length);
        if (auto regions =
                myersDiff(m_islandA, m_islandB, m_islandStart, m_islandStart, maxEdits)) {
            for (const ByteDifference& region : *regions) {
                m_ranges.add(region);
            }
        } else {
            m_ranges.add({{m_islandStart, length}, {m_islandStart, length}});
        }
        m_islandA.clear();
        m_islandB.clear();
    }

    PieceQueue& m_queueA;
    RangeCollector m_ranges;
    std::vector<std::byte> m_pieceA;
    std::size_t m_atA = 0;
    std::uint64_t m_position = 0; // of the span being compared, in both payloads
    std::vector<std::byte> m_islandA;
    std::vector<std::byte> m_islandB;
    std::uint64_t m_islandStart = 0;
    std::uint64_t m_lastDifference = 0;
};

} // namespace

std::optional<ByteDiff> diffPayloadsInStep(const Payload& a, const Payload& b,
                                           std::vector<Diagnostic>& diagnosticsA,
                                           std::vector<Diagnostic>& diagnosticsB,
                                           std::size_t maxListed, const JobControl& control) {
    const std::optional<std::uint64_t> size = a.size();
    if (!size || size != b.size()) {
        return std::nullopt;
    }
    ByteDiff out;
    out.sizeA = out.sizeB = *size;
    PieceQueue queueA;
    std::exception_ptr failureA;
    // A thread of its own, not the worker pool's: the comparison waits for A's pieces, and a
    // pool busy elsewhere would never start it.
    std::thread producerA([&] {
        try {
            a.produce([&](std::span<const std::byte> piece) { return queueA.push(piece); },
                      diagnosticsA);
        } catch (...) {
            failureA = std::current_exception();
        }
        queueA.finish();
    });
    StepComparison comparison(queueA, out, maxListed);
    bool inStep = true;
    try {
        b.produce(
            [&](std::span<const std::byte> piece) {
                inStep = inStep && !control.cancelled() && comparison.compare(piece);
                return inStep;
            },
            diagnosticsB);
        inStep = inStep && comparison.finish();
    } catch (...) {
        queueA.stop();
        producerA.join();
        throw;
    }
    queueA.stop();
    producerA.join();
    if (failureA) {
        std::rethrow_exception(failureA);
    }
    // Diagnostics of a payload that stopped early would be partial: the caller starts again.
    if (!inStep) {
        diagnosticsA.clear();
        diagnosticsB.clear();
        return std::nullopt;
    }
    return out;
}

} // namespace strata
