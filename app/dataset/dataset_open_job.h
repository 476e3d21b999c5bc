#pragma once

#include "gui/background_job.h"
#include "strata/dataset.h"
#include "strata/document.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace strata::gui {

// Opens a dataset in the background (issue 39): the files, folders (walked) and globs named,
// each file opened, their first tables read as one (strata/dataset_table.h). Progress counts
// files opened.
class DatasetOpenJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(const QStringList& paths);
    // Once finished(): the dataset (a document of format "dataset" holding the one table),
    // nullptr when cancelled, and the files left out with why.
    std::shared_ptr<const Document> document() const { return m_document; }
    const std::vector<DatasetListing::Skipped>& skipped() const { return m_skipped; }

private:
    std::shared_ptr<const Document> m_document;
    std::vector<DatasetListing::Skipped> m_skipped;
};

} // namespace strata::gui
