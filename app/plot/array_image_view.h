#pragma once

#include "plot/render/array_figure.h"

#include <QPoint>
#include <QRegion>
#include <QWidget>
#include <optional>

namespace strata::gui {

// Paints a plane of an N-dimensional array as a heatmap (arrayFigure) and lets the user look
// at it: the wheel zooms about the pointer, dragging pans, a double click shows it whole;
// hovering reports the item under the pointer and a click asks to select it.
class ArrayImageView : public QWidget {
    Q_OBJECT

public:
    explicit ArrayImageView(QWidget* parent = nullptr);

    // The plane read for `view` (whose x and y ranges the view then follows).
    void setPlane(ArrayPlane plane, ArrayView view);
    void clearPlane(const QString& message);
    // How the values are coloured: the range (nullopt: the shown items') and the scale.
    void setColouring(std::optional<double> min, std::optional<double> max, bool logarithmic);
    const ArrayPlane& plane() const { return m_plane; }
    const ArrayView& arrayView() const { return m_view; }
    const PlotFigure& figure() const { return m_figure; }
    // The item (x, y) of the plane painted at a widget position.
    std::optional<std::array<std::uint64_t, 2>> itemAt(const QPointF& position) const;
    // The widget position of the centre of item (x, y).
    QPointF positionOf(std::uint64_t x, std::uint64_t y) const;
    // Items of the plane outlined (those of the rows selected in the table): a square (x, y,
    // 1, 1) per item; cleared with the plane.
    void setMarkedItems(QRegion items);
    const QRegion& markedItems() const { return m_marked; }

signals:
    // The full index of the item under the pointer and its value, or nothing (left the plane).
    void hovered(std::vector<std::uint64_t> index, double value);
    void left();
    void itemClicked(std::vector<std::uint64_t> index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    // Shows the index ranges x and y (kept inside the plane) and makes the figure again.
    void show(plot::AxisRange x, plot::AxisRange y);
    QRectF area() const;

    ArrayPlane m_plane;
    ArrayView m_view;
    PlotFigure m_figure;
    QRegion m_marked;
    QString m_message;
    QPoint m_pressed;
    plot::AxisRange m_pressedX;
    plot::AxisRange m_pressedY;
    bool m_dragging = false;
};

} // namespace strata::gui
