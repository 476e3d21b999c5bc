#pragma once

#include "strata/table_export.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <atomic>
#include <memory>

namespace strata::gui {

// Writes a table as CSV in the background. The file appears only when the export completes:
// it is written to a temporary file beside the destination and renamed at the end, so a
// cancelled or failed export leaves nothing behind.
class CsvExportJob : public QObject {
    Q_OBJECT

public:
    enum class Outcome { Written, Cancelled, Failed };

    explicit CsvExportJob(QObject* parent = nullptr);
    ~CsvExportJob() override; // cancels and waits

    // Starts an export; does nothing while one is running.
    void start(std::shared_ptr<const Table> table, const QString& path, const CsvOptions& options,
               const ExportSelection& selection);
    void cancel();

    // From start() until finished() is emitted.
    bool isRunning() const { return m_running; }
    QString path() const { return m_path; }
    Outcome outcome() const { return m_result.outcome; }
    QString errorText() const { return m_result.error; }
    quint64 rowsWritten() const { return m_result.rows; }

signals:
    // Rows written and the rows to write, a few times a second while running.
    void progressChanged(quint64 done, quint64 total);
    void finished();

private:
    struct Result {
        Outcome outcome = Outcome::Written;
        QString error;
        quint64 rows = 0;
    };
    static Result run(std::shared_ptr<const Table> table, QString path, CsvOptions options,
                      ExportSelection selection, std::shared_ptr<SharedProgress> progress);
    void reportProgress();
    void onFinished();

    QString m_path;
    std::shared_ptr<SharedProgress> m_progress;
    QFutureWatcher<Result> m_watcher;
    QTimer m_progressTimer;
    Result m_result;
    bool m_running = false;
};

} // namespace strata::gui
