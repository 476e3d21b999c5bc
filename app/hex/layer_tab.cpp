#include "hex/layer_tab.h"

#include "gui/plural_count.h"
#include "hex/hex_view.h"
#include "hex/layer_bytes_job.h"
#include "strata/layer_cache.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

// Progress bars take an int; totals are scaled to this many steps.
constexpr int progressSteps = 1000;

} // namespace

LayerTab::LayerTab(const Layer& layer, QWidget* parent)
    : QWidget(parent)
    , m_layer(layer)
    , m_caption(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_hexView(new HexView(this))
    , m_job(new LayerBytesJob(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* strip = new QHBoxLayout;
    strip->setContentsMargins(4, 2, 4, 0);
    strip->addWidget(m_caption, 1);
    strip->addWidget(m_progress);
    strip->addWidget(m_cancel);
    layout->addLayout(strip);
    layout->addWidget(m_hexView, 1);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setAccessibleName(tr("Layer origin"));
    m_progress->setMaximumWidth(120);
    m_progress->setAccessibleName(tr("Decoding progress"));
    m_hexView->setAccessibleName(tr("Hex view of %1").arg(QString::fromStdString(layer.name())));
    connect(m_job, &LayerBytesJob::progressChanged, this, &LayerTab::showProgress);
    connect(m_job, &LayerBytesJob::finished, this, &LayerTab::adopt);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (m_job->isRunning()) {
            m_job->cancel();
        } else {
            decode();
        }
    });
    decode();
}

LayerTab::~LayerTab() {
    if (m_bytes != nullptr) {
        LayerCache::shared().drop(m_bytes.get());
    }
}

bool LayerTab::isDecoding() const {
    return m_job->isRunning();
}

void LayerTab::decode() {
    m_caption->setText(tr("Decoding %1…").arg(QString::fromStdString(m_layer.origin())));
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop decoding this layer"));
    m_cancel->show();
    m_job->start(m_layer);
}

void LayerTab::showProgress(quint64 done, quint64 total) {
    if (total == 0) {
        m_progress->setRange(0, 0);
        return;
    }
    m_progress->setRange(0, progressSteps);
    m_progress->setValue(static_cast<int>(std::min(done, total) * progressSteps / total));
}

void LayerTab::adopt() {
    m_bytes = m_job->takeResult();
    m_progress->hide();
    if (m_bytes == nullptr) {
        m_caption->setText(tr("Decoding stopped"));
        m_cancel->setText(tr("Decode"));
        m_cancel->setToolTip(tr("Decode this layer again"));
        return;
    }
    m_cancel->hide();
    QString caption = QString::fromStdString(m_layer.origin());
    for (const Diagnostic& diagnostic : m_bytes->diagnostics) {
        caption += QStringLiteral(" — ") + QString::fromStdString(diagnostic.message);
    }
    m_caption->setText(caption);
    m_caption->setToolTip(description());
    {
        // The selection is the window's already: the view takes it without announcing it.
        const QSignalBlocker quiet(m_hexView);
        m_hexView->setLayerSource(m_layer, m_bytes->source);
        if (m_pending) {
            m_hexView->setSelection(*m_pending);
        }
    }
    m_pending.reset();
    emit bytesReady();
}

void LayerTab::select(const ByteRange& range) {
    if (m_bytes == nullptr) {
        m_pending = range;
        return;
    }
    m_hexView->setSelection(range);
}

QString LayerTab::description() const {
    QString text =
        QString::fromStdString(m_layer.path()) + u'\n' + QString::fromStdString(m_layer.origin());
    const std::uint64_t size =
        m_bytes != nullptr ? m_bytes->source->size() : m_layer.size().value_or(0);
    if (m_bytes != nullptr || m_layer.size()) {
        text += u'\n' + withFullCount(tr("%Ln byte(s)", nullptr, pluralCount(size)), size);
    }
    if (m_bytes != nullptr) {
        for (const Diagnostic& diagnostic : m_bytes->diagnostics) {
            text += u'\n' + tr("%1 at file offset %2")
                                .arg(QString::fromStdString(diagnostic.message))
                                .arg(diagnostic.offset);
        }
    }
    return text;
}

} // namespace strata::gui
