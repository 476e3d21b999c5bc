#pragma once

#include "strata/csv_writer.h"

#include <QDialog>

class QLineEdit;
class QRadioButton;

namespace strata::gui {

class CsvOptionsForm;

// Asks where and how to write a table as CSV: the destination, whether to write the whole
// table or the selection, and the writer's options (their defaults come from the settings).
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    ExportDialog(const QString& suggestedPath, bool hasSelection, const CsvOptions& defaults,
                 QWidget* parent = nullptr);

    QString path() const;
    CsvOptions options() const;
    bool selectionOnly() const;
    void setSelectionOnly(bool selectionOnly);
    // For tests: set the destination without the file chooser.
    void setPath(const QString& path);

private:
    void choosePath();

    QLineEdit* m_path;
    QRadioButton* m_whole;
    QRadioButton* m_selectionOnly;
    CsvOptionsForm* m_options;
};

} // namespace strata::gui
