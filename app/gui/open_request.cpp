#include "gui/open_request.h"

#include "gui/file_session.h"
#include "gui/selection_router.h"
#include "hex/go_to_offset.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "table/table_pane.h"

#include <QCoreApplication>
#include <QLineEdit>

namespace strata::gui {

std::optional<quint64> parseOffset(const QString& text) {
    const QString trimmed = text.trimmed();
    const bool hex = trimmed.startsWith(QLatin1String("0x"), Qt::CaseInsensitive);
    bool ok = false;
    const quint64 offset = hex ? trimmed.mid(2).toULongLong(&ok, 16) : trimmed.toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(offset) : std::nullopt;
}

void applyOpenRequest(const OpenRequest& request, FileSession& session, SelectionRouter& router,
                      TablePane& tablePane, const std::function<void(const QString&)>& say) {
    if (request.offset) {
        const QString problem = offsetProblem(*session.hexPane(), QString::number(*request.offset));
        if (problem.isEmpty()) {
            session.hexPane()->currentView()->goTo(*request.offset);
        } else {
            say(problem);
        }
    }
    if (!request.selectPath.isEmpty()) {
        const Node* node = session.document()->root->findByPath(request.selectPath.toStdString());
        if (node == nullptr) {
            say(QCoreApplication::translate("OpenRequest", "No node at %1")
                    .arg(request.selectPath));
        } else {
            Selection selection;
            selection.node = node;
            selection.layer = node->layer();
            selection.range = node->range();
            router.apply(selection);
        }
    }
    if (!request.where.isEmpty()) {
        tablePane.filterEdit()->setText(request.where);
        tablePane.applyFilter();
    }
    if (request.row) {
        tablePane.showRow(*request.row);
    }
}

} // namespace strata::gui
