#include "table/group_bar_chart.h"

#include "gui/plural_count.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace strata::gui {

GroupBarChart::GroupBarChart(QWidget* parent)
    : QWidget(parent) {
    setAccessibleName(tr("Bar chart of the groups"));
    setMinimumSize(200, 120);
}

void GroupBarChart::setBars(QString title, std::vector<Bar> bars, std::size_t total) {
    m_title = std::move(title);
    m_bars = std::move(bars);
    m_total = std::max(total, m_bars.size());
    update();
}

int GroupBarChart::barHeight() const {
    return fontMetrics().height() + 4;
}

int GroupBarChart::shownBars() const {
    const int fits = (height() - barHeight() - 8) / barHeight(); // below the title
    const int bars = static_cast<int>(m_bars.size());
    if (fits >= bars && m_total == m_bars.size()) {
        return bars;
    }
    return std::clamp(fits - 1, 0, bars); // a line left to say how many more
}

QSize GroupBarChart::sizeHint() const {
    return {320, 360};
}

void GroupBarChart::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setPen(palette().text().color());
    const int line = barHeight();
    painter.drawText(QRect(4, 2, width() - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
                     fontMetrics().elidedText(m_title, Qt::ElideRight, width() - 8));
    const int shown = shownBars();
    if (shown == 0) {
        return;
    }
    double largest = 0;
    int labelWidth = 0;
    int valueWidth = 0;
    for (int b = 0; b < shown; ++b) {
        const Bar& bar = m_bars[static_cast<std::size_t>(b)];
        largest = std::max(largest, bar.hasValue ? std::abs(bar.value) : 0.0);
        labelWidth = std::max(labelWidth, fontMetrics().horizontalAdvance(bar.label));
        valueWidth = std::max(valueWidth, fontMetrics().horizontalAdvance(bar.valueText));
    }
    // A character of slack: elidedText measures a little wider than horizontalAdvance.
    labelWidth = std::min(labelWidth + fontMetrics().averageCharWidth(), width() / 3);
    const int barsLeft = 8 + labelWidth + 6;
    const int barsWidth = std::max(10, width() - barsLeft - valueWidth - 12);
    const QColor fill = palette().highlight().color();
    for (int b = 0; b < shown; ++b) {
        const Bar& bar = m_bars[static_cast<std::size_t>(b)];
        const int top = line + 6 + b * line;
        painter.setPen(palette().text().color());
        painter.drawText(QRect(4, top, labelWidth + 4, line), Qt::AlignRight | Qt::AlignVCenter,
                         fontMetrics().elidedText(bar.label, Qt::ElideMiddle, labelWidth));
        int length = 0;
        if (bar.hasValue && largest > 0 && std::isfinite(bar.value)) {
            length = static_cast<int>(std::lround(std::abs(bar.value) / largest * barsWidth));
            painter.fillRect(QRect(barsLeft, top + 2, std::max(length, 1), line - 4), fill);
        }
        painter.drawText(QRect(barsLeft + length + 4, top, valueWidth + 4, line),
                         Qt::AlignLeft | Qt::AlignVCenter, bar.valueText);
    }
    if (static_cast<std::size_t>(shown) < m_total) {
        const std::size_t more = m_total - static_cast<std::size_t>(shown);
        painter.drawText(
            QRect(4, line + 6 + shown * line, width() - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
            withFullCount(tr("%Ln more group(s) not shown", nullptr, pluralCount(more)), more));
    }
}

} // namespace strata::gui
