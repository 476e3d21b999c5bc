#pragma once

#include "strata/bookmark.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace strata::gui {

// Asks for a bookmark's name, colour and Markdown note; the place it marks is shown, not edited.
class BookmarkDialog : public QDialog {
    Q_OBJECT

public:
    BookmarkDialog(const Bookmark& bookmark, const QString& title, QWidget* parent = nullptr);

    // The bookmark as edited, or nullopt when the dialog was cancelled.
    static std::optional<Bookmark> edit(QWidget* parent, const Bookmark& bookmark,
                                        const QString& title);
    Bookmark bookmark() const;

    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* colourPicker() const { return m_colour; }
    QPlainTextEdit* noteEdit() const { return m_note; }

    // The colours offered: light enough that the bytes they tint stay readable.
    struct NamedColour {
        const char* name;
        const char* hex;
    };
    static const std::vector<NamedColour>& colours();

private:
    Bookmark m_bookmark;
    QLineEdit* m_name;
    QComboBox* m_colour;
    QPlainTextEdit* m_note;
};

} // namespace strata::gui
