#include "search/byte_finder.h"

#include "hex/hex_view.h"
#include "search/find_dialog.h"

#include <QFutureWatcher>
#include <QProgressDialog>

namespace strata::gui {

ByteFinder::ByteFinder(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_dialog(new FindDialog(window)) {
    // The dialog says what the last search found too: the status bar's message goes by.
    connect(this, &ByteFinder::message, m_dialog, &FindDialog::showResult);
    connect(m_dialog, &FindDialog::findNextRequested, this,
            [this] { takeDialogQuery(model::SearchDirection::Forward); });
    connect(m_dialog, &FindDialog::findPreviousRequested, this,
            [this] { takeDialogQuery(model::SearchDirection::Backward); });
}

void ByteFinder::showDialog() {
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void ByteFinder::takeDialogQuery(model::SearchDirection direction) {
    auto pattern = model::parseSearchPattern(m_dialog->pattern(), m_dialog->isHex());
    if (!pattern) {
        emit message(tr("Not a byte pattern: %1").arg(m_dialog->pattern()));
        return;
    }
    m_pattern = std::move(*pattern);
    emit searchRequested(direction);
}

void ByteFinder::findAgain(HexView* hex, model::SearchDirection direction) {
    if (m_pattern.empty()) {
        showDialog();
        return;
    }
    find(hex, m_pattern, direction);
}

void ByteFinder::find(HexView* hex, std::vector<std::byte> pattern,
                      model::SearchDirection direction) {
    if (hex == nullptr || pattern.empty()) {
        return;
    }
    m_pattern = pattern;
    m_dialog->showResult({});
    // Forward starts past the selection's first byte, backward before it, so repeating the
    // search steps from match to match.
    const ByteRange current = hex->selection();
    const quint64 from = direction == model::SearchDirection::Forward && current.length > 0
                             ? current.offset + 1
                             : current.offset;
    const quint64 length = pattern.size();
    auto* watcher = new QFutureWatcher<qint64>(this);
    auto* progress = new QProgressDialog(tr("Searching…"), tr("Cancel"), 0, 1000, m_window);
    progress->setMinimumDuration(300);
    progress->setWindowModality(Qt::WindowModal);
    connect(watcher, &QFutureWatcher<qint64>::progressValueChanged, progress,
            &QProgressDialog::setValue);
    connect(progress, &QProgressDialog::canceled, watcher, &QFutureWatcher<qint64>::cancel);
    const QPointer<HexView> target(hex);
    const bool forward = direction == model::SearchDirection::Forward;
    connect(watcher, &QFutureWatcher<qint64>::finished, this,
            [this, watcher, progress, target, length, from, forward] {
                progress->deleteLater();
                watcher->deleteLater();
                if (watcher->isCanceled() || watcher->future().resultCount() == 0) {
                    emit message(tr("Search cancelled"));
                    return;
                }
                const qint64 offset = watcher->result();
                if (offset < 0) {
                    emit message(tr("Not found"));
                    return;
                }
                if (target != nullptr) {
                    emit found(target, static_cast<quint64>(offset), length);
                }
                // The match lies on the other side of where the search started.
                const auto at = static_cast<quint64>(offset);
                if (forward && at < from) {
                    emit message(tr("Reached the end of the file; continued from the start"));
                } else if (!forward && at >= from) {
                    emit message(tr("Reached the start of the file; continued from the end"));
                }
            });
    watcher->setFuture(model::findBytes(hex->source(), std::move(pattern), from, direction));
}

} // namespace strata::gui
