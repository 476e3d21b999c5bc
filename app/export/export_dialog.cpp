#include "export/export_dialog.h"

#include "export/csv_options_form.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace strata::gui {

ExportDialog::ExportDialog(const QString& suggestedPath, bool hasSelection,
                           const CsvOptions& defaults, QWidget* parent)
    : QDialog(parent)
    , m_path(new QLineEdit(suggestedPath, this))
    , m_whole(new QRadioButton(tr("The whole table"), this))
    , m_selectionOnly(new QRadioButton(tr("The selected rows and columns"), this))
    , m_options(new CsvOptionsForm(this)) {
    setWindowTitle(tr("Export as CSV"));
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setAccessibleName(tr("Destination file"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::choosePath);

    m_whole->setChecked(true);
    m_selectionOnly->setEnabled(hasSelection);
    auto* scope = new QVBoxLayout;
    scope->addWidget(m_whole);
    scope->addWidget(m_selectionOnly);
    m_options->setOptions(defaults);
    m_options->formLayout()->insertRow(0, tr("File:"), pathRow);
    m_options->formLayout()->insertRow(1, tr("Rows:"), scope);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_options);
    layout->addWidget(buttons);
}

void ExportDialog::choosePath() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export as CSV"), m_path->text(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty()) {
        m_path->setText(path);
    }
}

void ExportDialog::setPath(const QString& path) {
    m_path->setText(path);
}
QString ExportDialog::path() const {
    return m_path->text();
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
