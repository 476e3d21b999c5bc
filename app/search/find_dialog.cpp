#include "search/find_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

namespace strata::gui {

FindDialog::FindDialog(QWidget* parent)
    : QDialog(parent)
    , m_pattern(new QLineEdit(this))
    , m_text(new QRadioButton(tr("&Text"), this))
    , m_hex(new QRadioButton(tr("&Hex bytes"), this))
    , m_result(new QLabel(this)) {
    setWindowTitle(tr("Find"));
    setModal(false);
    m_text->setChecked(true);
    auto* kinds = new QHBoxLayout;
    kinds->addWidget(m_text);
    kinds->addWidget(m_hex);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* next = buttons->addButton(tr("Find &Next"), QDialogButtonBox::AcceptRole);
    QPushButton* previous = buttons->addButton(tr("Find &Previous"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    next->setDefault(true);
    auto* layout = new QFormLayout(this);
    layout->addRow(tr("Find:"), m_pattern);
    layout->addRow(tr("As:"), kinds);
    layout->addRow(m_result);
    layout->addRow(buttons);
    m_result->setAccessibleName(tr("Search result"));
    m_pattern->setPlaceholderText(tr("text, or bytes such as 4F 44 41"));
    connect(next, &QPushButton::clicked, this, &FindDialog::findNextRequested);
    connect(previous, &QPushButton::clicked, this, &FindDialog::findPreviousRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
}

QString FindDialog::pattern() const {
    return m_pattern->text();
}

bool FindDialog::isHex() const {
    return m_hex->isChecked();
}

void FindDialog::showResult(const QString& text) {
    m_result->setText(text);
}

QString FindDialog::result() const {
    return m_result->text();
}

void FindDialog::setQuery(const QString& pattern, bool hex) {
    m_pattern->setText(pattern);
    (hex ? m_hex : m_text)->setChecked(true);
}

} // namespace strata::gui
