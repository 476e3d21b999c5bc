#include "plot/plot_pane.h"

#include "model/jobs/job_threads.h"
#include "plot/array_image_pane.h"
#include "plot/array_image_view.h"
#include "plot/plot_job.h"
#include "plot/plot_view.h"
#include "plot/render/map_figure.h"
#include "plot/render/plot_export.h"
#include "plot/render/table_figure.h"
#include "settings/app_settings.h"
#include "strata/array_export.h"
#include "strata/decode_error.h"
#include "strata/netcdf_array_writer.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <cmath>
#include <map>

namespace strata::gui {

namespace {

constexpr std::size_t maxMarkedRows = 1000;

// The x and y of each row (those with both), read from the blocks that hold them.
std::vector<QPointF> pointsOfRows(const std::shared_ptr<const Table>& table,
                                  const plot::PlotRequest& request, std::vector<quint64> rows) {
    std::map<std::size_t, std::vector<quint64>> byBlock;
    for (const quint64 row : rows) {
        if (row < table->rowCount()) {
            byBlock[table->blockOfRow(row)].push_back(row);
        }
    }
    std::vector<std::size_t> columns{request.yColumn};
    if (request.xColumn) {
        columns.push_back(*request.xColumn);
    }
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    std::vector<QPointF> points;
    for (const auto& [block, blockRows] : byBlock) {
        BlockData data;
        try {
            data = table->readBlockColumns(block, columns);
        } catch (const DecodeError&) {
            continue;
        }
        const quint64 first = table->blocks()[block].firstRow;
        auto valueOf = [&](std::optional<std::size_t> column, quint64 row) {
            if (!column) {
                return static_cast<double>(row);
            }
            if (*column >= data.columns.size() || data.columns[*column].size() != data.rowCount) {
                return std::nan("");
            }
            return plot::PlotValues::of(data.columns[*column]).at(row - first);
        };
        for (const quint64 row : blockRows) {
            const double x = valueOf(request.xColumn, row);
            const double y = valueOf(request.yColumn, row);
            if (std::isfinite(x) && std::isfinite(y)) {
                points.emplace_back(x, y);
            }
        }
    }
    return points;
}

int columnOf(const QComboBox* picker) {
    return picker->currentIndex() < 0 ? -1 : picker->currentData().toInt();
}

} // namespace

PlotPane::PlotPane(QWidget* parent)
    : QWidget(parent)
    , m_kind(new QComboBox)
    , m_x(new QComboBox)
    , m_y(new QComboBox)
    , m_colour(new QComboBox)
    , m_reset(new QToolButton)
    , m_export(new QToolButton)
    , m_progress(new QProgressBar)
    , m_cancel(new QToolButton)
    , m_view(new PlotView)
    , m_image(new ArrayImagePane)
    , m_pickers(new QWidget)
    , m_pages(new QStackedWidget)
    , m_job(new PlotJob(this)) {
    m_kind->addItem(tr("Line"));
    m_kind->addItem(tr("Scatter"));
    m_kind->addItem(tr("Density"));
    m_kind->addItem(tr("Map"));
    m_kind->addItem(tr("Image"));
    m_kind->setToolTip(tr("Line: the column against X, min and max per pixel column · Scatter: "
                          "a point per row · Density: how many rows per pixel · Map: latitude "
                          "(Y) against longitude (X) with coastlines · Image: a b2nd array as a "
                          "heatmap"));
    m_reset->setText(tr("Show All"));
    m_reset->setToolTip(tr("Show every point again (double-click the plot does the same)"));
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addAction(tr("Plot as PNG or SVG…"), this, &PlotPane::exportPlot);
    exportMenu->addAction(tr("Plotted Data…"), this, &PlotPane::exportData);
    m_export->setMenu(exportMenu);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_kind);
    auto* pickers = new QHBoxLayout(m_pickers);
    pickers->setContentsMargins(0, 0, 0, 0);
    pickers->addWidget(new QLabel(tr("X:")));
    pickers->addWidget(m_x, 1);
    pickers->addWidget(new QLabel(tr("Y:")));
    pickers->addWidget(m_y, 1);
    pickers->addWidget(new QLabel(tr("Colour:")));
    pickers->addWidget(m_colour, 1);
    bar->addWidget(m_pickers, 1);
    bar->addWidget(m_reset);
    bar->addWidget(m_export);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    m_pages->addWidget(m_view);
    m_pages->addWidget(m_image);
    layout->addWidget(m_pages, 1);
    m_view->clearPlot(tr("Choose Plot Column in a table's context menu, or a column here."));

    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QComboBox* picker : {m_x, m_y, m_colour}) {
        picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        picker->setMinimumContentsLength(8);
    }
    for (QComboBox* picker : {m_kind, m_x, m_y, m_colour}) {
        connect(picker, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_fillingPickers) {
                replot(true);
            }
        });
    }
    connect(m_reset, &QToolButton::clicked, this, &PlotPane::resetView);
    connect(m_cancel, &QToolButton::clicked, m_job, &PlotJob::cancel);
    connect(m_view, &PlotView::resetRequested, this, &PlotPane::resetView);
    connect(m_view, &PlotView::rangesChanged, this, [this] { replot(false); });
    connect(m_view, &PlotView::rowClicked, this, [this](quint64 row) {
        emit rowClicked(m_tableIndex, row, std::max(0, columnOf(m_y)));
    });
    connect(m_image, &ArrayImagePane::itemSelected, this, &PlotPane::rowClicked);
    m_resizeTimer.setSingleShot(true);
    m_resizeTimer.setInterval(150);
    connect(m_view, &PlotView::resized, &m_resizeTimer, qOverload<>(&QTimer::start));
    connect(&m_resizeTimer, &QTimer::timeout, this, [this] {
        if (m_view->hasPlot()) {
            replot(false);
        }
    });
    m_fillTimer.setInterval(100);
    connect(&m_fillTimer, &QTimer::timeout, this, &PlotPane::showSnapshot);
    connect(m_job, &PlotJob::progressChanged, this, [this](quint64 done, quint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total == 0 ? 0 : static_cast<int>(done * 1000 / total));
    });
    connect(m_job, &PlotJob::finished, this, &PlotPane::onFinished);
    connect(&m_markWatcher, &QFutureWatcher<std::vector<QPointF>>::finished, this,
            [this] { m_view->setMarkedPoints(m_markWatcher.result()); });
}

