#include "gui/file_notice.h"

#include "strata/dataset_table.h"

#include <QCoreApplication>
#include <algorithm>

namespace strata::gui {

QString fileNotice(const Document& document) {
    if (document.formatName == datasetFormatName) {
        return QCoreApplication::translate(
            "FileNotice", "A dataset: its files are listed in its tab, and the rows of them all "
                          "are one table in the Tables pane.");
    }
    if (document.source == nullptr || document.source->size() == 0) {
        return QCoreApplication::translate("FileNotice",
                                           "This file is empty: there is nothing to show.");
    }
    if (document.format == nullptr) {
        return QCoreApplication::translate(
            "FileNotice",
            "Strata does not recognise this file: neither its first bytes nor its name "
            "are those of AT-1, COLE, Blosc2 or ODB-2. The hex view shows its bytes.");
    }
    const bool hasErrors =
        std::any_of(document.diagnostics.begin(), document.diagnostics.end(),
                    [](const Diagnostic& d) { return d.severity == Severity::Error; });
    const bool hasRows = std::any_of(document.tables.begin(), document.tables.end(),
                                     [](const auto& table) { return table->rowCount() > 0; });
    const bool hasPayload = document.payload != nullptr && document.payload->size().value_or(1) > 0;
    if (hasErrors && !hasRows && !hasPayload) {
        return QCoreApplication::translate(
                   "FileNotice",
                   "No data in this %1 file could be decoded: Diagnostics lists what is wrong, "
                   "and the tree and the hex view show what is left of its structure.")
            .arg(QString::fromStdString(document.formatName));
    }
    return {};
}

} // namespace strata::gui
