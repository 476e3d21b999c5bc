#pragma once

#include "settings/app_settings.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QFontComboBox;
class QSpinBox;

namespace strata::gui {

class CsvOptionsForm;

// Edit › Preferences: bytes per hex row, the hex font, the theme, the block-cache memory limit,
// the language, and the defaults of CSV export.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
    AppSettings settings() const;
    // Edit › Preferences: shows the dialog on the saved settings; the accepted ones, saved.
    static std::optional<AppSettings> askAndSave(QWidget* parent);

private:
    QSpinBox* m_bytesPerRow;
    QFontComboBox* m_font;
    QSpinBox* m_fontSize;
    QComboBox* m_theme;
    QSpinBox* m_cacheMegabytes;
    QComboBox* m_language;
    QCheckBox* m_reopenLastSession;
    CsvOptionsForm* m_csv;
};

} // namespace strata::gui
