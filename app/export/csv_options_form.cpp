#include "export/csv_options_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace strata::gui {

CsvOptionsForm::CsvOptionsForm(QWidget* parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_delimiter(new QComboBox(this))
    , m_header(new QCheckBox(tr("Write a header row of column names"), this))
    , m_quoting(new QComboBox(this))
    , m_missing(new QLineEdit(this))
    , m_floatFormat(new QComboBox(this))
    , m_digits(new QSpinBox(this))
    , m_lineEnd(new QComboBox(this)) {
    // Names for tests and accessibility tools.
    m_delimiter->setObjectName(QStringLiteral("delimiter"));
    m_quoting->setObjectName(QStringLiteral("quoting"));
    m_missing->setObjectName(QStringLiteral("missing"));
    m_floatFormat->setObjectName(QStringLiteral("floatFormat"));
    m_digits->setObjectName(QStringLiteral("digits"));
    m_lineEnd->setObjectName(QStringLiteral("lineEnd"));
    m_delimiter->setAccessibleName(tr("Delimiter"));
    m_quoting->setAccessibleName(tr("Quoting"));
    m_missing->setAccessibleName(tr("Missing values as"));
    m_floatFormat->setAccessibleName(tr("Floating point format"));
    m_digits->setAccessibleName(tr("Digits after the point"));
    m_lineEnd->setAccessibleName(tr("Line ends"));

    m_delimiter->addItem(tr("Comma (,)"), QStringLiteral(","));
    m_delimiter->addItem(tr("Semicolon (;)"), QStringLiteral(";"));
    m_delimiter->addItem(tr("Tab"), QStringLiteral("\t"));
    m_delimiter->addItem(tr("Pipe (|)"), QStringLiteral("|"));
    m_quoting->addItem(tr("Only where needed (RFC 4180)"),
                       static_cast<int>(CsvOptions::Quoting::Minimal));
    m_quoting->addItem(tr("Every field"), static_cast<int>(CsvOptions::Quoting::All));
    m_quoting->addItem(tr("Never"), static_cast<int>(CsvOptions::Quoting::Never));
    m_missing->setPlaceholderText(tr("empty"));
    m_floatFormat->addItem(tr("Shortest exact"),
                           static_cast<int>(CsvOptions::FloatFormat::Shortest));
    m_floatFormat->addItem(tr("Fixed digits"), static_cast<int>(CsvOptions::FloatFormat::Fixed));
    m_digits->setRange(0, 17);
    connect(m_floatFormat, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_digits->setEnabled(index == 1); });
    m_lineEnd->addItem(tr("LF (Unix)"), static_cast<int>(CsvOptions::LineEnd::Lf));
    m_lineEnd->addItem(tr("CR LF (Windows, spreadsheets)"),
                       static_cast<int>(CsvOptions::LineEnd::CrLf));

    auto* floats = new QHBoxLayout;
    floats->addWidget(m_floatFormat, 1);
    floats->addWidget(m_digits);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->addRow(tr("Delimiter:"), m_delimiter);
    m_form->addRow(QString(), m_header);
    m_form->addRow(tr("Quoting:"), m_quoting);
    m_form->addRow(tr("Missing values as:"), m_missing);
    m_form->addRow(tr("Floating point:"), floats);
    m_form->addRow(tr("Line ends:"), m_lineEnd);
    setOptions(CsvOptions{});
}

void CsvOptionsForm::setOptions(const CsvOptions& options) {
    const int delimiter = m_delimiter->findData(QString(QLatin1Char(options.delimiter)));
    m_delimiter->setCurrentIndex(delimiter >= 0 ? delimiter : 0);
    m_header->setChecked(options.headerRow);
    m_quoting->setCurrentIndex(m_quoting->findData(static_cast<int>(options.quoting)));
    m_missing->setText(QString::fromStdString(options.missingText));
    m_floatFormat->setCurrentIndex(m_floatFormat->findData(static_cast<int>(options.floatFormat)));
    m_digits->setValue(options.fixedDigits);
    m_digits->setEnabled(options.floatFormat == CsvOptions::FloatFormat::Fixed);
    m_lineEnd->setCurrentIndex(m_lineEnd->findData(static_cast<int>(options.lineEnd)));
}

CsvOptions CsvOptionsForm::options() const {
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
