#include "strata/check.h"
#include "strata/dataset.h"
#include "strata/format_registry.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <system_error>
#include <thread>

namespace strata {
namespace {

MemberCheck checkMember(const std::filesystem::path& path, const std::atomic<bool>* cancel) {
    MemberCheck check;
    check.path = path;
    Document document;
    try {
        document = openFile(path, {.tables = true, .readThrough = true});
    } catch (const std::system_error& error) {
        check.format = "unknown";
        check.openError = error.what();
        return check;
    }
    check.format = document.formatName;
    check.bytes = document.source ? document.source->size() : 0;
    for (const auto& table : document.tables) {
        check.rows += table->rowCount();
    }
    // The file on this thread alone: the dataset's files share the cores.
    JobControl control;
    control.threads = 1;
    control.cancel = cancel;
    const std::vector<Diagnostic> all = checkDocument(document, {}, control);
    check.diagnostics = all.size();
    check.errors = hasErrors(all);
    const auto error = std::find_if(all.begin(), all.end(), [](const Diagnostic& diagnostic) {
        return diagnostic.severity == Severity::Error;
    });
    if (error != all.end()) {
        check.first = *error;
    } else if (!all.empty()) {
        check.first = all.front();
    }
    return check;
}

} // namespace

std::vector<MemberCheck> checkDataset(const std::vector<std::filesystem::path>& files,
                                      const std::function<void(const MemberCheck&)>& finished,
                                      const JobControl& control) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const auto threads = static_cast<std::size_t>(
        std::min<std::size_t>(control.threads != 0 ? control.threads : cores, files.size()));
    std::vector<std::optional<MemberCheck>> checks(files.size());
    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    std::condition_variable ready;
    std::deque<std::size_t> done;
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < threads; ++t) {
        workers.emplace_back([&] {
            for (std::size_t i = next++; i < files.size() && !control.cancelled(); i = next++) {
                MemberCheck check = checkMember(files[i], control.cancel);
                check.index = i;
                const std::lock_guard lock(mutex);
                checks[i] = std::move(check);
                done.push_back(i);
                ready.notify_one();
            }
            const std::lock_guard lock(mutex);
            done.push_back(files.size()); // this worker has stopped
            ready.notify_one();
        });
    }
    std::size_t stopped = 0;
    std::size_t reported = 0;
    while (stopped < threads) {
        std::unique_lock lock(mutex);
        ready.wait(lock, [&] { return !done.empty(); });
        const std::size_t index = done.front();
        done.pop_front();
        lock.unlock();
        if (index == files.size()) {
            ++stopped;
            continue;
        }
        if (finished) {
            finished(*checks[index]);
        }
        control.report(++reported, files.size());
    }
    for (std::thread& worker : workers) {
        worker.join();
    }
    std::vector<MemberCheck> ordered;
    for (auto& check : checks) {
        if (check) {
            ordered.push_back(std::move(*check));
        }
    }
    return ordered;
}

} // namespace strata
