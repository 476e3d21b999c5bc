#pragma once

#include "strata/plot/table_plot.h"

#include <QFutureWatcher>
#include <QPointF>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QStackedWidget;
class QToolButton;

namespace strata::gui {

class ArrayImagePane;
class PlotJob;
class PlotView;

// The Plot dock: the current table's column against its row number (a line), against another
// column (a scatter, optionally coloured by a third, with a colour bar) or as a 2-D density, of
// every row: PlotJob aggregates per pixel on the workers and the plot fills in as blocks arrive.
// Zooming and panning aggregate again over the ranges shown only (blocks whose stored bounds
// miss them are skipped). A click on a point asks the window to select its row; the rows
// selected in the table are marked. The plot exports as PNG or SVG and its pixels as CSV (an
// image's plane as its items).
class PlotPane : public QWidget {
    Q_OBJECT

public:
    // The kind picker's order. A map is a scatter of latitude (Y) against longitude (X) with
    // coastlines; an image shows a b2nd array in its own ArrayImagePane.
    enum class Kind { Line, Scatter, Density, Map, Image };

    explicit PlotPane(QWidget* parent = nullptr);
    ~PlotPane() override;

    // The table plotted from now on (nullptr: none), the `index`-th of its document.
    void setTable(std::shared_ptr<const Table> table, std::size_t index);
    // Plots only the rows `filter` keeps (the table's filtered view) from now on.
    void setFilter(QueryExpression filter);
    // A line of `column` against the row number.
    void plotColumn(int column);
    // A scatter of `column` against another column, whose picker opens to choose it.
    void plotAgainst(int column);
    // Marks the points of these rows (the rows selected in the table), or outlines an image's
    // items in them, when `table` is the table plotted; at most a thousand.
    void markRows(std::size_t table, std::vector<quint64> rows);
    // A map of the table's latitude and longitude columns (by name; the X and Y pickers
    // change them).
    void plotMap();
    // The table's b2nd array as an image.
    void showImage();
    // Shows every point again: the ranges fitted to the data.
    void resetView();

    // Writes the plot at the view's size as PNG or SVG (by the suffix), or its pixels as CSV; an
    // image's data is its plane's items, as CSV (arrayPlaneCsv), or by the suffix as a .npy or
    // NetCDF-4 array of height x width in the items' type.
    bool savePlot(const QString& path, QString* error) const;
    bool saveData(const QString& path, QString* error) const;

    const std::shared_ptr<const Table>& table() const { return m_table; }
    PlotView* view() const { return m_view; }
    ArrayImagePane* imagePane() const { return m_image; }
    PlotJob* job() const { return m_job; }
    QComboBox* kindPicker() const { return m_kind; }
    QComboBox* xPicker() const { return m_x; }
    QComboBox* yPicker() const { return m_y; }
    QComboBox* colourPicker() const { return m_colour; }

signals:
    void rowClicked(std::size_t table, quint64 row, int column);

private:
    void fillPickers();
    // Aggregates again at the view's size: over the ranges fitted to the data (`fit`) or the
    // ranges shown.
    void replot(bool fit);
    void showSnapshot();
    void onFinished();
    void exportPlot();
    void exportData();
    plot::PlotRequest requestFromPickers() const;

    std::shared_ptr<const Table> m_table;
    QueryExpression m_filter;
    std::size_t m_tableIndex = 0;
    std::vector<quint64> m_markedRows;
    QComboBox* m_kind;
    QComboBox* m_x;
    QComboBox* m_y;
    QComboBox* m_colour;
    QToolButton* m_reset;
    QToolButton* m_export;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    PlotView* m_view;
    ArrayImagePane* m_image;
    QWidget* m_pickers;      // X, Y and Colour with their labels (an image has its own)
    QStackedWidget* m_pages; // the view, or the image pane
    PlotJob* m_job;
    QTimer m_fillTimer;   // shows the aggregate so far while the job runs
    QTimer m_resizeTimer; // aggregates again once a resize settles
    QFutureWatcher<std::vector<QPointF>> m_markWatcher;
    bool m_fillingPickers = false;
};

} // namespace strata::gui
