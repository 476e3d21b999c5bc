#include "repair/repair_job.h"

#include "strata/format_registry.h"

namespace strata::gui {

RepairJob::~RepairJob() = default;

void RepairJob::start(std::shared_ptr<const Document> document, const QString& path) {
    m_path = path;
    m_report.reset();
    m_error.clear();
    m_output.reset();
    struct Result {
        std::optional<RepairReport> report;
        std::unique_ptr<FileOutput> output;
    };
    auto result = std::make_shared<Result>();
    launch(
        0,
        [document = std::move(document), path = path.toStdString(), result](SharedProgress&) {
            const Format* format = formatNamed(document->formatName);
            if (format == nullptr || !document->source) {
                return;
            }
            result->output = std::make_unique<FileOutput>(path);
            FileOutput& output = *result->output;
            result->report = format->repair(
                *document, *document->source,
                [&output](std::span<const std::byte> bytes) { output.write(bytes); }, {});
        },
        [this, result] {
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