PlotPane::~PlotPane() {
    m_markWatcher.waitForFinished();
}

void PlotPane::setTable(std::shared_ptr<const Table> table, std::size_t index) {
    if (table == m_table && index == m_tableIndex) {
        return;
    }
    m_job->cancel();
    m_table = std::move(table);
    m_tableIndex = index;
    m_filter = {}; // a filter belongs to the table it was typed for
    m_markedRows.clear();
    m_image->markRows({});
    fillPickers();
    // What another table showed goes: an image shows the new table's array (or says it has
    // none), a plot waits to be asked for.
    if (static_cast<Kind>(m_kind->currentIndex()) == Kind::Image) {
        replot(true);
    } else if (m_table == nullptr) {
        m_job->cancel();
        m_view->clearPlot(tr("This file has no table to plot."));
    } else {
        m_view->clearPlot(tr("Choose Plot Column in a table's context menu, or a column here."));
    }
}

void PlotPane::setFilter(QueryExpression filter) {
    m_filter = std::move(filter);
    if (m_view->hasPlot()) {
        replot(true);
    }
}

void PlotPane::fillPickers() {
    m_fillingPickers = true;
    for (QComboBox* picker : {m_x, m_y, m_colour}) {
        picker->clear();
    }
    m_x->addItem(tr("Row number"), -1);
    m_colour->addItem(tr("None"), -1);
    if (m_table != nullptr) {
        const auto& columns = m_table->columns();
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (columns[c].type == LogicalType::String) {
                continue; // text has no position on an axis
            }
            const QString name = QString::fromStdString(columns[c].name);
            for (QComboBox* picker : {m_x, m_y, m_colour}) {
                picker->addItem(name, static_cast<int>(c));
            }
        }
    }
    m_fillingPickers = false;
}

void PlotPane::plotColumn(int column) {
    m_fillingPickers = true;
    m_kind->setCurrentIndex(static_cast<int>(Kind::Line));
    m_x->setCurrentIndex(0);
    m_y->setCurrentIndex(m_y->findData(column));
    m_colour->setCurrentIndex(0);
    m_fillingPickers = false;
    replot(true);
}

