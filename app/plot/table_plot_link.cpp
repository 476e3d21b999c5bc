#include "plot/table_plot_link.h"

#include "model/table/table_model.h"
#include "table/table_pane.h"

#include <QDockWidget>
#include <algorithm>

namespace strata::gui {

TablePlotLink::TablePlotLink(TablePane* tablePane, PlotPane* plotPane, SelectedCell selectedCell,
                             QObject* parent)
    : QObject(parent)
    , m_tablePane(tablePane)
    , m_plotPane(plotPane)
    , m_selectedCell(std::move(selectedCell)) {
    connect(m_tablePane, &TablePane::plotRequested, this, &TablePlotLink::plot);
    connect(m_tablePane, &TablePane::mapRequested, this, [this] { plotKind(PlotPane::Kind::Map); });
    connect(m_tablePane, &TablePane::imageRequested, this,
            [this] { plotKind(PlotPane::Kind::Image); });
    // A plot shows the table's filtered view, as the statistics do.
    connect(m_tablePane, &TablePane::filterChanged, this, [this] {
        const model::TableModel* model = m_tablePane->currentModel();
        if (model != nullptr && model->sharedTable() == m_plotPane->table()) {
            m_plotPane->setFilter(m_tablePane->activeFilter());
        }
    });
}

void TablePlotLink::followTable() {
    const model::TableModel* table = m_tablePane->currentModel();
    m_plotPane->setTable(table != nullptr ? table->sharedTable() : nullptr,
                         table != nullptr ? table->tableIndex() : 0);
}

bool TablePlotLink::prepare() {
    model::TableModel* model = m_tablePane->currentModel();
    if (model == nullptr) {
        emit message(tr("This file has no table"));
        return false;
    }
    if (auto* dock = qobject_cast<QDockWidget*>(m_plotPane->parentWidget())) {
        dock->show();
        dock->raise();
    }
    // The table as shown (items read as the chosen type), the rows its filter keeps.
    m_plotPane->setTable(model->sharedTable(), model->tableIndex());
    m_plotPane->setFilter(m_tablePane->activeFilter());
    return true;
}

void TablePlotLink::plot(int column, bool against) {
    if (!prepare()) {
        return;
    }
    if (against) {
        m_plotPane->plotAgainst(column);
    } else {
        m_plotPane->plotColumn(column);
    }
    if (const auto cell = m_selectedCell()) {
        markSelectedRows(cell->first, cell->second);
    }
}

void TablePlotLink::plotKind(PlotPane::Kind kind) {
    if (!prepare()) {
        return;
    }
    if (kind == PlotPane::Kind::Map) {
        m_plotPane->plotMap();
    } else {
        m_plotPane->showImage();
    }
}

void TablePlotLink::markSelectedRows(std::size_t table, quint64 row) {
    std::vector<quint64> rows;
    for (const RowRange& range : m_tablePane->selectedRegion().rows) {
        for (quint64 r = range.first; r < range.first + range.count && rows.size() < 1000; ++r) {
            rows.push_back(r);
        }
    }
    if (std::find(rows.begin(), rows.end(), row) == rows.end()) {
        rows.push_back(row);
    }
    m_plotPane->markRows(table, std::move(rows));
}

} // namespace strata::gui
