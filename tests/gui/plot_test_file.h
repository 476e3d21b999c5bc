#pragma once

#include "support/cole_bytes_writer.h"

#include <QFile>
#include <QString>
#include <cstdint>
#include <vector>

namespace strata::test {

inline bool writeFile(const QString& path, const std::vector<std::byte>& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qint64>(bytes.size())) == static_cast<qint64>(bytes.size());
}

// A COLE file of 1,000 rows in four row groups of 250 (each with its page min/max) whose
// plots are known: x = y = row (a diagonal), and gx, gy a 10 x 10 grid of points 10 apart
// (row i at gx = 10 (i % 10), gy = 10 (i / 10 % 10)), each point held by 10 rows.
inline bool writePlotTestFile(const QString& path) {
    ColeBytesWriter writer;
    for (const char* name : {"x", "y", "gx", "gy"}) {
        writer.addColumn(name, ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    }
    for (std::int64_t group = 0; group < 4; ++group) {
        std::vector<std::int64_t> diagonal;
        std::vector<std::int64_t> gx;
        std::vector<std::int64_t> gy;
        for (std::int64_t i = group * 250; i < (group + 1) * 250; ++i) {
            diagonal.push_back(i);
            gx.push_back(10 * (i % 10));
            gy.push_back(10 * (i / 10 % 10));
        }
        writer.addRowGroup({diagonal, diagonal, gx, gy});
    }
    return writeFile(path, writer.finish());
}

// A COLE file of 30 stations in a small box of the Earth: lat 40..44 and lon 10..15 (row i at
// lat = 40 + i % 5, lon = 10 + i % 6), in one row group.
inline bool writeSmallBoxMapFile(const QString& path) {
    ColeBytesWriter writer;
    for (const char* name : {"lat", "lon"}) {
        writer.addColumn(name, ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    }
    std::vector<std::int64_t> lat;
    std::vector<std::int64_t> lon;
    for (std::int64_t i = 0; i < 30; ++i) {
        lat.push_back(40 + i % 5);
        lon.push_back(10 + i % 6);
    }
    writer.addRowGroup({lat, lon});
    return writeFile(path, writer.finish());
}

} // namespace strata::test
