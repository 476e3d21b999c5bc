#include "plot/array_image_pane.h"

#include "model/jobs/job_threads.h"
#include "plot/array_image_view.h"
#include "strata/value_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace strata::gui {

namespace {

// A range bound typed by the user: a number, or nothing (the shown items' own) when empty or
// not a number.
std::optional<double> boundOf(const QLineEdit* edit) {
    bool ok = false;
    const double value = edit->locale().toDouble(edit->text().trimmed(), &ok);
    if (!ok) {
        const double plain = edit->text().trimmed().toDouble(&ok);
        return ok ? std::optional(plain) : std::nullopt;
    }
    return value;
}

} // namespace

ArrayImagePane::ArrayImagePane(QWidget* parent)
    : QWidget(parent)
    , m_x(new QComboBox(this))
    , m_y(new QComboBox(this))
    , m_sliderBox(new QWidget(this))
    , m_log(new QCheckBox(tr("&Log scale"), this))
    , m_min(new QLineEdit(this))
    , m_max(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_view(new ArrayImageView(this)) {
    auto* pickers = new QHBoxLayout;
    auto* xLabel = new QLabel(tr("&X:"), this);
    xLabel->setBuddy(m_x);
    auto* yLabel = new QLabel(tr("&Y:"), this);
    yLabel->setBuddy(m_y);
    m_min->setPlaceholderText(tr("min: auto"));
    m_max->setPlaceholderText(tr("max: auto"));
    m_min->setToolTip(tr("The value coloured darkest; empty: the smallest shown"));
    m_max->setToolTip(tr("The value coloured brightest; empty: the largest shown"));
    for (QLineEdit* edit : {m_min, m_max}) {
        edit->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("-0.000000e+00")));
    }
    pickers->addWidget(xLabel);
    pickers->addWidget(m_x);
    pickers->addWidget(yLabel);
    pickers->addWidget(m_y);
    pickers->addSpacing(12);
    pickers->addWidget(m_min);
    pickers->addWidget(m_max);
    pickers->addWidget(m_log);
    pickers->addStretch();
    new QGridLayout(m_sliderBox);
    m_sliderBox->layout()->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pickers);
    layout->addWidget(m_sliderBox);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    const auto mappingChanged = [this] {
        showSliders();
        readPlane();
    };
    connect(m_x, &QComboBox::currentIndexChanged, this, mappingChanged);
    connect(m_y, &QComboBox::currentIndexChanged, this, mappingChanged);
    connect(m_log, &QCheckBox::toggled, this, &ArrayImagePane::applyColouring);
    connect(m_min, &QLineEdit::editingFinished, this, &ArrayImagePane::applyColouring);
    connect(m_max, &QLineEdit::editingFinished, this, &ArrayImagePane::applyColouring);
    connect(&m_reader, &QFutureWatcher<ArrayPlane>::finished, this, [this] {
        ArrayView view = m_reading;
        view.min = boundOf(m_min);
        view.max = boundOf(m_max);
        view.logarithmic = m_log->isChecked();
        m_view->setPlane(m_reader.result(), std::move(view));
        showMarks();
        if (m_rereadWhenDone) {
            m_rereadWhenDone = false;
            readPlane();
        }
    });
    connect(m_view, &ArrayImageView::hovered, this, &ArrayImagePane::showHovered);
    // The figure's caption says what is shown; the line below it what the pointer is on.
    const QString hint = tr("Point at an item for its index and value; click it to select it "
                            "in the table.");
    m_status->setText(hint);
    connect(m_view, &ArrayImageView::left, this, [this, hint] { m_status->setText(hint); });
    connect(m_view, &ArrayImageView::itemClicked, this,
            [this](const std::vector<std::uint64_t>& index) {
                if (m_array) {
                    const ArrayCell cell = m_array->cellOf(index);
                    emit itemSelected(m_tableIndex, cell.row, static_cast<int>(cell.column));
                }
            });
    m_view->clearPlane(tr("Open a b2nd array to see it as an image."));
}

ArrayImagePane::~ArrayImagePane() {
    m_reader.waitForFinished();
}

bool ArrayImagePane::setTable(std::shared_ptr<const Table> table, std::size_t index) {
    m_reader.waitForFinished();
    m_table = std::move(table);
    m_tableIndex = index;
    m_array = m_table ? m_table->ndArray() : nullptr;
    const QSignalBlocker blockX(m_x);
    const QSignalBlocker blockY(m_y);
    m_x->clear();
    m_y->clear();
    makeSliders();
    if (!m_array) {
        m_view->clearPlane(tr("This table is no b2nd array of two or more dimensions."));
        return false;
    }
    const auto& shape = m_array->shape();
    for (std::size_t d = 0; d < shape.size(); ++d) {
        const QString name = tr("Dimension %1 (%2)")
                                 .arg(d)
                                 .arg(locale().toString(static_cast<qulonglong>(shape[d])));
        m_x->addItem(name);
        m_y->addItem(name);
    }
    const ArrayView initial = ArrayView::of(shape);
    m_x->setCurrentIndex(static_cast<int>(initial.xDim));
    m_y->setCurrentIndex(static_cast<int>(initial.yDim));
    showSliders();
    readPlane();
    return true;
}

