#include "statistics/histogram_view.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace strata::gui {

HistogramView::HistogramView(QWidget* parent)
    : QWidget(parent) {
    setMinimumHeight(140);
    setAccessibleName(tr("Histogram"));
}

void HistogramView::setBars(std::vector<Bar> bars, const QString& title, bool estimated) {
    m_bars = std::move(bars);
    m_title = title;
    m_estimated = estimated;
    update();
}

QString HistogramView::barToolTip(std::size_t index) const {
    const Bar& bar = m_bars.at(index);
    return m_estimated ? tr("%1: ≈ %2").arg(bar.label).arg(bar.count)
                       : tr("%1: %2").arg(bar.label).arg(bar.count);
}

QRect HistogramView::plotArea() const {
    const int text = fontMetrics().height();
    return rect().adjusted(8, text + 8, -8, -text - 8);
}

int HistogramView::barAt(const QPoint& point) const {
    const QRect area = plotArea();
    if (m_bars.empty() || !area.contains(point)) {
        return -1;
    }
    return std::min(static_cast<int>(m_bars.size()) - 1, (point.x() - area.left()) *
                                                             static_cast<int>(m_bars.size()) /
                                                             std::max(1, area.width()));
}

void HistogramView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Text));
    painter.drawText(rect().adjusted(8, 4, -8, 0), Qt::AlignTop | Qt::AlignLeft, m_title);
    if (m_bars.empty()) {
        painter.drawText(rect(), Qt::AlignCenter, tr("No values"));
        return;
    }
    const QRect area = plotArea();
    const std::uint64_t highest =
        std::max_element(m_bars.begin(), m_bars.end(), [](const Bar& a, const Bar& b) {
            return a.count < b.count;
        })->count;
    const double width = static_cast<double>(area.width()) / static_cast<double>(m_bars.size());
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const double share =
            highest == 0 ? 0 : static_cast<double>(m_bars[i].count) / static_cast<double>(highest);
        const int height = static_cast<int>(share * area.height());
        const QRectF bar(area.left() + static_cast<double>(i) * width + 1, area.bottom() - height,
                         std::max(1.0, width - 2), height);
        painter.fillRect(bar, pal.color(QPalette::Highlight));
    }
    painter.setPen(pal.color(QPalette::PlaceholderText));
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    const QRect labels(area.left(), area.bottom() + 4, area.width(), fontMetrics().height());
    painter.drawText(labels, Qt::AlignLeft, m_bars.front().label);
    if (m_bars.size() > 1) {
        painter.drawText(labels, Qt::AlignRight, m_bars.back().label);
    }
    painter.drawText(rect().adjusted(8, 4, -8, 0), Qt::AlignTop | Qt::AlignRight,
                     m_estimated ? tr("max ≈ %1").arg(highest) : tr("max %1").arg(highest));
}

bool HistogramView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int bar = barAt(help->pos());
        if (bar >= 0) {
            QToolTip::showText(help->globalPos(), barToolTip(static_cast<std::size_t>(bar)), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace strata::gui
