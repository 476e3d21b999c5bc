#pragma once

#include "strata/blosc2_convert.h"
#include "strata/table_file_export.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QGroupBox;
class QLineEdit;
class QRadioButton;
class QVBoxLayout;

namespace strata::gui {

class CsvOptionsForm;

// Asks where and how to write a table: the destination, its format (CSV, JSON Lines, NetCDF-4,
// NumPy, ODB-2, COLE: the extension follows the choice), whether to write the whole table or the
// selection, and for CSV the writer's options (their defaults come from the settings). For a
// Blosc2 file it also offers its array, whole or a slice, in its shape and type: as NumPy,
// NetCDF-4, a Blosc2 frame or a b2nd array (as strata-cli convert --slice writes them).
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    // The format is the one `suggestedPath`'s extension names (CSV when none does).
    ExportDialog(const QString& suggestedPath, bool hasSelection, const CsvOptions& defaults,
                 QWidget* parent = nullptr);

    QString path() const;
    // The table format chosen (CSV when a Blosc2 format is: blosc2Target).
    TableFileFormat format() const;
    CsvOptions options() const;
    bool selectionOnly() const;
    void setSelectionOnly(bool selectionOnly);
    // Chooses the format, as picking it does (the destination's extension follows).
    void setFormat(TableFileFormat format);
    // For tests: set the destination without the file chooser.
    void setPath(const QString& path);

    // Offers the file's array (its shape as text, "150 x 130") and the Blosc2 formats;
    // `preferArray`: the array is the default for NumPy and NetCDF (an array of two or more
    // dimensions, as convert writes one).
    void offerArray(const QString& shape, bool preferArray);
    // The array (or its slice) is what is written: a Blosc2 format, or the array chosen for
    // NumPy or NetCDF.
    bool arrayChosen() const;
    // The Blosc2 format chosen, if one is.
    std::optional<Blosc2Target> blosc2Target() const;
    // The slice typed ("0:10,:,5"; empty: all).
    QString slice() const;

private:
    void choosePath();
    void onFormatChosen();
    // The chosen entry's extension (".csv", ".b2nd") and label.
    QString chosenExtension() const;
    void updateScope();

    QLineEdit* m_path;
    QComboBox* m_format;
    QRadioButton* m_whole;
    QRadioButton* m_selectionOnly;
    QGroupBox* m_csvBox;
    CsvOptionsForm* m_options;
    QRadioButton* m_array = nullptr;
    QLineEdit* m_slice = nullptr;
    bool m_preferArray = false;
    bool m_hasSelection = false;
    QVBoxLayout* m_scope = nullptr;
};

// A format's name as the window shows it ("NetCDF-4 (.nc)").
QString tableFileFormatLabel(TableFileFormat format);

} // namespace strata::gui
