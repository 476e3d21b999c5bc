#pragma once

#include "diagnostics/check_job.h"
#include "gui/selection.h"
#include "hex/hex_pane.h"
#include "model/document/document_loader.h"
#include "model/structure/structure_model.h"
#include "table/table_view_state.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace strata::gui {

class BookmarkList;
class HexPane;
class HexView;

// One open file: its bytes (mapped at once), its document (parsed in the background) and the
// models over it. The tab's hex pane (the file's hex view and its layers' tabs) belongs to it.
class FileSession : public QObject {
    Q_OBJECT

public:
    // What the window's panes showed of this file when another tab came to the front: the
    // tree's expanded rows, the selection (with the details and the hex view), the table; and
    // from a session file, the top row of the file's hex view (scrolled there after the
    // selection is shown).
    struct ViewState {
        std::vector<const Node*> expanded;
        std::optional<Selection> selection;
        TableViewState table;
        std::optional<quint64> hexTop;
    };

    FileSession(QString displayName, QObject* parent = nullptr);
    ~FileSession() override;

    bool openFile(const QString& path, QString* error);
    void openSource(ByteSourcePtr source);
    // Shows a document made elsewhere (a hand-built tree in tests), its bytes `document->source`.
    void openDocument(model::DocumentPtr document);

    const QString& displayName() const { return m_displayName; }
    // The file's absolute path; empty for bytes that are no file (a bundled sample, a dataset).
    const QString& filePath() const { return m_filePath; }
    // The files, folders and globs a dataset's tab was opened from (empty for a file).
    const QStringList& datasetPaths() const { return m_datasetPaths; }
    void setDatasetPaths(QStringList paths) { m_datasetPaths = std::move(paths); }
    // The bookmarks marked in this file, placed in its document once it is read.
    BookmarkList* bookmarks() const { return m_bookmarks; }
    HexPane* hexPane() const { return m_hexPane; }
    // The file's hex view.
    HexView* hexView() const;
    model::DocumentPtr document() const { return m_document; }
    model::StructureModel* structureModel() const { return m_structureModel.get(); }
    bool isLoaded() const { return m_document != nullptr; }
    // Calls `action` once the document is read: now if it is, else when it arrives (not at all
    // when `context` goes first).
    void whenRead(QObject* context, std::function<void()> action);
    // Checks the whole document once it is loaded (CheckJob); its diagnostics, once it
    // finished, are every one `strata-cli check` reports; diagnosticsChecked() says they grew.
    CheckJob* checkJob() const { return m_checkJob; }
    // The document's diagnostics: the check's once it finished, else those found on opening.
    const std::vector<Diagnostic>& diagnostics() const;
    // Kept by the window while the tab is behind another.
    std::optional<ViewState>& viewState() { return m_viewState; }

signals:
    void documentReady();
    void diagnosticsChecked();

private:
    void adopt(model::DocumentPtr document);

    QString m_displayName;
    QString m_filePath;
    QStringList m_datasetPaths;
    BookmarkList* m_bookmarks;
    QPointer<HexPane> m_hexPane; // the tab widget may delete it first
    model::DocumentLoader m_loader;
    model::DocumentPtr m_document;
    std::unique_ptr<model::StructureModel> m_structureModel;
    CheckJob* m_checkJob;
    std::optional<ViewState> m_viewState;
    // diagnostics() while the check runs, made again when it reports more.
    mutable std::optional<std::vector<Diagnostic>> m_diagnosticsSoFar;
};

// The file in front of a window (nullptr: none), asked for when it is needed.
using CurrentSession = std::function<FileSession*()>;

} // namespace strata::gui
