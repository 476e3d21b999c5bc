#pragma once

#include "writers/cole_writer.h"

#include <QFile>
#include <QString>
#include <cstdint>
#include <vector>

namespace strata::test {

// A COLE file of 1,000 rows in four row groups of 250 (each with its page min/max) whose
// plots are known: x = y = row (a diagonal), and gx, gy a 10 x 10 grid of points 10 apart
// (row i at gx = 10 (i % 10), gy = 10 (i / 10 % 10)), each point held by 10 rows.
inline bool writePlotTestFile(const QString& path) {
    ColeWriter writer;
    for (const char* name : {"x", "y", "gx", "gy"}) {
        writer.addColumn(name, ColeWriter::Type::Int64, ColeWriter::Encoding::Plain);
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
    const std::vector<std::byte> bytes = writer.finish();
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qint64>(bytes.size())) == static_cast<qint64>(bytes.size());
}

} // namespace strata::test
