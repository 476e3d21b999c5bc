#pragma once

#include "gui/background_job.h"
#include "strata/document.h"
#include "strata/file_output.h"
#include "strata/repair.h"

#include <QString>
#include <memory>
#include <optional>

namespace strata::gui {

// Repairs a document in the background into a temporary file beside the destination
// (strata/file_output.h), which stays unnamed until save() renames it: the report can be read
// before the copy is kept, and a copy not saved leaves nothing.
class RepairJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;
    ~RepairJob() override;

    // Progress is in bytes written of the file's size; Cancel stops at the next unit written.
    void start(std::shared_ptr<const Document> document, const QString& path,
               const RepairOptions& options);

    QString path() const { return m_path; }
    // Once finished(): the report, or nothing when the format has no repair yet.
    const std::optional<RepairReport>& report() const { return m_report; }
    // Why the copy could not be written, when it could not.
    QString errorText() const { return m_error; }
    // Whether the last run was cancelled (nothing is left of its copy).
    bool wasCancelled() const { return m_cancelled; }
    // Renames the written copy to path(); false, with errorText(), when that fails.
    bool save();
    // Removes the written copy.
    void discard();

private:
    QString m_path;
    std::optional<RepairReport> m_report;
    QString m_error;
    bool m_cancelled = false;
    std::unique_ptr<FileOutput> m_output;
};

} // namespace strata::gui
