#pragma once

#include <QInputDialog>
#include <functional>

namespace strata::gui {

// Edit › Go to Offset: asks for an offset and stays open, saying why, while the text typed is
// no offset or one past the end, so that it can be corrected.
class GoToOffsetDialog : public QInputDialog {
    Q_OBJECT

public:
    // `problem` says why a typed text cannot be gone to; empty when it can.
    GoToOffsetDialog(std::function<QString(const QString&)> problem, QWidget* parent = nullptr);

    // What the dialog says is wrong with the text, empty while nothing is.
    const QString& problemText() const { return m_problemText; }

protected:
    void done(int result) override;

private:
    std::function<QString(const QString&)> m_problem;
    QString m_prompt;
    QString m_problemText;
};

} // namespace strata::gui
