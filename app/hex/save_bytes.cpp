#include "hex/save_bytes.h"

#include "gui/plural_count.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "strata/node.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>
#include <algorithm>

namespace strata::gui {
namespace {

// Written in slices so a multi-GB node does not make one giant write call.
constexpr std::uint64_t sliceBytes = std::uint64_t{4} << 20;

// The context of this file's messages for translators.
struct SaveBytes {
    Q_DECLARE_TR_FUNCTIONS(SaveBytes)
};

} // namespace

QString writeBytes(const ByteSource& source, const ByteRange& range, const QString& path) {
    if (range.offset > source.size() || range.length > source.size() - range.offset) {
        return SaveBytes::tr("The bytes lie outside the file.");
    }
    // QSaveFile: an existing file is replaced only once every byte is written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return file.errorString();
    }
    for (std::uint64_t done = 0; done < range.length; done += sliceBytes) {
        const auto bytes =
            source.view(range.offset + done, std::min(sliceBytes, range.length - done));
        if (file.write(reinterpret_cast<const char*>(bytes.data()),
                       static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size())) {
            return file.errorString();
        }
    }
    return file.commit() ? QString() : file.errorString();
}

QString saveBytesAs(QWidget* parent, const ByteSource& source, const ByteRange& range,
                    const QString& suggestedName) {
    const QString path =
        QFileDialog::getSaveFileName(parent, SaveBytes::tr("Save Bytes As"), suggestedName);
    if (path.isEmpty()) {
        return {};
    }
    const QString error = writeBytes(source, range, path);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, SaveBytes::tr("Cannot save bytes"),
                             SaveBytes::tr("Strata could not write %1:\n%2").arg(path, error));
        return {};
    }
    return path;
}

QString saveNodeBytes(QWidget* parent, HexPane& pane, const Node& node) {
    // A node in a layer saves from the layer's bytes, which its tab produces.
    pane.showLayer(node.layer());
    const HexView* hexView = pane.viewOf(node.layer());
    if (hexView->source() == nullptr) {
        return SaveBytes::tr("The layer is still being decoded; save again once it shows");
    }
    const QString saved =
        saveBytesAs(parent, *hexView->source(), node.range(),
                    QString::fromStdString(node.label()) + QStringLiteral(".bin"));
    if (saved.isEmpty()) {
        return {};
    }
    const std::uint64_t length = node.range().length;
    return withFullCount(SaveBytes::tr("Saved %Ln byte(s) to %1", nullptr, pluralCount(length)),
                         length)
        .arg(saved);
}

} // namespace strata::gui
