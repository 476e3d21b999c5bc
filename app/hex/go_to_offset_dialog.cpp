#include "hex/go_to_offset_dialog.h"

namespace strata::gui {

GoToOffsetDialog::GoToOffsetDialog(std::function<QString(const QString&)> problem, QWidget* parent)
    : QInputDialog(parent)
    , m_problem(std::move(problem))
    , m_prompt(tr("Offset (decimal, or hexadecimal with 0x):")) {
    setWindowTitle(tr("Go to Offset"));
    setInputMode(QInputDialog::TextInput);
    setLabelText(m_prompt);
}

void GoToOffsetDialog::done(int result) {
    if (result == QDialog::Accepted) {
        m_problemText = m_problem(textValue());
        if (!m_problemText.isEmpty()) {
            // Said under the prompt; the text stays to be corrected.
            setLabelText(QStringLiteral("%1<br><span style=\"color:#c62828\">%2</span>")
                             .arg(m_prompt.toHtmlEscaped(), m_problemText.toHtmlEscaped()));
            return;
        }
    }
    QInputDialog::done(result);
}

} // namespace strata::gui
