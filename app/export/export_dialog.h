#pragma once

#include "strata/csv_writer.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace strata::gui {

// Asks where and how to write a table as CSV: delimiter, header row, quoting, missing-value
// text, float format, line ends, and whether to write the whole table or the selection.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    ExportDialog(const QString& suggestedPath, bool hasSelection, QWidget* parent = nullptr);

    QString path() const;
    CsvOptions options() const;
    bool selectionOnly() const;

    void setSelectionOnly(bool selectionOnly);
    // For tests: set the destination without the file chooser.
    void setPath(const QString& path);

private:
    void choosePath();

    QLineEdit* m_path;
    QComboBox* m_delimiter;
    QCheckBox* m_header;
    QComboBox* m_quoting;
    QLineEdit* m_missing;
    QComboBox* m_floatFormat;
    QSpinBox* m_digits;
    QComboBox* m_lineEnd;
    QRadioButton* m_whole;
    QRadioButton* m_selectionOnly;
};

} // namespace strata::gui
