#include "tree/structure_actions.h"

#include "gui/status_line.h"
#include "hex/hex_pane.h"
#include "hex/save_bytes.h"
#include "tree/structure_pane.h"

namespace strata::gui {

void connectStructureActions(StructurePane& tree, QWidget& window, CurrentSession currentSession,
                             StatusLine& status) {
    QObject::connect(&tree, &StructurePane::saveBytesRequested, &window,
                     [&window, currentSession, &status](const Node* node) {
                         FileSession* session = currentSession();
                         if (session != nullptr && node != nullptr) {
                             status.say(saveNodeBytes(&window, *session->hexPane(), *node));
                         }
                     });
    QObject::connect(&tree, &StructurePane::showLayerRequested, &window,
                     [currentSession](const Layer* layer) {
                         if (FileSession* session = currentSession()) {
                             session->hexPane()->showLayer(layer);
                         }
                     });
}

} // namespace strata::gui
