#include "dataset/dataset_check_job.h"

#include <QMetaObject>
#include <QPointer>

namespace strata::gui {

void DatasetCheckJob::start(std::vector<std::filesystem::path> files) {
    const quint64 total = files.size();
    QPointer<DatasetCheckJob> self(this);
    launch(
        total,
        [files = std::move(files), self, total](SharedProgress& progress) {
            quint64 done = 0;
            const JobControl control = progress.control();
            checkDataset(
                files,
                [&](const MemberCheck& check) {
                    const auto index = static_cast<int>(check.index);
                    control.report(++done, total);
                    // Said on the GUI thread, as the files finish.
                    QMetaObject::invokeMethod(
                        self,
                        [self, index, check] {
                            if (self) {
                                emit self->memberChecked(index, check);
                            }
                        },
                        Qt::QueuedConnection);
                },
                control);
        },
        [] {});
}

} // namespace strata::gui
