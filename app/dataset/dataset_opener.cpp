#include "dataset/dataset_opener.h"

#include "dataset/dataset_open_job.h"
#include "dataset/dataset_view.h"
#include "gui/file_session.h"
#include "hex/hex_pane.h"
#include "strata/dataset_table.h"

#include <QFileInfo>

namespace strata::gui {

DatasetOpener::DatasetOpener(ShowDocument show, OpenFile open, QObject* parent)
    : QObject(parent)
    , m_show(std::move(show))
    , m_open(std::move(open))
    , m_job(new DatasetOpenJob(this)) {
    connect(m_job, &DatasetOpenJob::finished, this, &DatasetOpener::onOpened);
    connect(m_job, &DatasetOpenJob::progressChanged, this, [this](quint64 done, quint64 total) {
        if (total > 0) {
            emit message(tr("Opening %1: %2 of %3 files…").arg(m_name).arg(done).arg(total));
        }
    });
}

void DatasetOpener::open(const QStringList& paths) {
    if (paths.isEmpty()) {
        return;
    }
    // A folder by its name, several files by how many.
    m_name = paths.size() == 1 ? QFileInfo(paths.front()).fileName()
                               : tr("%Ln file(s)", nullptr, static_cast<int>(paths.size()));
    emit message(tr("Opening %1…").arg(m_name));
    m_paths.clear();
    for (const QString& path : paths) {
        m_paths << QFileInfo(path).absoluteFilePath();
    }
    m_job->start(paths);
}

void DatasetOpener::onOpened() {
    auto document = m_job->document();
    if (!document) {
        emit message(tr("Opening %1 was cancelled").arg(m_name));
        return;
    }
    auto table = std::dynamic_pointer_cast<const DatasetTable>(document->tables.front());
    if (table->members().empty()) {
        emit message(tr("%1 holds no file with a table").arg(m_name));
        return;
    }
    FileSession* session = m_show(document, m_name);
    session->setDatasetPaths(m_paths);
    auto* view = new DatasetView(table, m_job->skipped());
    session->hexPane()->showPage(view, tr("Files"));
    connect(view, &DatasetView::openFileRequested, this,
            [this](const QString& path) { m_open(path, {}); });
    emit message(tr("Opened %1").arg(m_name));
}

bool DatasetOpener::openRowInItsFile(const Document& document, quint64 row) {
    const auto* table = document.tables.empty()
                            ? nullptr
                            : dynamic_cast<const DatasetTable*>(document.tables.front().get());
    if (table == nullptr || row >= table->rowCount()) {
        return false;
    }
    const auto [member, ownRow] = table->memberRow(row);
    const auto& file = table->members()[member];
    OpenRequest request;
    request.row = ownRow;
    if (const auto cell = file.table->cellRange(ownRow, 0); cell && cell->layerPath.empty()) {
        request.offset = cell->range.offset;
    }
    m_open(QString::fromStdString(file.label), request);
    return true;
}

} // namespace strata::gui
