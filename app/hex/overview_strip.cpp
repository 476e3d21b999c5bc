#include "hex/overview_strip.h"

#include "hex/byte_kind_map.h"
#include "model/jobs/job_threads.h"
#include "strata/byte_kinds.h"

#include <QActionGroup>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>

namespace strata::gui {
namespace {

// The deepest node already produced in `space` that holds `offset`: hovering never decodes.
const Node* producedNodeAt(const Node* root, const Layer* space, std::uint64_t offset) {
    if (root == nullptr) {
        return nullptr;
    }
    const Node* current = root;
    for (bool deeper = true; deeper;) {
        deeper = false;
        for (const auto& child : current->childrenIfProduced()) {
            if (child->layer() == space && child->range().contains(offset)) {
                current = child.get();
                deeper = true;
                break;
            }
        }
    }
    return current->layer() == space ? current : nullptr;
}

} // namespace

OverviewStrip::OverviewStrip(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setToolTip(tr("Where the bytes go"));
    m_restart.setSingleShot(true);
    m_restart.setInterval(80);
    connect(&m_restart, &QTimer::timeout, this, &OverviewStrip::compute);
    connect(&m_watcher, &QFutureWatcher<std::vector<OverviewSlice>>::finished, this, [this] {
        if (!m_watcher.isCanceled() && !m_cancel->load()) {
            m_slices = m_watcher.result();
            update();
            emit computed();
        }
    });
}

OverviewStrip::~OverviewStrip() {
    if (m_cancel) {
        m_cancel->store(true);
    }
    m_watcher.waitForFinished();
}

void OverviewStrip::setContent(ByteSourcePtr bytes, const Node* root, const Layer* space) {
    m_bytes = std::move(bytes);
    m_root = root;
    m_space = space;
    m_slices.clear();
    update();
    refresh();
}

void OverviewStrip::refresh() {
    m_restart.start();
}

void OverviewStrip::setMode(Mode mode) {
    m_mode = mode;
    update();
}

void OverviewStrip::setVisibleRange(const ByteRange& range) {
    if (range != m_visible) {
        m_visible = range;
        update();
    }
}

void OverviewStrip::compute() {
    if (m_watcher.isRunning()) {
        m_cancel->store(true);
        m_watcher.waitForFinished();
    }
    if (!m_bytes || height() <= 0) {
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(
        QtConcurrent::run(jobThreads(), [bytes = m_bytes, root = m_root, space = m_space,
                                         rows = std::size_t(height()), cancel = m_cancel] {
            JobControl control;
            control.cancel = cancel.get();
            return computeByteOverview(*bytes, root, space, rows, control);
        }));
}

QColor OverviewStrip::colorOf(const OverviewSlice& slice) const {
    switch (m_mode) {
    case Mode::Kind:
        return ByteKindMap::colorOf(
            slice.kind ? ByteKindMap::bandOf(*slice.kind) : ByteKindMap::Band::None, palette());
    case Mode::Entropy:
        // Blue for bytes that say little (zeros, text) to red for random-looking ones.
        return QColor::fromHsvF(
            float(std::clamp(1.0 - slice.entropy / 8.0, 0.0, 1.0) * 240.0 / 360.0), 0.65f, 0.95f);
    case Mode::Ratio:
        if (!slice.ratio) {
            return ByteKindMap::colorOf(ByteKindMap::Band::Unknown, palette());
        }
        // Red where the bytes barely shrank (ratio 1 or less) to green at 16x and beyond.
        return QColor::fromHsvF(
            float(std::clamp(std::log2(std::max(*slice.ratio, 1e-9)) / 4.0, 0.0, 1.0) * 120.0 /
                  360.0),
            0.65f, 0.9f);
    }
    return palette().color(QPalette::Base);
}

std::uint64_t OverviewStrip::offsetAt(int y) const {
    if (m_slices.empty()) {
        return 0;
    }
    const auto index =
        std::size_t(std::clamp<qint64>(qint64(y) * qint64(m_slices.size()) / std::max(1, height()),
                                       0, qint64(m_slices.size()) - 1));
    return m_slices[index].range.offset;
}

int OverviewStrip::rowOf(std::uint64_t offset) const {
    if (!m_bytes || m_bytes->size() == 0) {
        return 0;
    }
    return int(double(offset) / double(m_bytes->size()) * height());
}

QSize OverviewStrip::sizeHint() const {
    return {fontMetrics().height(), 200};
}

QSize OverviewStrip::minimumSizeHint() const {
    return {fontMetrics().height() / 2 + 4, 40};
}

void OverviewStrip::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    const int rows = height();
    const std::size_t count = m_slices.size();
    for (int y = 0; y < rows && count != 0; ++y) {
        const auto first = std::size_t(qint64(y) * qint64(count) / rows);
        painter.fillRect(0, y, width(), 1, colorOf(m_slices[first]));
    }
    if (m_bytes && m_bytes->size() != 0) {
        // Each bookmark a tick across the strip's right half: seen over any colouring.
        for (const ByteTint& tint : m_tints) {
            const int top = rowOf(tint.range.offset);
            const int bottom = std::max(top + 3, rowOf(tint.range.end()));
            painter.fillRect(width() / 2, top, width() - width() / 2, bottom - top, tint.colour);
        }
    }
    if (m_visible.length != 0 && m_bytes && m_bytes->size() != 0) {
        const int top = rowOf(m_visible.offset);
        const int bottom = std::max(top + 2, rowOf(m_visible.end()));
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRect(QRect(1, top, width() - 2, bottom - top).adjusted(0, 0, -1, -1));
    }
}

void OverviewStrip::setTints(std::vector<ByteTint> tints) {
    m_tints = std::move(tints);
    update();
}

void OverviewStrip::resizeEvent(QResizeEvent*) {
    refresh();
}

void OverviewStrip::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && !m_slices.empty()) {
        emit offsetRequested(offsetAt(event->position().toPoint().y()));
    }
}

