#include "settings/settings_dialog.h"

#include "export/csv_options_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace strata::gui {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_bytesPerRow(new QSpinBox(this))
    , m_font(new QFontComboBox(this))
    , m_fontSize(new QSpinBox(this))
    , m_theme(new QComboBox(this))
    , m_cacheMegabytes(new QSpinBox(this))
    , m_language(new QComboBox(this))
    , m_reopenLastSession(new QCheckBox(tr("Reopen the files of the last session on start"), this))
    , m_csv(new CsvOptionsForm(this)) {
    setWindowTitle(tr("Preferences"));
    m_bytesPerRow->setObjectName(QStringLiteral("bytesPerRow"));
    m_bytesPerRow->setAccessibleName(tr("Bytes per hex row"));
    m_bytesPerRow->setRange(4, 64);
    m_bytesPerRow->setSingleStep(4);
    m_bytesPerRow->setValue(settings.bytesPerRow);
    m_font->setFontFilters(QFontComboBox::MonospacedFonts);
    m_font->setCurrentFont(settings.hexFont);
    m_font->setAccessibleName(tr("Hex font"));
    m_fontSize->setRange(6, 48);
    m_fontSize->setValue(settings.hexFont.pointSize() > 0 ? settings.hexFont.pointSize() : 10);
    m_fontSize->setAccessibleName(tr("Hex font size"));
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->setAccessibleName(tr("Theme"));
    m_theme->addItem(tr("Follow the system"), static_cast<int>(AppSettings::Theme::System));
    m_theme->addItem(tr("Light"), static_cast<int>(AppSettings::Theme::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(AppSettings::Theme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(settings.theme)));
    m_cacheMegabytes->setObjectName(QStringLiteral("cacheMegabytes"));
    m_cacheMegabytes->setAccessibleName(tr("Decoded blocks memory limit"));
    m_cacheMegabytes->setRange(16, 65536);
    m_cacheMegabytes->setSuffix(tr(" MiB"));
    m_cacheMegabytes->setValue(settings.cacheMegabytes);
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("Follow the system"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
    m_reopenLastSession->setChecked(settings.reopenLastSession);
    m_csv->setOptions(settings.csv);

    auto* fontRow = new QHBoxLayout;
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);
    auto* view = new QGroupBox(tr("View"), this);
    auto* viewForm = new QFormLayout(view);
    viewForm->addRow(tr("Bytes per hex row:"), m_bytesPerRow);
    viewForm->addRow(tr("Hex font:"), fontRow);
    viewForm->addRow(tr("Theme:"), m_theme);
    viewForm->addRow(tr("Language (after a restart):"), m_language);
    viewForm->addRow(m_reopenLastSession);
    auto* tables = new QGroupBox(tr("Tables"), this);
    auto* tablesForm = new QFormLayout(tables);
    tablesForm->addRow(tr("Memory for decoded blocks, per table:"), m_cacheMegabytes);
    auto* csv = new QGroupBox(tr("CSV export defaults"), this);
    auto* csvLayout = new QVBoxLayout(csv);
    csvLayout->addWidget(m_csv);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(view);
    layout->addWidget(tables);
    layout->addWidget(csv);
    layout->addWidget(buttons);
}

AppSettings SettingsDialog::settings() const {
    AppSettings settings;
    settings.bytesPerRow = m_bytesPerRow->value();
    settings.hexFont = m_font->currentFont();
    settings.hexFont.setPointSize(m_fontSize->value());
    settings.hexFont.setStyleHint(QFont::Monospace);
    settings.theme = static_cast<AppSettings::Theme>(m_theme->currentData().toInt());
    settings.cacheMegabytes = m_cacheMegabytes->value();
    settings.language = m_language->currentData().toString();
    settings.reopenLastSession = m_reopenLastSession->isChecked();
    settings.csv = m_csv->options();
    return settings;
}

std::optional<AppSettings> SettingsDialog::askAndSave(QWidget* parent) {
    SettingsDialog dialog(AppSettings::load(), parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    const AppSettings settings = dialog.settings();
    settings.save();
    return settings;
}

} // namespace strata::gui
