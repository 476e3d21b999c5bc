#include "settings/settings_effects.h"

#include "hex/hex_pane.h"
#include "model/table/table_model.h"
#include "strata/layer_cache.h"
#include "table/table_pane.h"

namespace strata::gui {

void applyHexSettings(HexPane& pane, const AppSettings& settings) {
    pane.setBytesPerRow(settings.bytesPerRow);
    pane.setHexFont(settings.hexFont);
}

void applyAppSettings(const AppSettings& settings, TablePane& tablePane) {
    const quint64 cacheBytes = static_cast<quint64>(settings.cacheMegabytes) << 20;
    LayerCache::shared().setBudget(cacheBytes);
    model::TableModel::setDefaultCacheLimit(cacheBytes);
    tablePane.setCacheLimit(cacheBytes);
    applyTheme(settings.theme);
}

} // namespace strata::gui
