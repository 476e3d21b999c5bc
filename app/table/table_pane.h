#pragma once

#include "model/table/loaded_rows_model.h"
#include "model/table/table_model.h"
#include "strata/table_export.h"

#include <QWidget>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

namespace strata::gui {

// The decoded tables of the current document: a picker when there are several, the table
// itself (decoded block by block in the background), a row locator for long tables, and for
// tables of raw items (Blosc2) the item type to read them as. Columns are fitted to their
// header and the rows in view once (on first display and when the first block arrives), never
// by measuring every row; the row header fits the largest row number in the window.
class TablePane : public QWidget {
    Q_OBJECT

public:
    explicit TablePane(QWidget* parent = nullptr);

    // Shows the document's tables (nullptr: none).
    void setDocument(std::shared_ptr<const Document> document);
    model::TableModel* currentModel() const;
    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
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
    // Applies a memory limit for decoded blocks to every table shown now.
    void setCacheLimit(quint64 bytes);
    // The selected rows (as absolute row ranges) and columns (in the view's order).
    ExportSelection selectedRegion() const;

signals:
    void cellSelected(std::size_t table, quint64 row, int column);
    void exportRequested(bool selectionOnly);
    void statisticsRequested();

private:
    void showTable(int index);
    void goToRow();
    void showRowMessage(const QString& message);
    // Reads the current table as the item type at `index` of the item type picker (0: as in the
    // file).
    void readItemsAs(int index);
    void fitColumns();
    // Fits columns now, and once more when the shown model's first values arrive.
    void fitColumnsNowAndOnFirstValues();
    void fitRowHeader();
    void updateWindowLabel();
    // Shows only decoded rows, filtered and sortable (true), or the whole table (false).
    void showLoadedRows(bool loadedOnly);
    void connectSelection();
    quint64 absoluteRowOf(const QModelIndex& index) const;

    std::shared_ptr<const Document> m_document;
    std::vector<std::unique_ptr<model::TableModel>> m_models;
    QComboBox* m_picker;
    QLineEdit* m_rowEdit;
    QLabel* m_rowMessage;
    QLabel* m_itemTypeLabel;
    QComboBox* m_itemType;
    // Per table: the item types it can be read as, and the one chosen (-1: as in the file).
    std::vector<QStringList> m_itemTypes;
    std::vector<int> m_itemTypeChoice;
    QLabel* m_windowLabel;
    QLineEdit* m_filterEdit;
    QToolButton* m_loadedOnly;
    std::unique_ptr<model::LoadedRowsModel> m_loadedRows;
    QTableView* m_view;
    QMetaObject::Connection m_fitOnFirstValues;
    bool m_programmatic = false;
};

} // namespace strata::gui
