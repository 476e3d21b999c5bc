#pragma once

#include "model/table/table_model.h"
#include "strata/table_export.h"
#include "table/table_view_state.h"

#include <QColor>
#include <QHash>
#include <QWidget>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QScrollBar;
class QTableView;
class QToolButton;

namespace strata::gui {

class RowScroller;
class TableFilterJob;
class TableSortJob;
class GroupByDialog;
class ValueCountsDialog;

// The decoded tables of the current document: a picker when there are several, the table
// itself (decoded block by block in the background) with a scroll bar over every row however
// long the table (RowScroller), "go to row", and for tables of raw items (Blosc2) the item type
// to read them as. The filter box runs a filter
// expression (strata/query_expression.h) over the whole table in the background and shows the
// matching rows, numbered as in the table ("N of M rows"). Clicking a column header sorts the
// rows shown by it (again: descending; Shift+click adds a key) in the background
// (TableSortJob); export, copy and the row numbers follow the sorted order. Columns are fitted to
// their header and the rows in view once (on first display and when the first block arrives), never
// by measuring every row; the row header fits the largest row number in the model's page.
class TablePane : public QWidget {
    Q_OBJECT

public:
    explicit TablePane(QWidget* parent = nullptr);

    // Shows the document's tables (nullptr: none).
    void setDocument(std::shared_ptr<const Document> document);
    // What it shows of the document, and the same again once the document is shown anew.
    TableViewState viewState() const;
    void restoreViewState(const TableViewState& state);
    model::TableModel* currentModel() const;
    QTableView* view() const { return m_view; }
    // The vertical scroll bar over every row, and what moves the view's page by it.
    QScrollBar* rowBar() const { return m_rowBar; }
    RowScroller* rowScroller() const { return m_rowScroller; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
    // "N of M rows", the filter's progress, or why the expression does not parse.
    QLabel* filterStatus() const { return m_filterStatus; }
    // Why the expression typed does not parse, under the filter box; hidden while it does.
    QLabel* filterError() const { return m_filterError; }
    TableFilterJob* filterJob() const { return m_filterJob; }
    // The expression the shown rows were filtered by (matches everything when none).
    const QueryExpression& activeFilter() const { return m_activeFilter; }
    // Its text as typed (empty when none).
    const QString& activeFilterText() const { return m_activeFilterText; }
    // Runs the filter box's expression over the current table (Return in the box does it).
    void applyFilter();
    // Shows every row again and empties the filter box.
    void clearFilter();
    // Sorts the rows shown (the filter's, or every row) by these keys in the background; empty
    // keys show the table's order again.
    void sortBy(std::vector<SortKey> keys);
    void clearSort();
    // The keys the rows shown are sorted by (empty: the table's order).
    const std::vector<SortKey>& sortKeys() const { return m_sortKeys; }
    TableSortJob* sortJob() const { return m_sortJob; }
    // The sort's progress, or why it did not sort.
    QLabel* sortStatus() const { return m_sortStatus; }
    // Says how many rows the file promised but does not hold, when it is cut short.
    QLabel* lossNotice() const { return m_lossNotice; }
    // Says why a file shows no table: it has none, or what kept it from decoding.
    QLabel* noTableNotice() const { return m_noTableNotice; }
    // Counts the current column's values (of the rows shown) in a dialog, whose values filter
    // the table when activated; created on first use.
    void showValueCounts();
    ValueCountsDialog* valueCountsDialog() const { return m_valueCounts; }
    // Group By… of the current column, over the rows the filter keeps.
    void showGroupBy();
    // Shows and selects row `row` of the table in front (as Go to Row does).
    void showRow(quint64 row);
    GroupByDialog* groupByDialog() const { return m_groupBy; }
    QComboBox* picker() const { return m_picker; }
    QLineEdit* rowEdit() const { return m_rowEdit; }
    // Why the last "go to row" went nowhere; empty after one that went.
    QLabel* rowMessage() const { return m_rowMessage; }
    // The item types a table of raw items can be read as; hidden for other tables.
    QComboBox* itemTypePicker() const { return m_itemType; }
    // The widest a fitted column gets, in characters; its tooltip shows the rest.
    static constexpr int maxFittedCharacters = 40;
    // The column of the view's current cell (0 when there is none).
    int currentColumn() const;
    // Selects a cell without emitting cellSelected.
    void showCell(std::size_t table, quint64 row, int column);
    // The selected cells as tab-separated text, rows in order (what spreadsheets paste).
    QString selectionAsTsv() const;
    void copySelection() const;
    bool hasSelection() const;
    // Marks rows in the row header (bookmarked rows): by table, the absolute rows and colours.
    void setMarkedRows(const std::vector<QHash<quint64, QColor>>& rowsByTable);
    // Applies a memory limit for decoded blocks to every table shown now.
    void setCacheLimit(quint64 bytes);
    // The selected rows (as absolute row ranges) and columns (in the view's order), and the
    // active filter: what "export" means for the rows shown.
    ExportSelection selectedRegion() const;

signals:
    void cellSelected(std::size_t table, quint64 row, int column);
    void exportRequested(bool selectionOnly);
    void statisticsRequested();
    // Plot the column (against the row number, or `against` another column to choose).
    void plotRequested(int column, bool against);
    // The active filter (activeFilter()) was set or cleared.
    void filterChanged();
    // Plot the table's latitude and longitude on a map; show its b2nd array as an image.
    void mapRequested();
    // A dataset's row (issue 39), to be shown in the file that holds it.
    void rowFileRequested(quint64 row);
    void imageRequested();

private:
    // ANDs `expression` onto the filter (a dialog's value or group) and applies it.
    void narrowFilter(const QString& expression);
    // The constructor's steps: the bars above the table, the widgets' accessible names and
    // tips, the filter and sort jobs, the view's headers, and its context menu.
    void layOut();
    void describeWidgets();
    void connectFilterAndSort();
    void setUpView();
    void addViewActions();
    void showTable(int index);
    void goToRow();
    void showRowMessage(const QString& message);
    // Reads the current table as the item type at `index` of the item type picker (0: as in the
    // file).
    void readItemsAs(int index);
    void fitColumns();
    // Sizes columns to the values in view; with `onlyWider`, widens those they do not fit.
    void resizeColumnsToValuesInView(bool onlyWider);
    // Fits columns now, and once more when the shown model's first values arrive.
    void fitColumnsNowAndOnFirstValues();
    // The same, only widening: for a page that moved, so columns do not jump narrower.
    void widenColumnsNowAndOnFirstValues();
    void fitRowHeader();
    void onHeaderClicked(int column);
    void onSortFinished();
    // Drops the filter and the sort at once (to show a row they leave out).
    void showEveryRow();
    // The rows the model shows without a sort: the filter's, or every row (nullptr).
    void showUnsortedRows();
    void onFilterProgress(quint64 done, quint64 total);
    void onFilterFinished();
    void showFilterStatus(const QString& text, bool error = false);
    void showLoss(const Table* table);
    void showNoTableNotice();
    void connectSelection();
    quint64 absoluteRowOf(const QModelIndex& index) const;

    std::shared_ptr<const Document> m_document;
    std::vector<std::unique_ptr<model::TableModel>> m_models;
    QComboBox* m_picker;
    QLineEdit* m_rowEdit;
    QLabel* m_rowMessage;
    QLabel* m_itemTypeLabel;
    QComboBox* m_itemType;
    QAction* m_plotMap;
    QAction* m_showImage;
    // Per table: the item types it can be read as, and the one chosen (-1: as in the file).
    std::vector<QStringList> m_itemTypes;
    std::vector<int> m_itemTypeChoice;
    QLineEdit* m_filterEdit;
    QLabel* m_filterStatus;
    QLabel* m_filterError;
    QToolButton* m_cancelFilter;
    TableFilterJob* m_filterJob;
    const model::TableModel* m_filteringModel = nullptr; // the model the running job is for
    QString m_filteringText;                             // the expression it runs
    QueryExpression m_activeFilter;
    QString m_activeFilterText;
    std::shared_ptr<const std::vector<quint64>> m_filterRows; // the active filter's rows
    TableSortJob* m_sortJob;
    QLabel* m_sortStatus;
    QLabel* m_lossNotice;
    QLabel* m_noTableNotice;
    const model::TableModel* m_sortingModel = nullptr; // the model the running sort is for
    std::vector<SortKey> m_sortKeys;
    std::shared_ptr<const std::vector<quint64>> m_sortedRows;
    ValueCountsDialog* m_valueCounts = nullptr;
    GroupByDialog* m_groupBy = nullptr;
    QAction* m_openRowFile = nullptr; // shown for a dataset's table
    QTableView* m_view;
    QScrollBar* m_rowBar;
    RowScroller* m_rowScroller;
    QMetaObject::Connection m_fitOnFirstValues;
    bool m_programmatic = false;
};

} // namespace strata::gui
