#include "export/export_dialog.h"

#include "export/csv_options_form.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

QString extensionOf(TableFileFormat format) {
    return QString::fromLatin1(tableFileFormatInfo(format).extension);
}

} // namespace

QString tableFileFormatLabel(TableFileFormat format) {
    // Only the NumPy entry has words to translate; the others are the formats' names.
    const QString title = format == TableFileFormat::Npy
                              ? ExportDialog::tr("NumPy array")
                              : QString::fromLatin1(tableFileFormatInfo(format).title);
    return QStringLiteral("%1 (%2)").arg(title, extensionOf(format));
}

ExportDialog::ExportDialog(const QString& suggestedPath, bool hasSelection,
                           const CsvOptions& defaults, QWidget* parent)
    : QDialog(parent)
    , m_path(new QLineEdit(suggestedPath, this))
    , m_format(new QComboBox(this))
    , m_whole(new QRadioButton(tr("The whole table"), this))
    , m_selectionOnly(new QRadioButton(tr("The selected rows and columns"), this))
    , m_csvBox(new QGroupBox(tr("CSV"), this))
    , m_options(new CsvOptionsForm(this)) {
    setWindowTitle(tr("Export Table"));
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setAccessibleName(tr("Destination file"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::choosePath);

    m_format->setObjectName(QStringLiteral("format"));
    m_format->setAccessibleName(tr("File format"));
    for (const TableFileFormatInfo& info : tableFileFormats()) {
        m_format->addItem(tableFileFormatLabel(info.format), static_cast<int>(info.format));
    }
    const auto suggested = tableFileFormatOfPath(suggestedPath.toStdString());
    m_format->setCurrentIndex(
        m_format->findData(static_cast<int>(suggested.value_or(TableFileFormat::Csv))));
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::onFormatChosen);
    // A destination typed with another format's extension chooses that format.
    connect(m_path, &QLineEdit::textChanged, this, [this](const QString& path) {
        if (const auto named = tableFileFormatOfPath(path.toStdString());
            named && *named != format()) {
            setFormat(*named);
        }
    });

    m_whole->setChecked(true);
    m_selectionOnly->setEnabled(hasSelection);
    auto* scope = new QVBoxLayout;
    scope->addWidget(m_whole);
    scope->addWidget(m_selectionOnly);
    auto* form = new QFormLayout;
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Rows:"), scope);

    m_options->setOptions(defaults);
    auto* csvLayout = new QVBoxLayout(m_csvBox);
    csvLayout->setContentsMargins(0, 0, 0, 0);
    csvLayout->addWidget(m_options);
    m_csvBox->setEnabled(format() == TableFileFormat::Csv);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_csvBox);
    layout->addWidget(buttons);
}

void ExportDialog::onFormatChosen() {
    const TableFileFormat chosen = format();
    m_csvBox->setEnabled(chosen == TableFileFormat::Csv);
    // The destination takes the format's extension, in place of another format's.
    const QString path = m_path->text();
    const QFileInfo info(path);
    const auto named = tableFileFormatOfPath(path.toStdString());
    if (!path.isEmpty() && named != chosen) {
        const QString base = named ? path.left(path.size() - info.suffix().size() - 1) : path;
        m_path->setText(base + extensionOf(chosen));
    }
}

void ExportDialog::choosePath() {
    const TableFileFormat chosen = format();
    const QString filter =
        tr("%1 files (*%2);;All files (*)").arg(tableFileFormatLabel(chosen), extensionOf(chosen));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Table"), m_path->text(), filter);
    if (!path.isEmpty()) {
        m_path->setText(path);
    }
}

void ExportDialog::setPath(const QString& path) {
    m_path->setText(path);
}

void ExportDialog::setFormat(TableFileFormat format) {
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

QString ExportDialog::path() const {
    return m_path->text();
}

TableFileFormat ExportDialog::format() const {
    return static_cast<TableFileFormat>(m_format->currentData().toInt());
}

bool ExportDialog::selectionOnly() const {
    return m_selectionOnly->isChecked();
}

CsvOptions ExportDialog::options() const {
    return m_options->options();
}

void ExportDialog::setSelectionOnly(bool selectionOnly) {
    (selectionOnly && m_selectionOnly->isEnabled() ? m_selectionOnly : m_whole)->setChecked(true);
}

} // namespace strata::gui
