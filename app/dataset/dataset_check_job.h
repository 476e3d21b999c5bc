#pragma once

#include "gui/background_job.h"
#include "strata/dataset.h"

#include <filesystem>
#include <vector>

namespace strata::gui {

// Checks a dataset's files in the background, several at a time (strata/dataset.h
// checkDataset), saying each file's result as it finishes. Progress counts files checked.
class DatasetCheckJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(std::vector<std::filesystem::path> files);

signals:
    // One file checked: its index in the files started with, and what the check found.
    void memberChecked(int index, const strata::MemberCheck& check);
};

} // namespace strata::gui
