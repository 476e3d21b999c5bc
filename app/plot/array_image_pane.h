#pragma once

#include "plot/render/array_figure.h"
#include "strata/table.h"

#include <QFutureWatcher>
#include <QWidget>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;

namespace strata::gui {

class ArrayImageView;

// An N-dimensional array as an image (issue 21, point 4), as h5web shows one: pickers for the
// dimensions drawn across (x) and up (y), a slider for every other dimension, the colour range
// and a logarithmic scale, and the heatmap. The plane is read on a worker whenever the mapping
// changes (only the latest read is shown). Hovering shows an item's index and value; a click
// asks the window to select the item in the table (and so its bytes in its decoded chunk);
// the items of the rows selected in the table are outlined.
class ArrayImagePane : public QWidget {
    Q_OBJECT

public:
    explicit ArrayImagePane(QWidget* parent = nullptr);
    ~ArrayImagePane() override;

    // Shows the array of `table`, the `index`-th of its document; false (and nothing shown)
    // when the table is no array of two or more dimensions.
    bool setTable(std::shared_ptr<const Table> table, std::size_t index);

    ArrayImageView* view() const { return m_view; }
    QComboBox* xPicker() const { return m_x; }
    QComboBox* yPicker() const { return m_y; }
    // The slider of dimension `d` (hidden while it is drawn as x or y).
    QSlider* slider(std::size_t d) const { return m_sliders.at(d); }
    QCheckBox* logScale() const { return m_log; }
    QLineEdit* minimum() const { return m_min; }
    QLineEdit* maximum() const { return m_max; }
    QLabel* status() const { return m_status; }
    // Outlines the items the table shows in these rows (those selected in it), in the plane
    // shown now and in those read later.
    void markRows(std::vector<quint64> rows);
    // Waits until the plane being read is shown (tests).
    void waitForPlane();

signals:
    void itemSelected(std::size_t table, quint64 row, int column);

private:
    // A slider per dimension of the array (none without one); those of x and y hidden.
    void makeSliders();
    void showSliders();
    void readPlane();
    void applyColouring();
    void showHovered(const std::vector<std::uint64_t>& index, double value);
    void showMarks();

    std::shared_ptr<const Table> m_table;
    std::shared_ptr<const NdArray> m_array;
    std::size_t m_tableIndex = 0;
    std::vector<quint64> m_markedRows; // sorted
    QComboBox* m_x;
    QComboBox* m_y;
    QWidget* m_sliderBox;
    std::vector<QSlider*> m_sliders;
    std::vector<QLabel*> m_sliderLabels;
    QCheckBox* m_log;
    QLineEdit* m_min;
    QLineEdit* m_max;
    QLabel* m_status;
    ArrayImageView* m_view;
    QFutureWatcher<ArrayPlane> m_reader;
    ArrayView m_reading; // the view the plane being read is for
    bool m_rereadWhenDone = false;
};

} // namespace strata::gui
