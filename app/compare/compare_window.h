#pragma once

#include "model/document/document_loader.h"
#include "strata/bookmark.h"
#include "strata/document_diff.h"

#include <QMainWindow>
#include <array>
#include <cstdint>
#include <vector>

class QSplitter;

namespace strata::model {
struct DifferenceItem;
}

namespace strata::gui {

class CellBytesLookup;
class CompareSide;
class DiffJob;
class DifferencesPane;
class FileSession;
class TableDiffPane;

// Two files side by side (File › Compare With…, `strata --compare A B`): each one's tree above
// its bytes, the trees and the hex views scrolling together, the bytes that differ framed in
// both; the Differences dock lists what diffDocuments found (computed by a DiffJob once both
// files are open), the Table Differences dock shows a table of both files as one. F7 and
// Shift+F7 step through the differences, each selecting its nodes and bytes in both files.
class CompareWindow : public QMainWindow {
    Q_OBJECT

public:
    // At most this many differences of each kind are listed (every one is counted).
    static constexpr std::size_t maxListed = 10000;

    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Opens both files; false (after saying why) when either cannot be opened.
    bool openFiles(const QString& pathA, const QString& pathB);
    // Compares a file already open (the main window's: its document, and its bookmarks on both
    // sides) with a file.
    bool compareWith(const FileSession& a, const QString& pathB);
    // File › Compare With…: asks for the file to compare an open one with, and shows the
    // comparison in a window of its own (a child of `parent`).
    static void askAndOpen(QWidget* parent, const FileSession& a);
    // Shows these bookmarks on both sides, each found in each file by its path (moved or
    // missing in the other).
    void setBookmarks(const std::vector<Bookmark>& bookmarks);
    // The two files' paths (a session names them).
    const std::array<QString, 2>& filePaths() const { return m_paths; }

    CompareSide* side(int index) const { return m_sides[static_cast<std::size_t>(index)]; }
    DifferencesPane* differencesPane() const { return m_differences; }
    TableDiffPane* tableDiffPane() const { return m_tableDiff; }
    DiffJob* job() const { return m_job; }
    std::shared_ptr<const DocumentDiff> diff() const { return m_diff; }

    // F7 and Shift+F7.
    void nextDifference();
    void previousDifference();

signals:
    // The comparison finished (or was cancelled) and its differences are listed.
    void compared();

private:
    void createSides(const QString& nameA, const QString& nameB);
    void createDocks();
    void createMenus();
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool openInto(CompareSide& side, const QString& path);
    void startWhenOpen();
    // Compares the files again with the key columns and tolerance the Table Differences dock
    // names (keyed: that table alone, as other tables may lack the key columns).
    void compareAgain();
    void onCompared();
    void showDifference(int row);
    // A node the user selected in one side's tree: its bytes there, and the node at the same
    // path in the other file with its bytes.
    void followNode(int from, const Node* node);
    // A cell difference whose bytes the diff could not name in the file: the cell's bytes on
    // each side, looked up off the GUI thread (a Blosc2 item's in its chunk's decoded layer).
    void findCellBytes(int side, const model::DifferenceItem& item);
    void syncTrees();
    void syncHexViews();
    // After a difference or a node is shown: the selected rows fully in view once the trees
    // have laid out what was expanded, and the offsets between the views kept from there.
    void revealSelection();
    void keepOffsets();
    void step(int direction);

    std::array<CompareSide*, 2> m_sides{};
    std::array<QString, 2> m_paths;
    QSplitter* m_splitter;
    DifferencesPane* m_differences;
    TableDiffPane* m_tableDiff;
    std::array<CellBytesLookup*, 2> m_cellBytes{};
    DiffJob* m_job;
    std::shared_ptr<const DocumentDiff> m_diff;
    DiffOptions m_options;
    // How far B's hex view is ahead of A's (bytes): set when a difference or a node shows both,
    // kept while either is scrolled, so inserted bytes do not pull them apart.
    std::int64_t m_scrollDelta = 0;
    // The same for the trees' scroll bars (rows): the trees differ where the files do.
    int m_treeDelta = 0;
    bool m_routing = false;
    bool m_docksSized = false;
};

} // namespace strata::gui
