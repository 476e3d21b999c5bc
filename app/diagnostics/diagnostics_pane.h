#pragma once

#include "strata/diagnostic.h"

#include <QWidget>
#include <vector>

class QTreeWidget;

namespace strata::gui {

// The diagnostics of the current document; activating one jumps to its offset.
class DiagnosticsPane : public QWidget {
    Q_OBJECT

public:
    explicit DiagnosticsPane(QWidget* parent = nullptr);
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    QTreeWidget* list() const { return m_list; }

signals:
    void diagnosticActivated(quint64 offset, const QString& nodePath);
    // The list now holds `count` diagnostics, `errors` of them errors.
    void countChanged(int count, int errors);

private:
    QTreeWidget* m_list;
};

} // namespace strata::gui