void ArrayImagePane::makeSliders() {
    for (std::size_t d = 0; d < m_sliders.size(); ++d) {
        delete m_sliders[d];
        delete m_sliderLabels[d];
    }
    m_sliders.clear();
    m_sliderLabels.clear();
    if (!m_array) {
        return;
    }
    auto* grid = static_cast<QGridLayout*>(m_sliderBox->layout());
    for (std::size_t d = 0; d < m_array->shape().size(); ++d) {
        auto* label = new QLabel(m_sliderBox);
        auto* slider = new QSlider(Qt::Horizontal, m_sliderBox);
        slider->setRange(0, static_cast<int>(std::min<std::uint64_t>(
                                m_array->shape()[d] - 1, std::numeric_limits<int>::max())));
        slider->setAccessibleName(tr("Index in dimension %1").arg(d));
        grid->addWidget(label, static_cast<int>(d), 0);
        grid->addWidget(slider, static_cast<int>(d), 1);
        connect(slider, &QSlider::valueChanged, this, &ArrayImagePane::readPlane);
        m_sliders.push_back(slider);
        m_sliderLabels.push_back(label);
    }
}

void ArrayImagePane::showSliders() {
    for (std::size_t d = 0; d < m_sliders.size(); ++d) {
        const bool drawn = static_cast<int>(d) == m_x->currentIndex() ||
                           static_cast<int>(d) == m_y->currentIndex();
        m_sliders[d]->setVisible(!drawn);
        m_sliderLabels[d]->setVisible(!drawn);
    }
}

void ArrayImagePane::readPlane() {
    if (!m_array || m_x->currentIndex() < 0 || m_y->currentIndex() < 0) {
        return;
    }
    if (m_x->currentIndex() == m_y->currentIndex()) {
        m_view->clearPlane(tr("Choose two different dimensions for X and Y."));
        return;
    }
    if (m_reader.isRunning()) {
        m_rereadWhenDone = true;
        return;
    }
    ArrayView view;
    view.unit = m_table ? arrayUnit(*m_table) : std::string();
    view.xDim = static_cast<std::size_t>(m_x->currentIndex());
    view.yDim = static_cast<std::size_t>(m_y->currentIndex());
    for (std::size_t d = 0; d < m_sliders.size(); ++d) {
        const auto at = static_cast<std::uint64_t>(m_sliders[d]->value());
        view.index.push_back(at);
        m_sliderLabels[d]->setText(
            tr("Dimension %1: %2 of %3")
                .arg(d)
                .arg(locale().toString(static_cast<qulonglong>(at)))
                .arg(locale().toString(static_cast<qulonglong>(m_array->shape()[d]))));
    }
    m_reading = view;
    m_reader.setFuture(QtConcurrent::run(jobThreads(), [array = m_array, view] {
        return array->readPlane(view.yDim, view.xDim, view.index);
    }));
}

void ArrayImagePane::applyColouring() {
    m_view->setColouring(boundOf(m_min), boundOf(m_max), m_log->isChecked());
}

void ArrayImagePane::showHovered(const std::vector<std::uint64_t>& index, double value) {
    QStringList where;
    for (const std::uint64_t at : index) {
        where << locale().toString(static_cast<qulonglong>(at));
    }
    std::string text;
    appendShortest(text, value);
    m_status->setText(
        tr("[%1] = %2").arg(where.join(QStringLiteral(", ")), QString::fromStdString(text)));
}

void ArrayImagePane::markRows(std::vector<quint64> rows) {
    std::sort(rows.begin(), rows.end());
    m_markedRows = std::move(rows);
    showMarks();
}

void ArrayImagePane::showMarks() {
    const ArrayPlane& plane = m_view->plane();
    if (!m_array || plane.width == 0 || m_markedRows.empty()) {
        m_view->setMarkedItems({});
        return;
    }
    // Each run of marked items along x is one rectangle of the region.
    std::vector<QRect> runs;
    std::vector<std::uint64_t> index = m_view->arrayView().index;
    index.resize(m_array->shape().size());
    const std::size_t xDim = m_view->arrayView().xDim;
    const std::size_t yDim = m_view->arrayView().yDim;
    for (std::uint64_t y = 0; y < plane.height; ++y) {
        index[yDim] = y;
        std::optional<std::uint64_t> runStart;
        for (std::uint64_t x = 0; x <= plane.width; ++x) {
            bool marked = false;
            if (x < plane.width) {
                index[xDim] = x;
                marked = std::binary_search(m_markedRows.begin(), m_markedRows.end(),
                                            m_array->cellOf(index).row);
            }
            if (marked && !runStart) {
                runStart = x;
            } else if (!marked && runStart) {
                runs.emplace_back(static_cast<int>(*runStart), static_cast<int>(y),
                                  static_cast<int>(x - *runStart), 1);
                runStart.reset();
            }
        }
    }
    QRegion items;
    items.setRects(runs.data(), static_cast<int>(runs.size()));
    m_view->setMarkedItems(std::move(items));
}

void ArrayImagePane::waitForPlane() {
    while (m_reader.isRunning() || m_rereadWhenDone) {
        m_reader.waitForFinished();
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents();
}

} // namespace strata::gui
