#include "compare/differences_pane.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace strata::gui {
namespace {

int clampedCount(std::uint64_t count) {
    return static_cast<int>(std::min<std::uint64_t>(count, std::numeric_limits<int>::max()));
}

// "3 structure differences, 1 changed cell, 2 differing byte ranges", or that the files are
// the same; what the list holds when a count is longer than it.
QString summaryOf(const DocumentDiff& diff, std::size_t maxListed) {
    if (diff.cancelled) {
        return DifferencesPane::tr("The comparison was cancelled: the differences found so far.");
    }
    if (!diff.different()) {
        return DifferencesPane::tr("The files are the same.");
    }
    QStringList parts;
    if (diff.structureCount > 0) {
        parts << DifferencesPane::tr("%Ln structure difference(s)", nullptr,
                                     clampedCount(diff.structureCount));
    }
    if (diff.diagnosticCount > 0) {
        parts << DifferencesPane::tr("%Ln damage difference(s)", nullptr,
                                     clampedCount(diff.diagnosticCount));
    }
    std::uint64_t cells = 0;
    std::uint64_t rows = 0;
    std::uint64_t columns = 0;
    bool cut = diff.structureCount > diff.structure.size() ||
               diff.diagnosticCount > diff.diagnostics.size() ||
               (diff.bytes && diff.bytes->rangeCount > diff.bytes->ranges.size());
    for (const TableDiff& table : diff.tables) {
        cells += table.changedCells;
        rows += table.rowsOnlyInA + table.rowsOnlyInB;
        columns += table.schema.size();
        cut = cut || table.changedCells > table.cells.size() ||
              table.rowsOnlyInA + table.rowsOnlyInB > table.rows.size();
    }
    if (columns > 0) {
        parts << DifferencesPane::tr("%Ln column difference(s)", nullptr, clampedCount(columns));
    }
    if (cells > 0) {
        parts << DifferencesPane::tr("%Ln changed cell(s)", nullptr, clampedCount(cells));
    }
    if (rows > 0) {
        parts << DifferencesPane::tr("%Ln row(s) only in one file", nullptr, clampedCount(rows));
    }
    if (diff.bytes && diff.bytes->rangeCount > 0) {
        parts << DifferencesPane::tr("%Ln differing byte range(s)", nullptr,
                                     clampedCount(diff.bytes->rangeCount));
    }
    QString text = parts.join(QStringLiteral(", "));
    if (diff.sameDataDifferentEncoding) {
        text = DifferencesPane::tr("Same data, different encoding: %1").arg(text);
    }
    if (cut) {
        text += QLatin1Char(' ') +
                DifferencesPane::tr("(the first %1 of each kind are listed)").arg(maxListed);
    }
    if (diff.structureStopped) {
        text += QLatin1Char(' ') + DifferencesPane::tr("The structure comparison stopped early.");
    }
    return text;
}

} // namespace

DifferencesPane::DifferencesPane(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_view(new QTreeView(this))
    , m_model(new model::DifferenceModel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* status = new QHBoxLayout;
    status->addWidget(m_summary, 1);
    status->addWidget(m_progress);
    status->addWidget(m_cancel);
    layout->addLayout(status);
    layout->addWidget(m_view, 1);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAccessibleName(tr("How the files differ"));
    m_progress->setMaximumWidth(160);
    m_progress->setAccessibleName(tr("Comparison progress"));
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop comparing"));
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, this, &DifferencesPane::cancelRequested);
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setAccessibleName(tr("Differences"));
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(model::DifferenceModel::ChangeColumn,
                                           QHeaderView::Stretch);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid()) {
                    emit differenceSelected(current.row());
                }
            });
}

void DifferencesPane::showRunning(quint64 done, quint64 total) {
    m_summary->setText(tr("Comparing…"));
    m_progress->show();
    m_cancel->show();
    if (total == 0) {
        m_progress->setRange(0, 0);
        return;
    }
    // In thousandths, as the counts may outgrow an int.
    m_progress->setRange(0, 1000);
    m_progress->setValue(static_cast<int>(std::min<quint64>(done, total) * 1000 / total));
}

void DifferencesPane::setDiff(std::shared_ptr<const DocumentDiff> diff, std::size_t maxListed) {
    m_progress->hide();
    m_cancel->hide();
    m_summary->setText(diff ? summaryOf(*diff, maxListed) : QString());
    m_model->setDiff(std::move(diff));
    // Fit the short columns once, to the header and the first rows; the change stretches. The
    // kind keeps its words; the place and the byte ranges share half of what is left, so the
    // change keeps the rest however long the paths (their tooltips say them whole).
    m_view->resizeColumnToContents(model::DifferenceModel::KindColumn);
    m_view->setColumnWidth(model::DifferenceModel::KindColumn,
                           std::min(m_view->columnWidth(model::DifferenceModel::KindColumn), 160));
    const int rest =
        m_view->viewport()->width() - m_view->columnWidth(model::DifferenceModel::KindColumn);
    const int widest = std::clamp(rest / 6, 40, 260);
    for (const int column : {model::DifferenceModel::WhereColumn, model::DifferenceModel::AColumn,
                             model::DifferenceModel::BColumn}) {
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), widest));
    }
}

int DifferencesPane::currentRow() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

bool DifferencesPane::step(int direction) {
    const int rows = m_model->rowCount();
    const int current = currentRow();
    const int next = current < 0 ? (direction > 0 ? 0 : rows - 1) : current + direction;
    if (rows == 0 || next < 0 || next >= rows) {
        return false;
    }
    m_view->setCurrentIndex(m_model->index(next, model::DifferenceModel::KindColumn));
    m_view->scrollTo(m_view->currentIndex());
    return true;
}

} // namespace strata::gui
