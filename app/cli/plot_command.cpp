#include "plot_command.h"

#include "diagnostic_output.h"
#include "plot/render/plot_export.h"
#include "plot/render/table_figure.h"
#include "plot_rendering.h"
#include "strata/check.h"
#include "strata/csv_writer.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <cerrno>
#include <cstdio>
#include <sys/stat.h>
#include <unistd.h>

namespace strata::cli {

// A column named by --x, --y or --color, or nothing (the reason printed).
std::optional<std::size_t> plottedColumn(const Table& table, const std::string& name,
                                         const char* option) {
    const std::optional<std::size_t> column = findColumn(table.columns(), name);
    if (!column) {
        std::fprintf(stderr, "strata-cli: %s: the table has no column '%s'\n", option,
                     name.c_str());
    } else if (table.columns()[*column].type == LogicalType::String) {
        std::fprintf(stderr, "strata-cli: %s: column '%s' holds text, not numbers\n", option,
                     name.c_str());
        return std::nullopt;
    }
    return column;
}

// The application the renderer needs for fonts, on the offscreen platform: no display needed.
// Only the plot command starts one; the other commands stay free of Qt.
QGuiApplication& offscreenApplication() {
    static int argc = 1;
    static char name[] = "strata-cli";
    static char* argv[] = {name, nullptr};
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without XDG_RUNTIME_DIR Qt warns on every run and falls back to /tmp/runtime-USER: the
    // same private folder, made here, keeps scripts' error output to what the plot says.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray runtime =
            QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(getuid());
        if (::mkdir(runtime.constData(), 0700) == 0 || errno == EEXIST) {
            qputenv("XDG_RUNTIME_DIR", runtime);
        }
    }
    static QGuiApplication application(argc, argv);
    return application;
}

namespace {

// A column against the row number or another column (line, scatter or density).
int plotColumns(const CommandLine& line, const Table& table, OutputStream& out) {
    if (line.plot.y.empty()) {
        std::fprintf(stderr, "strata-cli: plot needs --y COLUMN\n");
        return exitUsage;
    }
    plot::PlotRequest request;
    const auto y = plottedColumn(table, line.plot.y, "--y");
    if (!y) {
        return exitUsage;
    }
    request.yColumn = *y;
    if (!line.plot.x.empty()) {
        request.xColumn = plottedColumn(table, line.plot.x, "--x");
        if (!request.xColumn) {
            return exitUsage;
        }
    }
    if (!line.plot.colour.empty()) {
        request.colourColumn = plottedColumn(table, line.plot.colour, "--color");
        if (!request.colourColumn) {
            return exitUsage;
        }
    }
    request.kind = line.plot.density ? plot::PlotKind::Density
                   : request.xColumn.has_value() || request.colourColumn.has_value()
                       ? plot::PlotKind::Scatter
                       : plot::PlotKind::Line;
    request.keepRows = false;
    const std::optional<QueryExpression> filter = parseFilter(line, table);
    if (!filter) {
        return exitUsage;
    }
    request.filter = *filter;

    offscreenApplication();
    const QFont font = QGuiApplication::font();
    const QSize size(line.plot.width, line.plot.height);
    plot::fitRanges(table, request, {});
    gui::sizeRequestFor(table, request, size, font); // the fitted ranges' ticks take room
    plot::PlotFold fold(request);
    const plot::PlotScanOutcome outcome = fold.run(table, {});
    plot::PlotAggregate aggregate = fold.snapshot();
    if (const auto* lineAggregate = std::get_if<plot::LineAggregate>(&aggregate)) {
        request.y = gui::lineYRange(*lineAggregate);
    }
    const gui::PlotFigure figure =
        gui::tableFigure(table, request, aggregate, QLocale(QLocale::English));
    const int written = writeFigure(figure, line, out, [&] {
        return gui::aggregateCsv(aggregate, figure.x.title, figure.y.title,
                                 figure.colourBar && request.colourColumn ? figure.colourBar->title
                                                                          : QString());
    });
    return written != exitSuccess       ? written
           : outcome.damagedBlocks != 0 ? exitFileErrors
                                        : exitSuccess;
}

} // namespace

int runPlot(const CommandLine& line, const Document& document, OutputStream& out) {
    const Table* table = selectedTable(line, document);
    if (table == nullptr) {
        return hasErrors(document.diagnostics) ? exitFileErrors : exitUsage;
    }
    if (line.plot.image && !line.where.empty()) {
        std::fprintf(stderr, "strata-cli: plot --image shows a whole plane; --where filters "
                             "the rows of a table plot\n");
        return exitUsage;
    }
    const int status = line.plot.image ? runImagePlot(line, *table, out)
                       : line.plot.map ? runMapPlot(line, *table, out)
                                       : plotColumns(line, *table, out);
    // What the file's structure says is wrong, as the other commands print it.
    printDiagnostics(stderr, document.diagnostics);
    return status == exitSuccess ? statusOf(document.diagnostics) : status;
}

int writeFigure(const gui::PlotFigure& figure, const CommandLine& line, OutputStream& out,
                const std::function<QByteArray()>& csv) {
    const QString format = QFileInfo(QString::fromStdString(line.output)).suffix().toLower();
    QByteArray bytes;
    if (format == QStringLiteral("csv") && csv) {
        bytes = csv();
    } else {
        const QSize size(line.plot.width, line.plot.height);
        bytes = gui::encodeFigure(figure, size, QGuiApplication::font(),
                                  format.isEmpty() ? QStringLiteral("png") : format);
        if (bytes.isEmpty()) {
            std::fprintf(stderr, "strata-cli: cannot write pictures of type '%s' (png, svg)\n",
                         format.toUtf8().constData());
            return exitUsage;
        }
    }
    out.write(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    std::fprintf(stderr, "%s\n", figure.caption.toUtf8().constData());
    return exitSuccess;
}

} // namespace strata::cli
