#include "repair/repair_job.h"

#include "strata/format_registry.h"

namespace strata::gui {

RepairJob::~RepairJob() = default;

namespace {

// Thrown from the repair's output once Cancel is pressed: the repair stops at the unit it was
// writing (repairs hold no state beyond their stack).
struct RepairCancelled {};

} // namespace

void RepairJob::start(std::shared_ptr<const Document> document, const QString& path,
                      const RepairOptions& options) {
    m_path = path;
    m_report.reset();
    m_error.clear();
    m_output.reset();
    m_cancelled = false;
    struct Result {
        std::optional<RepairReport> report;
        std::unique_ptr<FileOutput> output;
        bool cancelled = false;
    };
    auto result = std::make_shared<Result>();
    const quint64 size = document->source ? document->source->size() : 0;
    launch(
        size,
        [document = std::move(document), path = path.toStdString(), result,
         options](SharedProgress& progress) {
            const Format* format = formatNamed(document->formatName);
            if (format == nullptr || !document->source) {
                return;
            }
            result->output = std::make_unique<FileOutput>(path);
            FileOutput& output = *result->output;
            try {
                result->report = format->repair(
                    *document, *document->source,
                    [&output, &progress](std::span<const std::byte> bytes) {
                        if (progress.cancel) {
                            throw RepairCancelled{};
                        }
                        output.write(bytes);
                        progress.done += bytes.size();
                    },
                    options);
            } catch (const RepairCancelled&) {
                result->cancelled = true;
                result->output.reset(); // uncommitted: its temporary file is removed
            }
        },
        [this, result] {
            // A Cancel clicked after the last byte was written still means no file.
            m_cancelled = result->cancelled || cancelRequested();
            if (m_cancelled) {
                result->output.reset();
            }
            m_report = std::move(result->report);
            m_output = std::move(result->output);
            if (m_output && !m_output->error().empty()) {
                m_error = QString::fromStdString(m_output->error());
            }
        });
}

bool RepairJob::save() {
    if (!m_output || !m_output->commit()) {
        m_error = m_output ? QString::fromStdString(m_output->error()) : QString();
        m_output.reset();
        return false;
    }
    m_output.reset();
    return true;
}

void RepairJob::discard() {
    m_output.reset(); // an uncommitted FileOutput removes its temporary file
}

} // namespace strata::gui
