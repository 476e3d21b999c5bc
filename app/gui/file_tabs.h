#pragma once

#include <QObject>
#include <vector>

class QTabWidget;

namespace strata {
class Layer;
}

namespace strata::gui {

class FileSession;
class HexPane;

// The open files, a tab each (the file's hex pane), in tab order. What the file in front says
// (its hex pane's cursor and selection, its bytes read, its check done) is passed on, so the
// window listens to one object whichever file is in front.
class FileTabs : public QObject {
    Q_OBJECT

public:
    explicit FileTabs(QTabWidget* tabs, QObject* parent = nullptr);

    // Takes the session, gives it a tab and brings it to the front.
    void add(FileSession* session);
    // Closes the file's tab and deletes its session (`closing` first).
    void close(int index);
    // Deletes every session, without a signal: the window is going.
    void closeAllQuietly();

    FileSession* current() const;
    int indexOf(const FileSession* session) const; // -1: not open (any more)
    void bringToFront(int index);
    const std::vector<FileSession*>& sessions() const { return m_sessions; }

signals:
    // Another file came to the front, the one in front was read, or the last one closed
    // (nullptr).
    void currentChanged(strata::gui::FileSession* session);
    void closing(strata::gui::FileSession* session);
    // Of the file in front.
    void cursorMoved(const strata::Layer* layer, quint64 offset);
    void selectionEdited();
    void selectNodeRequested(const strata::Layer* layer, quint64 offset, quint64 length);
    // Another of its tabs in front, or a layer's bytes arrived.
    void bytesInFrontChanged();
    void goToOffsetRequested(strata::gui::HexPane* pane);
    void message(const QString& text);
    void diagnosticsChecked(strata::gui::FileSession* session);

private:
    QTabWidget* m_tabs;
    std::vector<FileSession*> m_sessions; // in tab order
};

} // namespace strata::gui
