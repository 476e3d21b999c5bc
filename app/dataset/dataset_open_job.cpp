#include "dataset/dataset_open_job.h"

#include "strata/dataset_table.h"

namespace strata::gui {

void DatasetOpenJob::start(const QStringList& paths) {
    m_document = nullptr;
    m_skipped.clear();
    std::vector<std::string> arguments;
    for (const QString& path : paths) {
        arguments.push_back(path.toStdString());
    }
    struct Opened {
        std::shared_ptr<const Document> document;
        std::vector<DatasetListing::Skipped> skipped;
    };
    auto opened = std::make_shared<Opened>();
    launch(
        0,
        [arguments = std::move(arguments), opened](SharedProgress& progress) {
            DatasetListing listing = listDataset(arguments);
            opened->skipped = std::move(listing.skipped);
            for (const std::string& unmatched : listing.unmatched) {
                opened->skipped.push_back({unmatched, "names no file"});
            }
            const JobControl control = progress.control();
            auto document = std::make_shared<Document>(openDataset(
                listing.files, 0, {},
                [&opened](const std::filesystem::path& path, const std::string& why) {
                    opened->skipped.push_back({path, why});
                },
                control));
            if (!control.cancelled()) {
                opened->document = std::move(document);
            }
        },
        [this, opened] {
            m_document = std::move(opened->document);
            m_skipped = std::move(opened->skipped);
        });
}

} // namespace strata::gui
