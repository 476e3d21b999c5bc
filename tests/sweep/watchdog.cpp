#include "watchdog.h"

#include <cstdio>
#include <cstdlib>

namespace strata::test {

Watchdog::Watchdog(std::chrono::milliseconds limit)
    : m_limit(limit)
    , m_thread([this] { watch(); }) {}

Watchdog::~Watchdog() {
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_one();
    m_thread.join();
}

void Watchdog::arm(std::string context) {
    {
        const std::lock_guard lock(m_mutex);
        m_context = std::move(context);
        m_deadline = std::chrono::steady_clock::now() + m_limit;
        m_armed = true;
    }
    m_changed.notify_one();
}

void Watchdog::disarm() {
    const std::lock_guard lock(m_mutex);
    m_armed = false;
}

void Watchdog::watch() {
    std::unique_lock lock(m_mutex);
    while (!m_stopping) {
        if (!m_armed) {
            m_changed.wait(lock);
            continue;
        }
        const auto deadline = m_deadline;
        if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout && m_armed &&
            m_deadline == deadline) {
            std::fprintf(stderr, "watchdog: %s ran longer than %lld ms\n", m_context.c_str(),
                         static_cast<long long>(m_limit.count()));
            std::abort();
        }
    }
}

} // namespace strata::test
