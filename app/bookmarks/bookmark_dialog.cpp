#include "bookmarks/bookmark_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>

namespace strata::gui {

const std::vector<BookmarkDialog::NamedColour>& BookmarkDialog::colours() {
    static const std::vector<NamedColour> colours{
        {QT_TR_NOOP("Yellow"), "#f2c94c"}, {QT_TR_NOOP("Orange"), "#f5a35c"},
        {QT_TR_NOOP("Red"), "#ef8a8a"},    {QT_TR_NOOP("Pink"), "#f0a6d3"},
        {QT_TR_NOOP("Purple"), "#c3a6f0"}, {QT_TR_NOOP("Blue"), "#8fbef2"},
        {QT_TR_NOOP("Green"), "#9ad99a"},  {QT_TR_NOOP("Grey"), "#c4c4c4"},
    };
    return colours;
}

BookmarkDialog::BookmarkDialog(const Bookmark& bookmark, const QString& title, QWidget* parent)
    : QDialog(parent)
    , m_bookmark(bookmark)
    , m_name(new QLineEdit(QString::fromStdString(bookmark.name)))
    , m_colour(new QComboBox)
    , m_note(new QPlainTextEdit(QString::fromStdString(bookmark.note))) {
    setWindowTitle(title);
    for (const NamedColour& colour : colours()) {
        QPixmap swatch(12, 12);
        swatch.fill(QColor(QString::fromLatin1(colour.hex)));
        m_colour->addItem(QIcon(swatch), tr(colour.name), QString::fromLatin1(colour.hex));
    }
    const int current = m_colour->findData(QString::fromStdString(bookmark.colour));
    if (current < 0) {
        // A colour a session file names that is not offered: kept, and shown as it is.
        QPixmap swatch(12, 12);
        swatch.fill(QColor(QString::fromStdString(bookmark.colour)));
        m_colour->addItem(QIcon(swatch), QString::fromStdString(bookmark.colour),
                          QString::fromStdString(bookmark.colour));
    }
    m_colour->setCurrentIndex(current < 0 ? m_colour->count() - 1 : current);
    m_note->setPlaceholderText(tr("What you found here (Markdown)"));
    m_note->setTabChangesFocus(true);

    QString where = QString::fromStdString(bookmark.path);
    if (bookmark.cell) {
        where += tr(", row %1, column %2")
                     .arg(QLocale().toString(bookmark.cell->row))
                     .arg(QString::fromStdString(bookmark.cell->column));
    }
    where += tr(", %Ln byte(s) at %1", nullptr,
                static_cast<int>(std::min<std::uint64_t>(bookmark.range.length, 1'000'000'000)))
                 .arg(QLocale().toString(bookmark.range.offset));
    auto* place = new QLabel(where);
    place->setWordWrap(true);
    place->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Place:"), place);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Colour:"), m_colour);
    form->addRow(tr("N&ote:"), m_note);
    form->addRow(buttons);
    resize(480, 320);
}

Bookmark BookmarkDialog::bookmark() const {
    Bookmark edited = m_bookmark;
    edited.name = m_name->text().trimmed().toStdString();
    edited.colour = m_colour->currentData().toString().toStdString();
    edited.note = m_note->toPlainText().toStdString();
    return edited;
}

std::optional<Bookmark> BookmarkDialog::edit(QWidget* parent, const Bookmark& bookmark,
                                             const QString& title) {
    BookmarkDialog dialog(bookmark, title, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return dialog.bookmark();
}

} // namespace strata::gui
