#pragma once

#include "strata/repair.h"

#include <QDialog>

class QTableWidget;

namespace strata::gui {

// What a repair keeps and drops, unit by unit (copied, re-encoded, dropped; its bytes, rows and
// why), before the copy is saved: Save keeps it, Discard removes it, and where dropped chunks
// could be kept as zeros, Fill with Zeros asks for the repair again with them.
class RepairReportDialog : public QDialog {
    Q_OBJECT

public:
    // exec()'s answer for Fill with Zeros (beside QDialog::Accepted and Rejected).
    static constexpr int FillZeros = 2;

    RepairReportDialog(const RepairReport& report, const QString& path, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // The line above the table: what is kept and lost.
    QString summary() const { return m_summary; }

private:
    QTableWidget* m_table;
    QString m_summary;
};

} // namespace strata::gui
