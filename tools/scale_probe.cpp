// strata-scale-probe: measures the window on a multi-GB file (issue 6, "Scale"). It writes (once)
// a COLE file of the requested size whose one INT64 column holds row numbers in row groups of
// 4 M rows, opens it in the real MainWindow and prints: time to a painted window, time to the
// tree's top level, hex-view and table frame times while scrolling (blocks cached), and the
// process's anonymous resident memory (what it holds beyond the page cache).
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "model/table/table_model.h"
#include "table/table_pane.h"
#include "tree/structure_pane.h"
#include "window_probe.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTableView>
#include <QTreeView>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <vector>

namespace {

constexpr std::uint64_t rowsPerGroup = 4u << 20;

template <typename T> void put(std::ofstream& out, T value) {
    out.write(reinterpret_cast<const char*>(&value), sizeof value);
}

// COLE layout as docs/formats/cole.md describes it (little-endian, one page per chunk).
void writeColeFile(const char* path, std::uint64_t bytes) {
    const std::uint64_t groups = std::max<std::uint64_t>(1, bytes / (rowsPerGroup * 8));
    std::ofstream out(path, std::ios::binary);
    out.write("COLE", 4);
    put<std::uint16_t>(out, 1);
    put<std::uint16_t>(out, 0);
    std::vector<std::int64_t> values(rowsPerGroup);
    std::vector<std::uint64_t> offsets;
    for (std::uint64_t g = 0; g < groups; ++g) {
        offsets.push_back(static_cast<std::uint64_t>(out.tellp()));
        for (std::uint64_t r = 0; r < rowsPerGroup; ++r) {
            values[r] = static_cast<std::int64_t>(g * rowsPerGroup + r);
        }
        const auto size = static_cast<std::uint32_t>(rowsPerGroup * 8);
        put(out, size), put(out, size), put(out, static_cast<std::uint32_t>(rowsPerGroup));
        put<std::uint8_t>(out, 0), put<std::uint8_t>(out, 1);
        put<std::uint8_t>(out, 1), put(out, values.front()), put<std::uint8_t>(out, 1),
            put(out, values.back());
        put<std::uint32_t>(out, 0);
        out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(size));
    }
    const auto metadata = static_cast<std::uint64_t>(out.tellp());
    put<std::uint32_t>(out, 1);
    put<std::uint32_t>(out, 1);
    out.write("n", 1);
    put<std::uint8_t>(out, 1), put<std::uint8_t>(out, 0);
    put(out, static_cast<std::uint32_t>(groups));
    for (std::uint64_t g = 0; g < groups; ++g) {
        const auto size = static_cast<std::uint32_t>(rowsPerGroup * 8);
        put(out, static_cast<std::uint32_t>(rowsPerGroup));
        put<std::uint32_t>(out, 1);
        put(out, offsets[g]);
        put<std::uint64_t>(out, 36 + std::uint64_t{size});
        put<std::uint32_t>(out, 1);
        put(out, size), put(out, size), put(out, static_cast<std::uint32_t>(rowsPerGroup));
        put<std::uint8_t>(out, 0), put<std::uint8_t>(out, 1);
        put<std::uint8_t>(out, 1), put(out, static_cast<std::int64_t>(g * rowsPerGroup));
        put<std::uint8_t>(out, 1), put(out, static_cast<std::int64_t>((g + 1) * rowsPerGroup - 1));
        put<std::uint32_t>(out, 0);
    }
    put(out, static_cast<std::uint32_t>(groups * rowsPerGroup));
    out.write("TOOF", 4);
    put(out, metadata);
}

// Repaints `widget` synchronously after each step and returns the slowest and mean frame (ms).
template <typename Step>
std::pair<double, double> frameTimes(QWidget* widget, int steps, Step step) {
    double worst = 0;
    double total = 0;
    for (int i = 0; i < steps; ++i) {
        step(i);
        QElapsedTimer timer;
        timer.start();
        widget->repaint();
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        worst = std::max(worst, ms);
        total += ms;
    }
    return {worst, total / steps};
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StrataScaleProbe"));
    const QStringList arguments = QApplication::arguments();
    const QString path =
        arguments.size() > 1 ? arguments[1] : QStringLiteral("/tmp/strata-scale-4g.col");
    const double gib = arguments.size() > 2 ? arguments[2].toDouble() : 4.0;
    if (!QFile::exists(path)) {
        std::printf("writing %s (%.1f GiB)...\n", qPrintable(path), gib);
        writeColeFile(qPrintable(path), static_cast<std::uint64_t>(gib * (1ull << 30)));
    }

    QElapsedTimer clock;
    clock.start();
    strata::gui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.openFile(path);
    strata::gui::FileSession* session = window.currentSession();
    session->hexView()->repaint();
    QApplication::processEvents();
    std::printf("window painted with the hex view: %.3f s\n", strata::tools::secondsSince(clock));
    strata::tools::waitUntilLoaded(*session);
    QTreeView* tree = window.structurePane()->view();
    std::printf("tree top level filled (%d rows): %.3f s\n", tree->model()->rowCount(),
                strata::tools::secondsSince(clock));

    strata::gui::HexView* hex = session->hexView();
    const quint64 size = hex->source()->size();
    const auto [hexWorst, hexMean] = frameTimes(hex->viewport(), 300, [&](int i) {
        hex->goTo(size / 300 * static_cast<quint64>(i)); // jumps across the whole file
    });
    std::printf("hex view frames over 300 jumps: worst %.2f ms, mean %.2f ms\n", hexWorst, hexMean);

    QTableView* table = window.tablePane()->view();
    auto* model = window.tablePane()->currentModel();
    std::printf("table: %llu rows, a page of %llu\n",
                static_cast<unsigned long long>(model->totalRows()),
                static_cast<unsigned long long>(model->pageRows()));
    QScrollBar* bar = table->verticalScrollBar();
    // Scroll within one block after it is cached, as a user dragging through loaded rows.
    table->scrollToTop();
    strata::tools::waitUntil(
        [model] { return !model->isDecoding() && model->cache().size() != 0; });
    const auto [tableWorst, tableMean] = frameTimes(table->viewport(), 300, [&](int i) {
        bar->setValue(std::min(bar->maximum(), i * 10000)); // rows 0 .. 3 M: the first cached block
    });
    std::printf("table frames over 300 scroll steps (cached block): worst %.2f ms, mean %.2f ms\n",
                tableWorst, tableMean);
    std::printf("anonymous resident memory: %ld MiB\n",
                strata::tools::anonymousResidentKiB() / 1024);
    return 0;
}
