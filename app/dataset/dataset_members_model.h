#pragma once

#include "strata/dataset.h"
#include "strata/dataset_table.h"

#include <QAbstractTableModel>
#include <memory>
#include <optional>
#include <vector>

namespace strata::gui {

// A dataset's files (issue 39), a row each: the members read as the one table, then the files
// left out. Columns: file, format, size, rows, diagnostics (on opening; the check's once it
// ran), status (not checked, sound, damaged with the first diagnostic, skipped with why).
// Sorting by a column sorts by its number where it has one (Qt::UserRole).
class DatasetMembersModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { File, Format, Size, Rows, Diagnostics, Status, ColumnCount };

    DatasetMembersModel(std::shared_ptr<const DatasetTable> table,
                        std::vector<DatasetListing::Skipped> skipped, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The members' paths, in row order (those the check takes).
    std::vector<std::filesystem::path> memberPaths() const;
    // The file of a row (a member's or a skipped one's).
    QString pathOf(int row) const;
    // A file's name as the list shows it: its path below the folder all the files are in.
    QString shownName(const std::string& path) const;
    // A member's check finished.
    void setCheck(int member, const MemberCheck& check);
    // Forgets the checks (a new check starts).
    void clearChecks();

private:
    std::shared_ptr<const DatasetTable> m_table;
    std::vector<DatasetListing::Skipped> m_skipped;
    std::vector<std::optional<MemberCheck>> m_checks; // per member
    // The folder every file lies in, left out of the names shown (the whole path is the tip).
    std::string m_commonFolder;
};

} // namespace strata::gui
