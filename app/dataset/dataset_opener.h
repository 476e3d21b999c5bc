#pragma once

#include "gui/open_request.h"
#include "strata/document.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>

namespace strata::gui {

class DatasetOpenJob;
class FileSession;

// Opens datasets in a window (issue 39: File › Open Folder…, several files dropped): the files
// opened in the background, then a tab whose page lists them (DatasetView) while the Table pane
// shows the one table of them all; a file or a row of that table opens in the file's own tab.
class DatasetOpener : public QObject {
    Q_OBJECT

public:
    // Shows a document in a new tab and returns its session.
    using ShowDocument =
        std::function<FileSession*(std::shared_ptr<const Document> document, const QString& name)>;
    using OpenFile = std::function<void(const QString& path, const OpenRequest& request)>;

    DatasetOpener(ShowDocument show, OpenFile open, QObject* parent = nullptr);

    void open(const QStringList& paths);
    DatasetOpenJob* job() const { return m_job; }
    // Opens the file that holds row `row` of a dataset's table, at that row and its bytes;
    // false when the document is no dataset.
    bool openRowInItsFile(const Document& document, quint64 row);

signals:
    void message(const QString& text);

private:
    void onOpened();

    ShowDocument m_show;
    OpenFile m_open;
    DatasetOpenJob* m_job;
    QString m_name;      // of the dataset being opened
    QStringList m_paths; // what it is opened from, absolute (a session names them)
};

} // namespace strata::gui
