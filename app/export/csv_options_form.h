#pragma once

#include "strata/csv_writer.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace strata::gui {

// The CSV writer's options as form rows (delimiter, header row, quoting, missing-value text,
// float format, line ends): in the export dialog, and as defaults in the settings.
class CsvOptionsForm : public QWidget {
    Q_OBJECT

public:
    explicit CsvOptionsForm(QWidget* parent = nullptr);

    void setOptions(const CsvOptions& options);
    CsvOptions options() const;
    // The form's layout, for dialogs that add rows of their own above it.
    QFormLayout* formLayout() const { return m_form; }

private:
    QFormLayout* m_form;
    QComboBox* m_delimiter;
    QCheckBox* m_header;
    QComboBox* m_quoting;
    QLineEdit* m_missing;
    QComboBox* m_floatFormat;
    QSpinBox* m_digits;
    QComboBox* m_lineEnd;
};

} // namespace strata::gui
