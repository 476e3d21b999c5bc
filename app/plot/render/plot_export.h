#pragma once

#include "plot/render/plot_figure.h"
#include "strata/nd_array.h"
#include "strata/plot/table_plot.h"

#include <QByteArray>
#include <QFont>
#include <QImage>
#include <QSize>
#include <QString>

namespace strata::gui {

// The figure painted onto an image of `size` (white ground), with `font`.
QImage renderFigure(const PlotFigure& figure, const QSize& size, const QFont& font);

// The figure encoded as `format`: "svg" (text and lines as vectors, the content as an embedded
// image) or an image format Qt writes ("png"). Empty when it cannot be encoded.
QByteArray encodeFigure(const PlotFigure& figure, const QSize& size, const QFont& font,
                        const QString& format);

// Writes the figure as PNG (or another image format Qt writes, by the suffix) or as SVG (text
// and lines as vectors, the content as an embedded image). False when the file cannot be
// written; `error` says why.
bool saveFigure(const PlotFigure& figure, const QSize& size, const QFont& font, const QString& path,
                QString* error);

// Writes `bytes` to `path` whole or not at all. False when it cannot; `error` says why.
bool saveBytes(const QString& path, const QByteArray& bytes, QString* error);

// The aggregated data as CSV, one line per pixel holding points: for a grid the pixel's centre
// x and y, its count (and mean colour); for a line the pixel column's centre x, the count and
// the smallest and largest y. The header names the columns after `xTitle`, `yTitle` and
// `colourTitle`.
QByteArray aggregateCsv(const plot::PlotAggregate& aggregate, const QString& xTitle,
                        const QString& yTitle, const QString& colourTitle);

// An array's plane as CSV: a line per y index and a column per x index, as its items are laid
// out in the plane (y 0 first); the header and the first column give the indexes. Items that
// are not a number are empty.
QByteArray arrayPlaneCsv(const ArrayPlane& plane);

} // namespace strata::gui
