#include "sizes/sizes_hex_marks.h"

#include "gui/status_line.h"
#include "hex/hex_view.h"
#include "sizes/sizes_pane.h"

#include <algorithm>
#include <climits>

namespace strata::gui {

void connectSizesToHexView(SizesPane& sizes, CurrentSession currentSession, StatusLine& status) {
    QObject::connect(&sizes, &SizesPane::rangesMarked, &status,
                     [currentSession, &status](const std::vector<ByteRange>& ranges) {
                         if (FileSession* session = currentSession()) {
                             session->hexView()->setMarkedRanges(ranges);
                             status.say(SizesPane::tr(
                                 "%Ln byte range(s) of the entry framed in the hex view", nullptr,
                                 static_cast<int>(std::min<std::size_t>(ranges.size(), INT_MAX))));
                         }
                     });
}

} // namespace strata::gui
