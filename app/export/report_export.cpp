#include "export/report_export.h"

#include "bookmarks/bookmark_list.h"
#include "gui/file_session.h"
#include "strata/report.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>

namespace strata::gui {

QString exportReport(QWidget* parent, const FileSession& session) {
    const auto document = session.document();
    if (!document) {
        return QCoreApplication::translate("ReportExport", "The file is still being read");
    }
    const QString suggested =
        QFileInfo(session.displayName()).completeBaseName() + QStringLiteral("-report.md");
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("ReportExport", "Export Report"), suggested,
        QCoreApplication::translate("ReportExport", "Markdown (*.md);;HTML, one page (*.html)"));
    if (path.isEmpty()) {
        return {};
    }
    return writeReportFile(session, path);
}

QString writeReportFile(const FileSession& session, const QString& path) {
    const auto document = session.document();
    if (!document) {
        return QCoreApplication::translate("ReportExport", "The file is still being read");
    }
    ReportContents contents;
    contents.file = document->source->name();
    contents.document = document.get();
    contents.diagnostics = session.diagnostics();
    contents.bookmarks = session.bookmarks()->all();
    const bool html = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                      path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    const std::string text =
        writeReport(contents, html ? ReportFormat::Html : ReportFormat::Markdown);
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        return QCoreApplication::translate("ReportExport", "Could not write %1: %2")
            .arg(path, file.errorString());
    }
    return QCoreApplication::translate("ReportExport", "Report written to %1").arg(path);
}

} // namespace strata::gui
