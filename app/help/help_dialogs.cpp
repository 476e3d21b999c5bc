#include "help/help_dialogs.h"

#include "strata/library_versions.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {

void showAboutDialog(QWidget* parent) {
    QString libraries;
    for (const auto& [library, version] : libraryVersions()) {
        libraries += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                         .arg(QString::fromStdString(library), QString::fromStdString(version));
    }
    QMessageBox::about(
        parent, QApplication::translate("strata::gui::Help", "About Strata"),
        QApplication::translate("strata::gui::Help",
                                "<b>Strata</b> %1<br>An inspector for AT-1, COLE, Blosc2 and "
                                "ODB-2 files.<br><br>Built with Qt %2 (running %3) and:"
                                "<table>%4</table>")
            .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion()), libraries));
}

void showShortcutsDialog(QWidget* parent, const QList<QAction*>& actions) {
    QDialog dialog(parent);
    dialog.setWindowTitle(QApplication::translate("strata::gui::Help", "Keyboard Shortcuts"));
    auto* table = new QTableWidget(0, 2, &dialog);
    table->setHorizontalHeaderLabels({QApplication::translate("strata::gui::Help", "Action"),
                                      QApplication::translate("strata::gui::Help", "Shortcut")});
    table->setAccessibleName(QApplication::translate("strata::gui::Help", "Keyboard shortcuts"));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // An action in two places (Edit › Copy and a pane's own Copy) is one line.
    QSet<QString> listed;
    for (const QAction* action : actions) {
        if (action->shortcut().isEmpty()) {
            continue;
        }
        const QString name = action->text().remove(QLatin1Char('&'));
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        if (listed.contains(name + QLatin1Char('\n') + keys)) {
            continue;
        }
        listed.insert(name + QLatin1Char('\n') + keys);
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(name));
        table->setItem(row, 1, new QTableWidgetItem(keys));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog.resize(420, 480);
    dialog.exec();
}

} // namespace strata::gui
