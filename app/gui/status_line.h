#pragma once

#include <QList>
#include <QObject>

class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;
class QWidget;

namespace strata::gui {

class FileSession;

// The status bar's permanent part: while a file opens, a busy bar and a button that gives up on
// it (the hex view works meanwhile); then the file's format, the size of the bytes in front (a
// layer's while its tab is in front), the cursor's offset and how many bytes are selected.
class StatusLine : public QObject {
    Q_OBJECT

public:
    // The strips of background jobs (export, repair) sit between the opening progress and the
    // labels.
    StatusLine(QStatusBar* bar, const QList<QWidget*>& jobStrips, QObject* parent = nullptr);

    // What the file in front shows now; nullptr: no file.
    void show(const FileSession* session);
    // A passing message (what a command did, why it could not), for a few seconds.
    void say(const QString& text);
    // The same, shown for `milliseconds` (0: until the next); an empty text clears the line.
    void sayFor(const QString& text, int milliseconds);

signals:
    void cancelOpeningRequested();

private:
    QStatusBar* m_bar;
    QLabel* m_format;
    QLabel* m_size;
    QLabel* m_cursor;
    QLabel* m_selection;
    QProgressBar* m_opening;
    QToolButton* m_cancelOpening;
};

} // namespace strata::gui
