#include "dataset/dataset_members_model.h"

#include "model/text/diagnostic_text.h"
#include "model/text/file_text.h"

#include <QColor>
#include <QLocale>

namespace strata::gui {

DatasetMembersModel::DatasetMembersModel(std::shared_ptr<const DatasetTable> table,
                                         std::vector<DatasetListing::Skipped> skipped,
                                         QObject* parent)
    : QAbstractTableModel(parent)
    , m_table(std::move(table))
    , m_skipped(std::move(skipped))
    , m_checks(m_table->members().size()) {
    // The longest folder prefix (ending in '/') that every file's path starts with.
    bool first = true;
    const auto narrow = [&](const std::string& path) {
        const std::string folder = path.substr(0, path.rfind('/') + 1);
        if (first) {
            m_commonFolder = folder;
            first = false;
            return;
        }
        std::size_t same = 0;
        while (same < m_commonFolder.size() && same < folder.size() &&
               m_commonFolder[same] == folder[same]) {
            ++same;
        }
        const std::size_t slash =
            same == 0 ? std::string::npos : m_commonFolder.rfind('/', same - 1);
        m_commonFolder =
            slash == std::string::npos ? std::string() : m_commonFolder.substr(0, slash + 1);
    };
    for (const auto& member : m_table->members()) {
        narrow(member.label);
    }
    for (const auto& skipped : m_skipped) {
        narrow(skipped.path.string());
    }
}

QString DatasetMembersModel::shownName(const std::string& path) const {
    return model::fileText(path.substr(std::min(m_commonFolder.size(), path.size())));
}

int DatasetMembersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_checks.size() + m_skipped.size());
}

int DatasetMembersModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DatasetMembersModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case File:
        return tr("File");
    case Format:
        return tr("Format");
    case Size:
        return tr("Size");
    case Rows:
        return tr("Rows");
    case Diagnostics:
        return tr("Diagnostics");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

std::vector<std::filesystem::path> DatasetMembersModel::memberPaths() const {
    std::vector<std::filesystem::path> paths;
    for (const auto& member : m_table->members()) {
        paths.emplace_back(member.label);
    }
    return paths;
}

QString DatasetMembersModel::pathOf(int row) const {
    const auto members = m_table->members().size();
    if (row < 0) {
        return {};
    }
    const auto index = static_cast<std::size_t>(row);
    if (index < members) {
        return QString::fromStdString(m_table->members()[index].label);
    }
    return index - members < m_skipped.size()
               ? QString::fromStdString(m_skipped[index - members].path.string())
               : QString();
}

void DatasetMembersModel::setCheck(int member, const MemberCheck& check) {
    if (member < 0 || static_cast<std::size_t>(member) >= m_checks.size()) {
        return;
    }
    m_checks[static_cast<std::size_t>(member)] = check;
    emit dataChanged(index(member, Diagnostics), index(member, Status));
}

void DatasetMembersModel::clearChecks() {
    for (auto& check : m_checks) {
        check.reset();
    }
    if (!m_checks.empty()) {
        emit dataChanged(index(0, Diagnostics),
                         index(static_cast<int>(m_checks.size()) - 1, Status));
    }
}

QVariant DatasetMembersModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const auto row = static_cast<std::size_t>(index.row());
    const QLocale locale;
    if (row >= m_checks.size()) {
        // A file left out.
        const auto& skipped = m_skipped.at(row - m_checks.size());
        if (role == Qt::DisplayRole || role == Qt::UserRole) {
            switch (index.column()) {
            case File:
                return shownName(skipped.path.string());
            case Status:
                return tr("skipped: %1").arg(model::translatedDiagnostic(skipped.why));
            default:
                return {};
            }
        }
        if (role == Qt::ForegroundRole) {
            return QColor(Qt::gray);
        }
        return {};
    }
    const auto& member = m_table->members()[row];
    const auto& check = m_checks[row];
    const bool damaged = check && (check->errors || !check->openError.empty());
    if (role == Qt::ForegroundRole && index.column() == Status && damaged) {
        return QColor(0xc6, 0x28, 0x28);
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Size && index.column() <= Diagnostics) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && index.column() == File) {
        return model::fileText(member.label);
    }
    if (role == Qt::ToolTipRole && index.column() == Status && check && check->first) {
        return model::translatedDiagnostic(check->first->message);
    }
    const bool sorting = role == Qt::UserRole;
    if (role != Qt::DisplayRole && !sorting) {
        return {};
    }
    switch (index.column()) {
    case File:
        return shownName(member.label);
    case Format:
        return QString::fromStdString(member.format);
    case Size:
        return sorting ? QVariant(static_cast<qulonglong>(member.bytes))
                       : QVariant(locale.formattedDataSize(static_cast<qint64>(member.bytes)));
    case Rows:
        return sorting
                   ? QVariant(static_cast<qulonglong>(member.table->rowCount()))
                   : QVariant(locale.toString(static_cast<qulonglong>(member.table->rowCount())));
    case Diagnostics: {
        const auto count = check ? check->diagnostics : member.diagnostics;
        return sorting ? QVariant(static_cast<qulonglong>(count))
                       : QVariant(locale.toString(static_cast<qulonglong>(count)));
    }
    case Status:
        if (!check) {
            return tr("not checked");
        }
        if (!check->openError.empty()) {
            return tr("cannot be opened: %1").arg(model::fileText(check->openError));
        }
        if (check->errors && check->first) {
            return tr("damaged at byte %1: %2")
                .arg(locale.toString(static_cast<qulonglong>(check->first->offset)),
                     model::translatedDiagnostic(check->first->message));
        }
        return check->diagnostics == 0 ? tr("sound") : tr("sound, with warnings");
    default:
        return {};
    }
}

} // namespace strata::gui
