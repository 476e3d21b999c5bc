#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace strata::test {

// Aborts the process, naming the case, when one case runs longer than its limit: a hang in a
// decoder fails the sweep at once with the input that caused it instead of at ctest's timeout.
class Watchdog {
public:
    explicit Watchdog(std::chrono::milliseconds limit);
    ~Watchdog();
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    // Starts timing the case described by `context`; disarm() ends it.
    void arm(std::string context);
    void disarm();

private:
    void watch();

    const std::chrono::milliseconds m_limit;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::string m_context;
    std::chrono::steady_clock::time_point m_deadline;
    bool m_armed = false;
    bool m_stopping = false;
    std::thread m_thread;
};

} // namespace strata::test
