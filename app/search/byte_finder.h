#pragma once

#include "model/search/byte_search.h"

#include <QObject>
#include <QPointer>
#include <vector>

namespace strata::gui {

class FindDialog;
class HexView;

// Find in the current file: keeps the last query (and its mode) for Find Next and Find
// Previous, runs each search in the background with a progress dialog, and reports the match.
class ByteFinder : public QObject {
    Q_OBJECT

public:
    explicit ByteFinder(QWidget* window);

    // Shows the (non-modal) Find dialog with the last query.
    void showDialog();
    // Searches `hex`'s file from its selection for the last query; asks for one when there is
    // none yet.
    void findAgain(HexView* hex, model::SearchDirection direction);
    // Searches for the bytes (tests call it directly).
    void find(HexView* hex, std::vector<std::byte> pattern, model::SearchDirection direction);
    FindDialog* dialog() const { return m_dialog; }

signals:
    void found(strata::gui::HexView* hex, quint64 offset, quint64 length);
    void message(const QString& text);
    // The dialog asks for a search in the current file.
    void searchRequested(strata::model::SearchDirection direction);

private:
    void takeDialogQuery(model::SearchDirection direction);

    QWidget* m_window;
    FindDialog* m_dialog;
    std::vector<std::byte> m_pattern;
};

} // namespace strata::gui
