#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QRadioButton;

namespace strata::gui {

// Asks what to find: text or hex bytes. Not modal: it stays open beside the hex view, keeps the
// last query and mode, and asks for the next or the previous match.
class FindDialog : public QDialog {
    Q_OBJECT

public:
    explicit FindDialog(QWidget* parent = nullptr);
    QString pattern() const;
    bool isHex() const;
    void setQuery(const QString& pattern, bool hex);
    // What the last search found ("Not found", "continued from the start"), said in the dialog
    // until the next search; empty clears it.
    void showResult(const QString& text);
    QString result() const;

signals:
    void findNextRequested();
    void findPreviousRequested();

private:
    QLineEdit* m_pattern;
    QRadioButton* m_text;
    QRadioButton* m_hex;
    QLabel* m_result;
};

} // namespace strata::gui
