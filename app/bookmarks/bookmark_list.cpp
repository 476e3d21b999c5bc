#include "bookmarks/bookmark_list.h"

namespace strata::gui {

BookmarkList::BookmarkList(QObject* parent)
    : QObject(parent) {}

BookmarkPlace BookmarkList::place(const Bookmark& bookmark) const {
    if (m_document == nullptr) {
        BookmarkPlace unread;
        unread.reason = "the file is not read yet";
        return unread;
    }
    return placeBookmark(*m_document, bookmark);
}

void BookmarkList::setDocument(std::shared_ptr<const Document> document) {
    m_document = std::move(document);
    setAll(std::move(m_bookmarks));
}

int BookmarkList::add(Bookmark bookmark) {
    m_places.push_back(place(bookmark));
    m_bookmarks.push_back(std::move(bookmark));
    emit changed();
    return size() - 1;
}

void BookmarkList::replace(int index, Bookmark bookmark) {
    const auto at = static_cast<std::size_t>(index);
    m_places.at(at) = place(bookmark);
    m_bookmarks.at(at) = std::move(bookmark);
    emit changed();
}

void BookmarkList::remove(int index) {
    m_bookmarks.erase(m_bookmarks.begin() + index);
    m_places.erase(m_places.begin() + index);
    emit changed();
}

void BookmarkList::setAll(std::vector<Bookmark> bookmarks) {
    m_bookmarks = std::move(bookmarks);
    m_places.clear();
    for (const Bookmark& bookmark : m_bookmarks) {
        m_places.push_back(place(bookmark));
    }
    emit changed();
}

} // namespace strata::gui
