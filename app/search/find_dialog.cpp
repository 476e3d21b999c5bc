#include "search/find_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRadioButton>

namespace strata::gui {

FindDialog::FindDialog(QWidget* parent)
    : QDialog(parent)
    , m_pattern(new QLineEdit(this))
    , m_hex(new QRadioButton(tr("&Hex bytes"), this)) {
    setWindowTitle(tr("Find"));
    auto* text = new QRadioButton(tr("&Text"), this);
    text->setChecked(true);
    auto* kinds = new QHBoxLayout;
    kinds->addWidget(text);
    kinds->addWidget(m_hex);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QFormLayout(this);
    layout->addRow(tr("Find:"), m_pattern);
    layout->addRow(tr("As:"), kinds);
    layout->addRow(buttons);
    m_pattern->setPlaceholderText(tr("text, or bytes such as 4F 44 41"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString FindDialog::pattern() const {
    return m_pattern->text();
}
bool FindDialog::isHex() const {
    return m_hex->isChecked();
}

} // namespace strata::gui
