#pragma once

#include "model/diff/table_diff_model.h"

#include <QWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace strata::gui {

// The Table Differences dock: a table of both files as one (TableDiffModel), picked among the
// files' tables, with what differs in it and a "changed rows only" switch.
class TableDiffPane : public QWidget {
    Q_OBJECT

public:
    explicit TableDiffPane(QWidget* parent = nullptr);
    ~TableDiffPane() override;

    void setDiff(model::DocumentPtr a, model::DocumentPtr b,
                 std::shared_ptr<const DocumentDiff> diff);
    // Shows a table (the diff's index) and, when given, the cell of a row and a column name.
    void showCell(std::size_t table, std::optional<quint64> row, const std::string& column);

    model::TableDiffModel* model() const { return m_model.get(); }
    QTableView* view() const { return m_view; }
    QCheckBox* changedRowsOnly() const { return m_changedOnly; }
    QComboBox* picker() const { return m_picker; }
    QLabel* note() const { return m_note; }

private:
    void showTable(int pick);
    void fitColumns();

    QComboBox* m_picker;
    QCheckBox* m_changedOnly;
    QLabel* m_note;
    QTableView* m_view;
    model::DocumentPtr m_a;
    model::DocumentPtr m_b;
    std::shared_ptr<const DocumentDiff> m_diff;
    std::unique_ptr<model::TableDiffModel> m_model;
};

} // namespace strata::gui
