#include "export/export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace strata::gui {

ExportDialog::ExportDialog(const QString& suggestedPath, bool hasSelection, QWidget* parent)
    : QDialog(parent)
    , m_path(new QLineEdit(suggestedPath, this))
    , m_delimiter(new QComboBox(this))
    , m_header(new QCheckBox(tr("Write a header row of column names"), this))
    , m_quoting(new QComboBox(this))
    , m_missing(new QLineEdit(this))
    , m_floatFormat(new QComboBox(this))
    , m_digits(new QSpinBox(this))
    , m_lineEnd(new QComboBox(this))
    , m_selectionOnly(new QRadioButton(tr("The selected rows and columns"), this)) {
    setWindowTitle(tr("Export as CSV"));
    // Names for tests and accessibility tools.
    m_path->setObjectName(QStringLiteral("path"));
    m_delimiter->setObjectName(QStringLiteral("delimiter"));
    m_quoting->setObjectName(QStringLiteral("quoting"));
    m_missing->setObjectName(QStringLiteral("missing"));
    m_floatFormat->setObjectName(QStringLiteral("floatFormat"));
    m_lineEnd->setObjectName(QStringLiteral("lineEnd"));
    m_path->setAccessibleName(tr("Destination file"));
    m_delimiter->setAccessibleName(tr("Delimiter"));
    m_quoting->setAccessibleName(tr("Quoting"));
    m_missing->setAccessibleName(tr("Missing values as"));
    m_floatFormat->setAccessibleName(tr("Floating point format"));
    m_digits->setAccessibleName(tr("Digits after the point"));
    m_lineEnd->setAccessibleName(tr("Line ends"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::choosePath);

    m_delimiter->addItem(tr("Comma (,)"), QStringLiteral(","));
    m_delimiter->addItem(tr("Semicolon (;)"), QStringLiteral(";"));
    m_delimiter->addItem(tr("Tab"), QStringLiteral("\t"));
    m_delimiter->addItem(tr("Pipe (|)"), QStringLiteral("|"));
    m_header->setChecked(true);
    m_quoting->addItem(tr("Only where needed (RFC 4180)"),
                       static_cast<int>(CsvOptions::Quoting::Minimal));
    m_quoting->addItem(tr("Every field"), static_cast<int>(CsvOptions::Quoting::All));
    m_quoting->addItem(tr("Never"), static_cast<int>(CsvOptions::Quoting::Never));
    m_missing->setPlaceholderText(tr("empty"));
    m_floatFormat->addItem(tr("Shortest exact"),
                           static_cast<int>(CsvOptions::FloatFormat::Shortest));
    m_floatFormat->addItem(tr("Fixed digits"), static_cast<int>(CsvOptions::FloatFormat::Fixed));
    m_digits->setRange(0, 17);
    m_digits->setValue(6);
    m_digits->setEnabled(false);
    connect(m_floatFormat, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_digits->setEnabled(index == 1); });
    m_lineEnd->addItem(tr("LF (Unix)"), static_cast<int>(CsvOptions::LineEnd::Lf));
    m_lineEnd->addItem(tr("CR LF (Windows, spreadsheets)"),
                       static_cast<int>(CsvOptions::LineEnd::CrLf));

    m_whole = new QRadioButton(tr("The whole table"), this);
    m_whole->setChecked(true);
    m_selectionOnly->setEnabled(hasSelection);
    auto* scope = new QVBoxLayout;
    scope->addWidget(m_whole);
    scope->addWidget(m_selectionOnly);

    auto* floats = new QHBoxLayout;
    floats->addWidget(m_floatFormat, 1);
    floats->addWidget(m_digits);

    auto* form = new QFormLayout;
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Rows:"), scope);
    form->addRow(tr("Delimiter:"), m_delimiter);
    form->addRow(QString(), m_header);
    form->addRow(tr("Quoting:"), m_quoting);
    form->addRow(tr("Missing values as:"), m_missing);
    form->addRow(tr("Floating point:"), floats);
    form->addRow(tr("Line ends:"), m_lineEnd);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
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

void ExportDialog::setSelectionOnly(bool selectionOnly) {
    (selectionOnly && m_selectionOnly->isEnabled() ? m_selectionOnly : m_whole)->setChecked(true);
}
QString ExportDialog::path() const {
    return m_path->text();
}
bool ExportDialog::selectionOnly() const {
    return m_selectionOnly->isChecked();
}

CsvOptions ExportDialog::options() const {
    CsvOptions options;
    options.delimiter = m_delimiter->currentData().toString().at(0).toLatin1();
    options.headerRow = m_header->isChecked();
    options.quoting = static_cast<CsvOptions::Quoting>(m_quoting->currentData().toInt());
    options.missingText = m_missing->text().toStdString();
    options.floatFormat =
        static_cast<CsvOptions::FloatFormat>(m_floatFormat->currentData().toInt());
    options.fixedDigits = m_digits->value();
    options.lineEnd = static_cast<CsvOptions::LineEnd>(m_lineEnd->currentData().toInt());
    return options;
}

} // namespace strata::gui
