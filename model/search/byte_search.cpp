#include "model/search/byte_search.h"

#include "model/jobs/job_threads.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <functional>

namespace strata::model {
namespace {

constexpr std::uint64_t sliceBytes = 16ull << 20;

// Searches [begin, end) of the file slice by slice, from its start (Forward: the first match)
// or from its end (Backward: the last match), reporting progress against `total`.
std::optional<std::uint64_t>
searchRange(QPromise<qint64>& promise, std::span<const std::byte> bytes,
            const std::vector<std::byte>& pattern, SearchDirection direction, std::uint64_t begin,
            std::uint64_t end, std::uint64_t& scanned, std::uint64_t total) {
    const std::boyer_moore_horspool_searcher searcher(pattern.begin(), pattern.end());
    const std::uint64_t overlap = pattern.size() - 1;
    for (std::uint64_t done = 0; begin + done < end; done += sliceBytes) {
        if (promise.isCanceled()) {
            return std::nullopt;
        }
        const std::uint64_t width = std::min(sliceBytes, end - begin - done);
        // Slices overlap by the pattern's length, so a match across their border is found.
        const std::uint64_t from =
            direction == SearchDirection::Forward ? begin + done : end - done - width;
        const std::uint64_t to = std::min(end, from + width + overlap);
        const auto first = bytes.begin() + static_cast<std::ptrdiff_t>(from);
        const auto last = bytes.begin() + static_cast<std::ptrdiff_t>(to);
        const auto found = direction == SearchDirection::Forward
                               ? std::search(first, last, searcher)
                               : std::find_end(first, last, pattern.begin(), pattern.end());
        if (found != last) {
            return static_cast<std::uint64_t>(found - bytes.begin());
        }
        scanned += width;
        promise.setProgressValue(
            static_cast<int>(scanned * 1000 / std::max<std::uint64_t>(1, total)));
    }
    return std::nullopt;
}

} // namespace

std::optional<std::vector<std::byte>> parseSearchPattern(const QString& text, bool asHex) {
    std::vector<std::byte> pattern;
    if (!asHex) {
        const QByteArray utf8 = text.toUtf8();
        for (const char c : utf8) {
            pattern.push_back(static_cast<std::byte>(c));
        }
        return pattern.empty() ? std::nullopt : std::optional(pattern);
    }
    QString digits = text;
    digits.remove(QLatin1Char(' '));
    if (digits.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        digits = digits.mid(2);
    }
    if (digits.isEmpty() || digits.size() % 2 != 0) {
        return std::nullopt;
    }
    for (qsizetype i = 0; i < digits.size(); i += 2) {
        bool ok = false;
        const uint value = digits.mid(i, 2).toUInt(&ok, 16);
        if (!ok) {
            return std::nullopt;
        }
        pattern.push_back(static_cast<std::byte>(value));
    }
    return pattern;
}

QFuture<qint64> findBytes(ByteSourcePtr source, std::vector<std::byte> pattern, quint64 from,
                          SearchDirection direction) {
    return QtConcurrent::run(jobThreads(), [source = std::move(source),
                                            pattern = std::move(pattern), from,
                                            direction](QPromise<qint64>& promise) {
        promise.setProgressRange(0, 1000);
        const auto bytes = source->bytes();
        const std::uint64_t size = bytes.size();
        if (pattern.empty() || pattern.size() > size) {
            promise.addResult(-1);
            return;
        }
        // Matches that start at or after `start` (Forward), or before it (Backward), come first;
        // then the search wraps around to the other side.
        const std::uint64_t start = std::min<std::uint64_t>(from, size);
        const std::uint64_t beforeStartEnd = std::min(size, start + pattern.size() - 1);
        const bool forward = direction == SearchDirection::Forward;
        std::uint64_t scanned = 0;
        auto found =
            forward
                ? searchRange(promise, bytes, pattern, direction, start, size, scanned, size)
                : searchRange(promise, bytes, pattern, direction, 0, beforeStartEnd, scanned, size);
        if (!found && !promise.isCanceled()) {
            found = forward ? searchRange(promise, bytes, pattern, direction, 0, beforeStartEnd,
                                          scanned, size)
                            : searchRange(promise, bytes, pattern, direction, start, size, scanned,
                                          size);
        }
        promise.addResult(found ? static_cast<qint64>(*found) : qint64{-1});
    });
}

} // namespace strata::model
