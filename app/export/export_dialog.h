#pragma once

#include "strata/table_file_export.h"

#include <QDialog>

class QComboBox;
class QGroupBox;
class QLineEdit;
class QRadioButton;

namespace strata::gui {

class CsvOptionsForm;

// Asks where and how to write a table: the destination, its format (CSV, JSON Lines, NetCDF-4,
// NumPy, ODB-2: the extension follows the choice), whether to write the whole table or the
// selection, and for CSV the writer's options (their defaults come from the settings).
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    // The format is the one `suggestedPath`'s extension names (CSV when none does).
    ExportDialog(const QString& suggestedPath, bool hasSelection, const CsvOptions& defaults,
                 QWidget* parent = nullptr);

    QString path() const;
    TableFileFormat format() const;
    CsvOptions options() const;
    bool selectionOnly() const;
    void setSelectionOnly(bool selectionOnly);
    // Chooses the format, as picking it does (the destination's extension follows).
    void setFormat(TableFileFormat format);
    // For tests: set the destination without the file chooser.
    void setPath(const QString& path);

private:
    void choosePath();
    void onFormatChosen();

    QLineEdit* m_path;
    QComboBox* m_format;
    QRadioButton* m_whole;
    QRadioButton* m_selectionOnly;
    QGroupBox* m_csvBox;
    CsvOptionsForm* m_options;
};

// A format's name as the window shows it ("NetCDF-4 (.nc)").
QString tableFileFormatLabel(TableFileFormat format);

} // namespace strata::gui
