#pragma once

#include "plot/render/plot_figure.h"
#include "strata/plot/table_plot.h"

#include <QPoint>
#include <QWidget>
#include <optional>
#include <vector>

class QRubberBand;

namespace strata::gui {

// Paints a plot and lets the user move about it: the wheel zooms about the pointer, dragging
// pans, Shift+drag (or the right button) draws a rectangle to zoom into, a double click asks to
// reset; a click on a point asks to select its row. What was aggregated for other ranges is
// shown moved and scaled at once, until the aggregate of the new ranges arrives.
class PlotView : public QWidget {
    Q_OBJECT

public:
    explicit PlotView(QWidget* parent = nullptr);

    // The figure of `aggregate`, made for `request` (whose ranges and size it was made at).
    void setPlot(PlotFigure figure, plot::PlotRequest request, plot::PlotAggregate aggregate);
    // Shows `message` in place of a plot.
    void clearPlot(const QString& message);
    bool hasPlot() const { return m_aggregate.has_value(); }
    const PlotFigure& figure() const { return m_figure; }
    // The ranges shown (those of the figure, or where the user zoomed or panned to since).
    plot::AxisRange shownX() const { return m_shownX; }
    plot::AxisRange shownY() const { return m_shownY; }
    void setShownRanges(plot::AxisRange x, plot::AxisRange y);
    // The plot area at the view's size, for `figure`'s axes: the size to aggregate at.
    QRect plotArea(const PlotFigure& figure) const;
    // The widget position of a data point, as painted now.
    QPointF positionOf(double x, double y) const;
    // The row of the point painted at (or within a few pixels of) `position`.
    std::optional<quint64> rowAt(const QPoint& position) const;
    // Data points marked with a ring (the rows selected in the table).
    void setMarkedPoints(std::vector<QPointF> points);
    const std::vector<QPointF>& markedPoints() const { return m_marked; }

    // The figure as painted now: the shown ranges, the content placed where its ranges lie,
    // the marked points (what an export writes).
    PlotFigure shownFigure() const;
    const std::optional<plot::PlotAggregate>& aggregate() const { return m_aggregate; }

signals:
    void rangesChanged(strata::plot::AxisRange x, strata::plot::AxisRange y);
    void resetRequested();
    void rowClicked(quint64 row);
    void resized();

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QRect shownArea() const;

    PlotFigure m_figure;
    plot::PlotRequest m_request;
    std::optional<plot::PlotAggregate> m_aggregate;
    plot::AxisRange m_shownX;
    plot::AxisRange m_shownY;
    QString m_message;
    std::vector<QPointF> m_marked;
    QPoint m_pressed;
    plot::AxisRange m_pressedX;
    plot::AxisRange m_pressedY;
    bool m_dragging = false;
    QRubberBand* m_band = nullptr;
};

} // namespace strata::gui
