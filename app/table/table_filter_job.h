#pragma once

#include "gui/background_job.h"
#include "strata/query_expression.h"

#include <QtGlobal>
#include <memory>
#include <vector>

namespace strata::gui {

// Runs a filter expression over every block of a table in the background (BackgroundJob:
// progress in rows, cancel), skipping the blocks the stored bounds exclude, and hands back the
// matching row numbers for a filtered view.
class TableFilterJob : public BackgroundJob {
    Q_OBJECT

public:
    // Row numbers kept for the view at most (8 bytes each); the count goes on past it.
    static constexpr quint64 maxKeptRows = 20'000'000;

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, QueryExpression filter);

    // Once finished().
    const QueryExpression& filter() const { return m_filter; }
    // Ascending table row numbers, the first maxKeptRows of the matches.
    const std::shared_ptr<const std::vector<quint64>>& rows() const { return m_result.rows; }
    quint64 matchedRows() const { return m_result.matched; }
    quint64 skippedBlocks() const { return m_result.skippedBlocks; }
    bool wasCancelled() const { return m_result.cancelled; }

private:
    struct Result {
        std::shared_ptr<const std::vector<quint64>> rows;
        quint64 matched = 0;
        quint64 skippedBlocks = 0;
        bool cancelled = false;
    };

    QueryExpression m_filter;
    Result m_result;
};

} // namespace strata::gui
