#pragma once

#include "model/diff/table_diff_model.h"

#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableView;
class QToolButton;

namespace strata::gui {

// The Table Differences dock: a table of both files as one (TableDiffModel), picked among the
// files' tables, with what differs in it and a "changed rows only" switch; and how to compare it
// again: rows paired by key columns both tables have instead of by position, and a numeric
// tolerance (DiffOptions::keyColumns, ::tolerance).
class TableDiffPane : public QWidget {
    Q_OBJECT

public:
    explicit TableDiffPane(QWidget* parent = nullptr);
    ~TableDiffPane() override;

    void setDiff(model::DocumentPtr a, model::DocumentPtr b,
                 std::shared_ptr<const DocumentDiff> diff);
    // Shows a table (the diff's index) and, when given, the cell of a row (B's when
    // `onlyInB`) and a column name.
    void showCell(std::size_t table, std::optional<quint64> row, const std::string& column,
                  bool onlyInB = false);

    // The key columns chosen (none: rows by position), the table they are of (the documents'
    // index), and the tolerance, for the next comparison.
    std::vector<std::string> keyColumns() const;
    std::optional<std::size_t> keyTable() const { return m_keyTable; }
    NumericTolerance tolerance() const;

    model::TableDiffModel* model() const { return m_model.get(); }
    QTableView* view() const { return m_view; }
    QCheckBox* changedRowsOnly() const { return m_changedOnly; }
    QComboBox* picker() const { return m_picker; }
    QLabel* note() const { return m_note; }
    QToolButton* keyButton() const { return m_keyButton; }
    QMenu* keyMenu() const { return m_keyMenu; }
    QComboBox* toleranceKind() const { return m_toleranceKind; }
    QLineEdit* toleranceAmount() const { return m_toleranceAmount; }
    QPushButton* compareAgainButton() const { return m_compareAgain; }

signals:
    // The user asked for the comparison again with the key columns and tolerance chosen.
    void compareAgainRequested();

private:
    void showTable(int pick);
    void fitColumns();
    // The key chooser offers the columns both files' table `table` has.
    void offerKeys(std::size_t table);
    void showKeys();
    // The picker's entry of a table (the diff's index), or -1.
    int pickOf(std::size_t table) const;

    QComboBox* m_picker;
    QCheckBox* m_changedOnly;
    QLabel* m_note;
    QTableView* m_view;
    QToolButton* m_keyButton;
    QMenu* m_keyMenu;
    QComboBox* m_toleranceKind;
    QLineEdit* m_toleranceAmount;
    QPushButton* m_compareAgain;
    QStringList m_keys; // chosen, in the order chosen
    std::optional<std::size_t> m_keyTable;
    model::DocumentPtr m_a;
    model::DocumentPtr m_b;
    std::shared_ptr<const DocumentDiff> m_diff;
    std::unique_ptr<model::TableDiffModel> m_model;
};

} // namespace strata::gui
