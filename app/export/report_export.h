#pragma once

#include <QString>

class QWidget;

namespace strata::gui {

class FileSession;

// File › Export Report… (issue 40): the report strata-cli report writes, of the file in front
// with the diagnostics the window has found (the whole check's once it finished), as Markdown or
// HTML chosen by the name given. Returns what to say in the status bar (empty: nothing chosen).
QString exportReport(QWidget* parent, const FileSession& session);
// The report of the file written to `path` (.html: HTML, else Markdown); what to say.
QString writeReportFile(const FileSession& session, const QString& path);

} // namespace strata::gui
