#pragma once

#include <QDialog>

class QLineEdit;
class QRadioButton;

namespace strata::gui {

// Asks what to find: text or hex bytes.
class FindDialog : public QDialog {
    Q_OBJECT

public:
    explicit FindDialog(QWidget* parent = nullptr);
    QString pattern() const;
    bool isHex() const;

private:
    QLineEdit* m_pattern;
    QRadioButton* m_hex;
};

} // namespace strata::gui
