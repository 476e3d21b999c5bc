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
#include <QStyle>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

QString extensionOf(TableFileFormat format) {
    return QString::fromLatin1(tableFileFormatInfo(format).extension);
}

// The format chooser's entries past the table formats: the Blosc2 formats, 100 + the target.
constexpr int blosc2Entry = 100;
struct Blosc2Choice {
    Blosc2Target target;
    const char* extension;
};
constexpr Blosc2Choice blosc2Choices[] = {{Blosc2Target::Frame, ".b2frame"},
                                          {Blosc2Target::B2nd, ".b2nd"}};

std::optional<Blosc2Target> blosc2TargetOfPath(const QString& path) {
    for (const Blosc2Choice& choice : blosc2Choices) {
        if (path.endsWith(QLatin1String(choice.extension), Qt::CaseInsensitive)) {
            return choice.target;
        }
    }
    return std::nullopt;
}

QString blosc2Extension(Blosc2Target target) {
    return QLatin1String(target == Blosc2Target::Frame ? ".b2frame" : ".b2nd");
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
    , m_options(new CsvOptionsForm(this))
    , m_hasSelection(hasSelection) {
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
        if (const auto target = blosc2TargetOfPath(path); target && m_array != nullptr) {
            if (target != blosc2Target()) {
                m_format->setCurrentIndex(
                    m_format->findData(blosc2Entry + static_cast<int>(*target)));
            }
        } else if (const auto named = tableFileFormatOfPath(path.toStdString());
                   named && (*named != format() || blosc2Target())) {
            setFormat(*named);
        }
    });

    m_whole->setChecked(true);
    m_selectionOnly->setEnabled(hasSelection);
    auto* scope = new QVBoxLayout;
    m_scope = scope;
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
    const bool table = !blosc2Target();
    m_csvBox->setEnabled(table && format() == TableFileFormat::Csv);
    // The destination takes the format's extension, in place of another format's.
    const QString path = m_path->text();
    const QFileInfo info(path);
    const bool named =
        tableFileFormatOfPath(path.toStdString()).has_value() || blosc2TargetOfPath(path);
    const QString extension = chosenExtension();
    if (!path.isEmpty() && !path.endsWith(extension, Qt::CaseInsensitive)) {
        const QString base = named ? path.left(path.size() - info.suffix().size() - 1) : path;
        m_path->setText(base + extension);
    }
    if (m_array != nullptr && m_preferArray && !m_array->isChecked() &&
        (!table || format() == TableFileFormat::Npy || format() == TableFileFormat::NetCdf)) {
        m_array->setChecked(true);
    }
    updateScope();
}

QString ExportDialog::chosenExtension() const {
    const auto target = blosc2Target();
    return target ? blosc2Extension(*target) : extensionOf(format());
}

void ExportDialog::updateScope() {
    if (m_array == nullptr) {
        return;
    }
    const bool blosc2 = blosc2Target().has_value();
    const bool arrayFormat =
        blosc2 || format() == TableFileFormat::Npy || format() == TableFileFormat::NetCdf;
    m_whole->setEnabled(!blosc2);
    m_selectionOnly->setEnabled(!blosc2 && m_hasSelection);
    m_array->setEnabled(arrayFormat);
    if (blosc2) {
        m_array->setChecked(true);
    } else if (!arrayFormat && m_array->isChecked()) {
        m_whole->setChecked(true);
    }
    m_slice->setEnabled(m_array->isChecked());
}

void ExportDialog::offerArray(const QString& shape, bool preferArray) {
    if (m_array != nullptr) {
        return;
    }
    m_preferArray = preferArray;
    m_format->addItem(tr("Blosc2 frame (.b2frame)"),
                      blosc2Entry + static_cast<int>(Blosc2Target::Frame));
    m_format->addItem(tr("b2nd array (.b2nd)"), blosc2Entry + static_cast<int>(Blosc2Target::B2nd));
    m_array = new QRadioButton(tr("The array (%1), or its slice:").arg(shape), this);
    m_slice = new QLineEdit(this);
    m_slice->setObjectName(QStringLiteral("slice"));
    m_slice->setAccessibleName(tr("Slice of the array"));
    m_slice->setPlaceholderText(tr("all; or NumPy's indexes, e.g. 0:10,:,5"));
    m_slice->setToolTip(tr("Per dimension START:STOP or one index (which drops the dimension), "
                           "negative from the end, as NumPy indexes an array"));
    // The slice on a line of its own under its choice, wide enough for its hint.
    auto* row = new QHBoxLayout;
    row->addSpacing(style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) +
                    style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing));
    row->addWidget(m_slice, 1);
    m_slice->setMinimumWidth(m_slice->fontMetrics().horizontalAdvance(m_slice->placeholderText()) +
                             4 * m_slice->fontMetrics().averageCharWidth());
    m_scope->addWidget(m_array);
    m_scope->addLayout(row);
    connect(m_array, &QRadioButton::toggled, this, &ExportDialog::updateScope);
    if (const auto target = blosc2TargetOfPath(m_path->text())) {
        m_format->setCurrentIndex(m_format->findData(blosc2Entry + static_cast<int>(*target)));
    }
    if (preferArray && (format() == TableFileFormat::Npy || format() == TableFileFormat::NetCdf)) {
        m_array->setChecked(true);
    }
    updateScope();
}

bool ExportDialog::arrayChosen() const {
    return m_array != nullptr && m_array->isEnabled() && m_array->isChecked();
}

std::optional<Blosc2Target> ExportDialog::blosc2Target() const {
    const int entry = m_format->currentData().toInt();
    if (entry < blosc2Entry) {
        return std::nullopt;
    }
    return static_cast<Blosc2Target>(entry - blosc2Entry);
}

QString ExportDialog::slice() const {
    return m_slice != nullptr ? m_slice->text().trimmed() : QString();
}

void ExportDialog::choosePath() {
    const QString filter =
        tr("%1 files (*%2);;All files (*)").arg(m_format->currentText(), chosenExtension());
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
    const int entry = m_format->currentData().toInt();
    // A Blosc2 format is no table format: CSV stands in (the caller asks blosc2Target first).
    return entry >= blosc2Entry ? TableFileFormat::Csv : static_cast<TableFileFormat>(entry);
}

bool ExportDialog::selectionOnly() const {
    return m_selectionOnly->isChecked() && !arrayChosen();
}

CsvOptions ExportDialog::options() const {
    return m_options->options();
}

void ExportDialog::setSelectionOnly(bool selectionOnly) {
    (selectionOnly && m_selectionOnly->isEnabled() ? m_selectionOnly : m_whole)->setChecked(true);
    updateScope();
}

} // namespace strata::gui
