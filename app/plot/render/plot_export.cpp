#include "plot/render/plot_export.h"

#include "plot/render/plot_painter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <charconv>
#include <cmath>

namespace strata::gui {

namespace {

void appendNumber(QByteArray& out, double value) {
    char text[32];
    const auto written = std::to_chars(text, text + sizeof text, value);
    out.append(text, static_cast<qsizetype>(written.ptr - text));
}

// A CSV field: quoted when it holds a comma, quote or line break (RFC 4180).
QByteArray field(const QString& text) {
    QByteArray bytes = text.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n')) {
        bytes.replace("\"", "\"\"");
        return '"' + bytes + '"';
    }
    return bytes;
}

} // namespace

QImage renderFigure(const PlotFigure& figure, const QSize& size, const QFont& font) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    paintFigure(painter, QRect(QPoint(0, 0), size), figure);
    return image;
}

QByteArray encodeFigure(const PlotFigure& figure, const QSize& size, const QFont& font,
                        const QString& format) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format.compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(figure.y.title);
        QPainter painter(&svg);
        painter.setFont(font);
        paintFigure(painter, QRect(QPoint(0, 0), size), figure);
    } else if (!renderFigure(figure, size, font).save(&buffer, format.toLatin1().constData())) {
        bytes.clear();
    }
    return bytes;
}

bool saveFigure(const PlotFigure& figure, const QSize& size, const QFont& font, const QString& path,
                QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray bytes =
        encodeFigure(figure, size, font, suffix.isEmpty() ? QStringLiteral("png") : suffix);
    if (bytes.isEmpty()) {
        *error = QStringLiteral("cannot write images of type '%1'").arg(suffix);
        return false;
    }
    return saveBytes(path, bytes, error);
}

bool saveBytes(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

QByteArray aggregateCsv(const plot::PlotAggregate& aggregate, const QString& xTitle,
                        const QString& yTitle, const QString& colourTitle) {
    QByteArray out;
    if (const auto* line = std::get_if<plot::LineAggregate>(&aggregate)) {
        out += field(xTitle) + ",count," + field("min " + yTitle) + ',' + field("max " + yTitle) +
               "\r\n";
        const plot::AxisRange& x = line->xRange();
        for (std::size_t c = 0; c < line->columns().size(); ++c) {
            const auto& column = line->columns()[c];
            if (column.count == 0) {
                continue;
            }
            appendNumber(out, x.valueAt((c + 0.5) / line->width()));
            out += ',' + QByteArray::number(static_cast<qulonglong>(column.count)) + ',';
            appendNumber(out, column.min);
            out += ',';
            appendNumber(out, column.max);
            out += "\r\n";
        }
        return out;
    }
    const auto& grid = std::get<plot::DensityGrid>(aggregate);
    const bool coloured = grid.keeps().colour;
    out += field(xTitle) + ',' + field(yTitle) + ",count";
    if (coloured) {
        out += ',' + field("mean " + colourTitle);
    }
    out += "\r\n";
    for (std::uint32_t row = 0; row < grid.height(); ++row) {
        for (std::uint32_t column = 0; column < grid.width(); ++column) {
            const std::uint32_t count = grid.count(column, row);
            if (count == 0) {
                continue;
            }
            appendNumber(out, grid.xRange().valueAt((column + 0.5) / grid.width()));
            out += ',';
            appendNumber(out, grid.yRange().valueAt((row + 0.5) / grid.height()));
            out += ',' + QByteArray::number(count);
            if (coloured) {
                out += ',';
                appendNumber(out, grid.meanColour(column, row));
            }
            out += "\r\n";
        }
    }
    return out;
}

QByteArray arrayPlaneCsv(const ArrayPlane& plane) {
    QByteArray out = "y \\ x";
    for (std::uint64_t x = 0; x < plane.width; ++x) {
        out += ',' + QByteArray::number(static_cast<qulonglong>(x));
    }
    out += "\r\n";
    for (std::uint64_t y = 0; y < plane.height; ++y) {
        out += QByteArray::number(static_cast<qulonglong>(y));
        for (std::uint64_t x = 0; x < plane.width; ++x) {
            out += ',';
            const double value = plane.valueAt(x, y);
            if (!std::isnan(value)) {
                appendNumber(out, value);
            }
        }
        out += "\r\n";
    }
    return out;
}

} // namespace strata::gui
