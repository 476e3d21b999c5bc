#pragma once

#include "strata/document.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <memory>

namespace strata::model {

using DocumentPtr = std::shared_ptr<const Document>;

// Opens a file off the GUI thread. The byte source is mapped at once (so the hex view can show
// the file while the format parses); the document follows through `loaded`.
class DocumentLoader : public QObject {
    Q_OBJECT

public:
    explicit DocumentLoader(QObject* parent = nullptr);

    // Maps the file now and parses it in the background. Returns false (and says why in
    // `error`) when the file cannot be mapped.
    bool open(const QString& path, QString* error);
    // Parses bytes already in memory (bundled samples, tests).
    void openSource(ByteSourcePtr source);
    void cancel();
    ByteSourcePtr source() const { return m_source; }

signals:
    void loaded(strata::model::DocumentPtr document);

private:
    ByteSourcePtr m_source;
    QFutureWatcher<DocumentPtr> m_watcher;
};

} // namespace strata::model

Q_DECLARE_METATYPE(strata::model::DocumentPtr)
