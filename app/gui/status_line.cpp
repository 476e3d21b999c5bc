#include "gui/status_line.h"

#include "gui/file_session.h"
#include "gui/plural_count.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "strata/dataset_table.h"
#include "strata/document.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace strata::gui {

StatusLine::StatusLine(QStatusBar* bar, const QList<QWidget*>& jobStrips, QObject* parent)
    : QObject(parent)
    , m_bar(bar)
    , m_format(new QLabel)
    , m_size(new QLabel)
    , m_cursor(new QLabel)
    , m_selection(new QLabel)
    , m_opening(new QProgressBar)
    , m_cancelOpening(new QToolButton) {
    m_opening->setRange(0, 0);
    m_opening->setMaximumWidth(120);
    m_opening->setAccessibleName(tr("Opening progress"));
    m_cancelOpening->setText(tr("Cancel"));
    m_cancelOpening->setToolTip(tr("Stop opening this file"));
    bar->addPermanentWidget(m_opening);
    bar->addPermanentWidget(m_cancelOpening);
    connect(m_cancelOpening, &QToolButton::clicked, this, &StatusLine::cancelOpeningRequested);
    for (QWidget* strip : jobStrips) {
        bar->addPermanentWidget(strip);
    }
    for (QLabel* label : {m_format, m_size, m_cursor, m_selection}) {
        bar->addPermanentWidget(label);
    }
}

void StatusLine::say(const QString& text) {
    sayFor(text, 6000);
}

void StatusLine::sayFor(const QString& text, int milliseconds) {
    m_bar->showMessage(text, milliseconds);
}

void StatusLine::show(const FileSession* session) {
    if (session == nullptr) {
        m_opening->hide();
        m_cancelOpening->hide();
        m_format->setText(tr("No file"));
        m_format->setToolTip(QString());
        m_size->clear();
        m_cursor->clear();
        m_selection->clear();
        return;
    }
    m_format->setText(session->isLoaded() ? QString::fromStdString(session->document()->formatName)
                                          : tr("Opening…"));
    // What the file says of the release that wrote it, for a writer's debugger (Blosc2's format
    // versions, the b2nd metalayer's).
    const std::string writer = session->isLoaded() ? session->document()->writer : std::string();
    m_format->setToolTip(writer.empty() ? QString()
                                        : tr("Written as: %1").arg(QString::fromStdString(writer)));
    m_opening->setVisible(!session->isLoaded());
    m_cancelOpening->setVisible(!session->isLoaded());
    if (session->isLoaded() && session->document()->formatName == datasetFormatName) {
        // A dataset has no bytes of its own: its files instead of an offset.
        const auto& table = static_cast<const DatasetTable&>(*session->document()->tables.front());
        m_format->setText(tr("Dataset"));
        m_size->setText(tr("%Ln file(s)", nullptr, static_cast<int>(table.members().size())));
        m_cursor->clear();
        m_selection->clear();
        return;
    }
    const HexView* hexView = session->hexPane()->currentView();
    const auto source = hexView->source();
    const quint64 size = source ? source->size() : 0;
    // In a layer, the size and offset are the layer's, and the label says which layer.
    const Layer* layer = session->hexPane()->currentLayer();
    m_size->setText(layer != nullptr && source == nullptr
                        ? tr("Decoding…")
                        : withFullCount(tr("%Ln byte(s)", nullptr, pluralCount(size)), size));
    const quint64 cursor = hexView->cursor();
    m_cursor->setText(layer != nullptr ? tr("%1: offset %2 (0x%3)")
                                             .arg(QString::fromStdString(layer->name()))
                                             .arg(cursor)
                                             .arg(cursor, 0, 16)
                                       : tr("Offset %1 (0x%2)").arg(cursor).arg(cursor, 0, 16));
    m_cursor->setToolTip(layer != nullptr ? QString::fromStdString(layer->path()) : QString());
    const quint64 selected = hexView->selection().length;
    m_selection->setText(
        withFullCount(tr("Selected %Ln byte(s)", nullptr, pluralCount(selected)), selected));
}

} // namespace strata::gui
