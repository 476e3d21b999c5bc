#include "statistics/table_statistics_link.h"

#include "gui/file_session.h"
#include "model/table/table_model.h"
#include "statistics/statistics_job.h"
#include "statistics/statistics_pane.h"
#include "table/table_pane.h"

#include <QDockWidget>
#include <algorithm>

namespace strata::gui {

TableStatisticsLink::TableStatisticsLink(TablePane* tablePane, StatisticsPane* statisticsPane,
                                         QObject* parent)
    : QObject(parent)
    , m_tablePane(tablePane)
    , m_statisticsPane(statisticsPane) {
    connect(m_statisticsPane->job(), &StatisticsJob::finished, this,
            &TableStatisticsLink::finished);
}

void TableStatisticsLink::compute(const FileSession* session) {
    model::TableModel* model = m_tablePane->currentModel();
    if (session == nullptr || !session->isLoaded() || model == nullptr) {
        emit message(tr("This file has no table"));
        return;
    }
    // The table as shown (items read as the chosen type), its current column selected.
    const auto& table = model->sharedTable();
    m_document = session->document().get();
    // A filtered table: the statistics of the rows it shows.
    const QString name = QString::fromStdString(table->name());
    const QString filter = m_tablePane->activeFilterText();
    m_statisticsPane->compute(table, filter.isEmpty() ? name : tr("%1 where %2").arg(name, filter),
                              m_tablePane->currentColumn(), m_tablePane->activeFilter());
    if (auto* dock = qobject_cast<QDockWidget*>(m_statisticsPane->parentWidget())) {
        dock->show();
        dock->raise();
    }
}

std::vector<Diagnostic> TableStatisticsLink::diagnosticsOf(const FileSession& session) const {
    // The check's (or, until it finishes, opening's) diagnostics; stored bounds the statistics
    // found to disagree with the data join them, each said once.
    std::vector<Diagnostic> all = session.diagnostics();
    if (session.document().get() != m_document || m_statisticsPane->job() == nullptr) {
        return all;
    }
    for (const Diagnostic& found : m_statisticsPane->job()->result().diagnostics) {
        const bool known = std::any_of(all.begin(), all.end(), [&](const Diagnostic& d) {
            return d.offset == found.offset && d.message == found.message;
        });
        if (!known) {
            all.push_back(found);
        }
    }
    return all;
}

} // namespace strata::gui
