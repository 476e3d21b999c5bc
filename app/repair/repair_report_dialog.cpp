#include "repair/repair_report_dialog.h"

#include "gui/plural_count.h"
#include "model/structure/node_text.h"
#include "model/text/diagnostic_text.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {
namespace {

QString actionText(RepairEntry::Action action) {
    switch (action) {
    case RepairEntry::Action::Copied:
        return RepairReportDialog::tr("copied");
    case RepairEntry::Action::Reencoded:
        return RepairReportDialog::tr("re-encoded");
    case RepairEntry::Action::Dropped:
        return RepairReportDialog::tr("dropped");
    case RepairEntry::Action::Filled:
        return RepairReportDialog::tr("filled with zeros");
    }
    return {};
}

} // namespace

RepairReportDialog::RepairReportDialog(const RepairReport& report, const QString& path,
                                       QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(static_cast<int>(report.entries.size()), 5, this)) {
    setWindowTitle(tr("Save Repaired Copy"));
    const QLocale locale;
    const quint64 kept = report.rowsKept();
    const quint64 lost = report.rowsLost();
    if (report.unchanged) {
        m_summary = tr("Nothing to repair: the copy is the file, byte for byte.");
    } else {
        const quint64 dropped = static_cast<quint64>(std::count_if(
            report.entries.begin(), report.entries.end(),
            [](const RepairEntry& entry) { return entry.action == RepairEntry::Action::Dropped; }));
        QStringList parts{withFullCount(tr("Keeps %Ln row(s)", nullptr, pluralCount(kept)), kept)};
        if (lost > 0) {
            parts << withFullCount(tr("loses %Ln row(s)", nullptr, pluralCount(lost)), lost);
        }
        if (dropped > 0) {
            parts << withFullCount(tr("drops %Ln unit(s)", nullptr, pluralCount(dropped)), dropped);
        }
        const quint64 filled = static_cast<quint64>(std::count_if(
            report.entries.begin(), report.entries.end(),
            [](const RepairEntry& entry) { return entry.action == RepairEntry::Action::Filled; }));
        if (filled > 0) {
            parts << withFullCount(tr("fills %Ln unit(s) with zeros", nullptr, pluralCount(filled)),
                                   filled);
        }
        if (!report.lost()) {
            parts << tr("loses nothing");
        }
        m_summary = parts.join(QStringLiteral("; "));
        m_summary += QLatin1Char('.');
    }
    for (const std::string& note : report.notes) {
        m_summary += QStringLiteral("\n") + model::translatedDiagnostic(note);
    }
    auto* summary = new QLabel(m_summary + QStringLiteral("\n") +
                                   tr("The copy goes to %1.").arg(QDir::toNativeSeparators(path)),
                               this);
    summary->setWordWrap(true);
    summary->setObjectName(QStringLiteral("summary"));

    m_table->setHorizontalHeaderLabels(
        {tr("Action"), tr("Unit"), tr("Bytes"), tr("Rows"), tr("Why")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const RepairEntry& entry = report.entries[static_cast<std::size_t>(row)];
        const QString bytes =
            tr("%1 at %2")
                .arg(locale.formattedDataSize(static_cast<qint64>(entry.range.length), 1,
                                              QLocale::DataSizeTraditionalFormat))
                .arg(entry.range.offset);
        QString rows = locale.toString(static_cast<qulonglong>(entry.rows));
        if (entry.lostRows > 0) {
            rows = tr("%1 (%2 lost)")
                       .arg(rows, locale.toString(static_cast<qulonglong>(entry.lostRows)));
        }
        // The unit's label and the diagnostic in the window's language, as the tree and the
        // Diagnostics dock show them.
        const QString cells[] = {actionText(entry.action), model::translatedNodeText(entry.unit),
                                 bytes, rows, model::translatedDiagnostic(entry.why)};
        for (int column = 0; column < 5; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setToolTip(cells[column]);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    // A long why wraps in its row rather than being cut at the dialog's edge.
    m_table->setWordWrap(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Discard, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("Save and Open"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons->button(QDialogButtonBox::Discard), &QPushButton::clicked, this,
            &QDialog::reject);
    if (report.zerosCouldFill) {
        QPushButton* fill =
            buttons->addButton(tr("Fill with Zeros Instead"), QDialogButtonBox::ActionRole);
        fill->setObjectName(QStringLiteral("fillZeros"));
        fill->setToolTip(tr("Repair again, keeping each chunk that does not decode as a chunk "
                            "of zeros, so that the data keep their size and shape"));
        connect(fill, &QPushButton::clicked, this, [this] { done(FillZeros); });
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(720, 360);
}

} // namespace strata::gui