void OverviewStrip::mouseMoveEvent(QMouseEvent* event) {
    if ((event->buttons() & Qt::LeftButton) && !m_slices.empty()) {
        emit offsetRequested(
            offsetAt(std::clamp(event->position().toPoint().y(), 0, height() - 1)));
    }
}

void OverviewStrip::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    auto* group = new QActionGroup(&menu);
    const std::pair<Mode, QString> modes[] = {{Mode::Kind, tr("Colour by kind of bytes")},
                                              {Mode::Entropy, tr("Colour by entropy")},
                                              {Mode::Ratio, tr("Colour by compression ratio")}};
    for (const auto& [mode, text] : modes) {
        QAction* action = menu.addAction(text);
        action->setCheckable(true);
        action->setChecked(mode == m_mode);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode = mode] { setMode(mode); });
    }
    menu.exec(event->globalPos());
}

QString OverviewStrip::toolTipAt(int y) const {
    if (m_slices.empty()) {
        return tr("Where the bytes go (computing…)");
    }
    const auto index =
        std::size_t(std::clamp<qint64>(qint64(y) * qint64(m_slices.size()) / std::max(1, height()),
                                       0, qint64(m_slices.size()) - 1));
    const OverviewSlice& slice = m_slices[index];
    QStringList lines;
    if (const Node* node = producedNodeAt(m_root, m_space, slice.range.offset)) {
        lines << QString::fromStdString(node->label());
    }
    lines << tr("offset %1 (0x%2)").arg(slice.range.offset).arg(slice.range.offset, 0, 16);
    lines << tr("entropy %1 bits per byte").arg(slice.entropy, 0, 'f', 2);
    if (slice.ratio) {
        lines << tr("compression ratio %1×").arg(*slice.ratio, 0, 'f', 2);
    }
    return lines.join(QLatin1Char('\n'));
}

bool OverviewStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        QToolTip::showText(help->globalPos(), toolTipAt(help->pos().y()), this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace strata::gui