void PlotPane::plotAgainst(int column) {
    m_fillingPickers = true;
    m_kind->setCurrentIndex(static_cast<int>(Kind::Scatter));
    m_y->setCurrentIndex(m_y->findData(column));
    // Another column to start with; the picker opens to choose.
    for (int i = 1; i < m_x->count(); ++i) {
        if (m_x->itemData(i).toInt() != column) {
            m_x->setCurrentIndex(i);
            break;
        }
    }
    m_colour->setCurrentIndex(0);
    m_fillingPickers = false;
    replot(true);
    if (isVisible()) {
        m_x->showPopup();
    }
}

void PlotPane::plotMap() {
    m_fillingPickers = true;
    m_kind->setCurrentIndex(static_cast<int>(Kind::Map));
    if (m_table != nullptr) {
        if (const auto columns = plot::findLatLonColumns(m_table->columns())) {
            m_x->setCurrentIndex(m_x->findData(static_cast<int>(columns->lon)));
            m_y->setCurrentIndex(m_y->findData(static_cast<int>(columns->lat)));
        }
    }
    m_colour->setCurrentIndex(0);
    m_fillingPickers = false;
    replot(true);
}

void PlotPane::showImage() {
    m_kind->setCurrentIndex(static_cast<int>(Kind::Image));
    replot(true);
}

plot::PlotRequest PlotPane::requestFromPickers() const {
    plot::PlotRequest request;
    const bool map = m_kind->currentIndex() == static_cast<int>(Kind::Map);
    request.kind =
        map ? plot::PlotKind::Scatter : static_cast<plot::PlotKind>(m_kind->currentIndex());
    const int x = columnOf(m_x);
    if (x >= 0) {
        request.xColumn = static_cast<std::size_t>(x);
    }
    request.yColumn = static_cast<std::size_t>(std::max(0, columnOf(m_y)));
    const int colour = columnOf(m_colour);
    if (colour >= 0 && request.kind == plot::PlotKind::Scatter) {
        request.colourColumn = static_cast<std::size_t>(colour);
    }
    request.filter = m_filter;
    return request;
}

void PlotPane::replot(bool fit) {
    const auto kind = static_cast<Kind>(m_kind->currentIndex());
    m_pickers->setVisible(kind != Kind::Image);
    m_pages->setCurrentWidget(kind == Kind::Image ? static_cast<QWidget*>(m_image) : m_view);
    if (kind == Kind::Image) {
        m_job->cancel();
        m_image->setTable(m_table, m_tableIndex);
        return;
    }
    m_colour->setEnabled(kind == Kind::Scatter || kind == Kind::Map);
    if (m_table == nullptr || columnOf(m_y) < 0) {
        m_job->cancel();
        m_view->clearPlot(m_table == nullptr ? tr("This file has no table to plot.")
                                             : tr("This table has no column of numbers."));
        return;
    }
    plot::PlotRequest request = requestFromPickers();
    if (!fit) {
        request.x = m_view->shownX();
        request.y = m_view->shownY();
    }
    if (kind == Kind::Map && !request.xColumn) {
        m_job->cancel();
        m_view->clearPlot(tr("Choose the longitude as X and the latitude as Y."));
        return;
    }
    m_job->start(m_table, request, fit, m_view->size(), m_view->font(), kind == Kind::Map);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_fillTimer.start();
    if (fit) {
        markRows(m_tableIndex, m_markedRows); // the marked rows' points in the new columns
    }
}

void PlotPane::resetView() {
    if (m_view->hasPlot()) {
        replot(true);
    }
}

void PlotPane::showSnapshot() {
    auto snapshot = m_job->snapshot();
    if (!snapshot || m_table == nullptr) {
        return;
    }
    plot::PlotRequest& request = snapshot->request;
    if (const auto* line = std::get_if<plot::LineAggregate>(&snapshot->aggregate)) {
        // A line's y axis follows the points in view.
        request.y = lineYRange(*line);
    }
    PlotFigure figure = m_kind->currentIndex() == static_cast<int>(Kind::Map)
                            ? mapFigure(*m_table, request, snapshot->aggregate,
                                        plot::defaultCoastlines(), QLocale())
                            : tableFigure(*m_table, request, snapshot->aggregate, QLocale());
    m_view->setPlot(std::move(figure), request, std::move(snapshot->aggregate));
}

