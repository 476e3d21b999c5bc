#include "gui/bundled_samples.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QResource>
#include <QStringList>
#include <cstring>

namespace strata::gui {

std::vector<std::pair<ByteSourcePtr, QString>> bundledSamples() {
    QDirIterator samples(QStringLiteral(":/samples"));
    QStringList names;
    while (samples.hasNext()) {
        names << samples.next();
    }
    names.sort();
    std::vector<std::pair<ByteSourcePtr, QString>> sources;
    for (const QString& name : names) {
        const QResource resource(name);
        const QByteArray data = resource.uncompressedData();
        std::vector<std::byte> bytes(static_cast<std::size_t>(data.size()));
        std::memcpy(bytes.data(), data.constData(), bytes.size());
        const QString fileName = QFileInfo(name).fileName();
        sources.emplace_back(ByteSource::fromBuffer(std::move(bytes), fileName.toStdString()),
                             fileName);
    }
    return sources;
}

} // namespace strata::gui
