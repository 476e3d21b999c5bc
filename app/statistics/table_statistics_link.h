#pragma once

#include "strata/diagnostic.h"

#include <QObject>
#include <vector>

namespace strata {
struct Document;
}

namespace strata::gui {

class FileSession;
class StatisticsPane;
class TablePane;

// View › Column Statistics on the table in front: computed in the statistics pane on the table
// as shown (the rows its filter keeps, its current column first), the pane brought to the front.
// What they find wrong (stored bounds that disagree with the data) joins the file's diagnostics.
class TableStatisticsLink : public QObject {
    Q_OBJECT

public:
    TableStatisticsLink(TablePane* tablePane, StatisticsPane* statisticsPane,
                        QObject* parent = nullptr);

    void compute(const FileSession* session);
    // The session's diagnostics and those the statistics of its table found, each said once.
    std::vector<Diagnostic> diagnosticsOf(const FileSession& session) const;

signals:
    // Said in the status bar: there is no table.
    void message(const QString& text);
    // The statistics are computed: their diagnostics are known.
    void finished();

private:
    TablePane* m_tablePane;
    StatisticsPane* m_statisticsPane;
    const Document* m_document = nullptr; // whose table the statistics pane shows
};

} // namespace strata::gui