void PlotPane::onFinished() {
    m_fillTimer.stop();
    m_progress->hide();
    m_cancel->hide();
    showSnapshot();
}

void PlotPane::markRows(std::size_t table, std::vector<quint64> rows) {
    if (table != m_tableIndex) {
        return;
    }
    if (rows.size() > maxMarkedRows) {
        rows.resize(maxMarkedRows);
    }
    m_markedRows = rows;
    m_image->markRows(rows);
    if (m_table == nullptr || rows.empty() || columnOf(m_y) < 0) {
        m_view->setMarkedPoints({});
        return;
    }
    m_markWatcher.waitForFinished();
    m_markWatcher.setFuture(QtConcurrent::run(jobThreads(), pointsOfRows, m_table,
                                              requestFromPickers(), std::move(rows)));
}

bool PlotPane::savePlot(const QString& path, QString* error) const {
    if (m_kind->currentIndex() == static_cast<int>(Kind::Image)) {
        const ArrayImageView* image = m_image->view();
        if (image->plane().width == 0) {
            *error = tr("There is no plot to export.");
            return false;
        }
        return saveFigure(image->figure(), image->size(), image->font(), path, error);
    }
    if (!m_view->hasPlot()) {
        *error = tr("There is no plot to export.");
        return false;
    }
    return saveFigure(m_view->shownFigure(), m_view->size(), m_view->font(), path, error);
}

bool PlotPane::saveData(const QString& path, QString* error) const {
    if (m_kind->currentIndex() == static_cast<int>(Kind::Image)) {
        // The plane shown, item by item (not the pixels of the heatmap).
        const ArrayPlane& plane = m_image->view()->plane();
        if (plane.width == 0) {
            *error = tr("There is no plot to export.");
            return false;
        }
        // .npy and NetCDF keep the items' type and the plane's shape (height x width).
        const std::unique_ptr<ArrayItemsSource> items = planeItems(plane);
        ArrayFileResult written;
        if (path.endsWith(QStringLiteral(".npy"), Qt::CaseInsensitive)) {
            written = writeNpyArray(*items, path.toStdString());
        } else if (path.endsWith(QStringLiteral(".nc"), Qt::CaseInsensitive)) {
            written = writeNetcdfArrayFile(
                *items, path.toStdString(),
                {m_table ? m_table->name() : std::string(), std::string(), "Strata"});
        } else {
            return saveBytes(path, arrayPlaneCsv(plane), error);
        }
        *error = QString::fromStdString(written.error);
        return written.written;
    }
    if (!m_view->aggregate()) {
        *error = tr("There is no plot to export.");
        return false;
    }
    const PlotFigure& figure = m_view->figure();
    return saveBytes(path,
                     aggregateCsv(*m_view->aggregate(), figure.x.title, figure.y.title,
                                  figure.colourBar ? figure.colourBar->title : QString()),
                     error);
}

void PlotPane::exportPlot() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Plot"), AppSettings::exportFolder() + QStringLiteral("/plot.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg)"));
    QString error;
    if (!path.isEmpty() && !savePlot(path, &error)) {
        QMessageBox::warning(this, tr("Export Plot"),
                             tr("Could not write %1: %2").arg(path, error));
    }
}

void PlotPane::exportData() {
    // An image's plane also as an array in its type: NumPy or NetCDF.
    const bool image = m_kind->currentIndex() == static_cast<int>(Kind::Image);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Plotted Data"), AppSettings::exportFolder() + QStringLiteral("/plot.csv"),
        image ? tr("CSV file (*.csv);;NumPy array (*.npy);;NetCDF-4 (*.nc)")
              : tr("CSV file (*.csv)"));
    QString error;
    if (!path.isEmpty() && !saveData(path, &error)) {
        QMessageBox::warning(this, tr("Export Plotted Data"),
                             tr("Could not write %1: %2").arg(path, error));
    }
}

} // namespace strata::gui
