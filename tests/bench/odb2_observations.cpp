#include "odb2_observations.h"

#include "decoders/odb2/odc_peer.h"

#include <fstream>
#include <random>
#include <string>
#include <unistd.h>

namespace strata::bench {
namespace {

using strata::test::odc::PeerColumn;

constexpr long rowsPerFrame = 10'000; // odc's Writer default
constexpr long rowsPerReport = 48;    // levels x variables of one station's report

PeerColumn integerColumn(const char* name) {
    return {name, ODC_INTEGER, {}, {}, {}, {}};
}
PeerColumn realColumn(const char* name, int type = ODC_REAL) {
    return {name, type, {}, {}, {}, {}};
}
PeerColumn stringColumn(const char* name) {
    return {name, ODC_STRING, {}, {}, {}, {}};
}

// Reports of radiosonde-like stations: header columns change once per report, the body
// columns (level, variable, values) every row; a few values are missing.
std::vector<PeerColumn> observationColumns(long rows) {
    std::mt19937 random(42);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<PeerColumn> c{
        stringColumn("expver@desc"),
        integerColumn("andate@desc"),
        integerColumn("antime@desc"),
        stringColumn("class@desc"),
        integerColumn("reportype@hdr"),
        integerColumn("obstype@hdr"),
        integerColumn("codetype@hdr"),
        integerColumn("sensor@hdr"),
        stringColumn("statid@hdr"),
        integerColumn("seqno@hdr"),
        integerColumn("date@hdr"),
        integerColumn("time@hdr"),
        realColumn("lat@hdr"),
        realColumn("lon@hdr"),
        realColumn("stalt@hdr"),
        {"status@hdr",
         ODC_BITFIELD,
         {},
         {},
         {},
         {{"active", 1}, {"passive", 1}, {"rejected", 1}, {"blacklisted", 1}}},
        integerColumn("subtype@hdr"),
        integerColumn("vertco_type@body"),
        realColumn("vertco_reference_1@body"),
        integerColumn("varno@body"),
        realColumn("obsvalue@body"),
        realColumn("obs_error@body"),
        realColumn("fg_depar@body", ODC_DOUBLE),
        realColumn("an_depar@body", ODC_DOUBLE),
        realColumn("biascorr@body"),
        {"datum_status@body",
         ODC_BITFIELD,
         {},
         {},
         {},
         {{"active", 1}, {"passive", 1}, {"rejected", 1}, {"blacklisted", 1}}},
        integerColumn("qc_pge@body"),
        integerColumn("entryno@body"),
        integerColumn("datum_anflag@body"),
        realColumn("final_obs_error@body"),
    };
    const double levels[] = {1000, 925, 850, 700, 500, 400, 300, 250, 200, 150, 100, 50};
    const long variables[] = {2, 3, 4, 29};
    double lat = 0;
    double lon = 0;
    long station = 0;
    for (long r = 0; r < rows; ++r) {
        const long report = r / rowsPerReport;
        const long inReport = r % rowsPerReport;
        if (inReport == 0) {
            station = static_cast<long>(unit(random) * 1500);
            lat = -90 + station * 0.12;
            lon = -180 + station * 0.24;
        }
        const bool missing = unit(random) < 0.03;
        c[0].strings.push_back("0001");
        c[1].integers.push_back(20240101);
        c[2].integers.push_back(report / 20000 * 60000);
        c[3].strings.push_back("od");
        c[4].integers.push_back(16001 + station % 3);
        c[5].integers.push_back(5);
        c[6].integers.push_back(35 + station % 4);
        c[7].integers.push_back(station % 2);
        c[8].strings.push_back("ST" + std::to_string(10000 + station));
        c[9].integers.push_back(report);
        c[10].integers.push_back(20240101);
        c[11].integers.push_back((report * 7) % 240000);
        c[12].reals.push_back(lat);
        c[13].reals.push_back(lon);
        c[14].reals.push_back(static_cast<double>(station % 900));
        c[15].integers.push_back(station % 16);
        c[16].integers.push_back(station % 5);
        c[17].integers.push_back(1);
        c[18].reals.push_back(levels[inReport / 4] * 100);
        c[19].integers.push_back(variables[inReport % 4]);
        c[20].reals.push_back(missing ? strata::test::odc::missingDouble : 250 + unit(random) * 50);
        c[21].reals.push_back(0.5 + (inReport % 4) * 0.25);
        c[22].reals.push_back(missing ? strata::test::odc::missingDouble : unit(random) - 0.5);
        c[23].reals.push_back(missing ? strata::test::odc::missingDouble
                                      : (unit(random) - 0.5) * 0.5);
        c[24].reals.push_back(unit(random) < 0.8 ? strata::test::odc::missingDouble : unit(random));
        c[25].integers.push_back(missing ? 4 : 1);
        c[26].integers.push_back(static_cast<long>(unit(random) * 100));
        c[27].integers.push_back(inReport + 1);
        c[28].integers.push_back(static_cast<long>(unit(random) * 8));
        c[29].reals.push_back(0.5 + (inReport % 4) * 0.25 + (missing ? 0.1 : 0));
    }
    return c;
}

// Changes every `every`-th cell, counted row by row across the columns.
void changeCells(std::vector<PeerColumn>& columns, long rows, long every) {
    const auto width = static_cast<long>(columns.size());
    for (long cell = every - 1; cell < rows * width; cell += every) {
        PeerColumn& column = columns[static_cast<std::size_t>(cell % width)];
        const auto row = static_cast<std::size_t>(cell / width);
        if (!column.strings.empty()) {
            column.strings[row] = "CHANGED";
        } else if (!column.reals.empty()) {
            double& value = column.reals[row];
            value = value == strata::test::odc::missingDouble ? 0.0 : value + 1;
        } else if (column.type == ODC_BITFIELD) {
            column.integers[row] ^= 1; // stays within the bitfield's bits
        } else {
            column.integers[row] += 1;
        }
    }
}

} // namespace

std::vector<std::byte> observationFile(long rows, long changedEvery) {
    std::vector<PeerColumn> columns = observationColumns(rows);
    if (changedEvery > 0) {
        changeCells(columns, rows, changedEvery);
    }
    return strata::test::odc::encode(columns, rows, rowsPerFrame);
}

std::vector<std::byte> randomDoublesFile(long rows) {
    constexpr int columnCount = 15;
    std::mt19937_64 random(19);
    std::uniform_real_distribution<double> value(-1000, 1000);
    std::vector<PeerColumn> columns;
    for (int c = 0; c < columnCount; ++c) {
        columns.push_back(realColumn(("x" + std::to_string(c)).c_str(), ODC_DOUBLE));
        columns.back().reals.reserve(static_cast<std::size_t>(rows));
    }
    for (long r = 0; r < rows; ++r) {
        for (PeerColumn& column : columns) {
            column.reals.push_back(value(random));
        }
    }
    return strata::test::odc::encode(columns, rows, rowsPerFrame);
}

ObservationFileOnDisk::ObservationFileOnDisk(long rows, const char* name, long changedEvery)
    : m_path(std::filesystem::temp_directory_path() /
             ("strata-bench-" + std::string(name) + "-" + std::to_string(::getpid()) + ".odb")) {
    const auto bytes = observationFile(rows, changedEvery);
    std::ofstream out(m_path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
}

ObservationFileOnDisk::~ObservationFileOnDisk() {
    std::filesystem::remove(m_path);
}

} // namespace strata::bench
