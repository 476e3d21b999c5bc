#pragma once

#include <QStringList>

namespace strata::model {

// "*.at1", "*.col", ...: a pattern for every extension the format registry knows, in its order
// (the Open dialog's filter, so that it never lags behind the registry).
QStringList formatFilePatterns();

} // namespace strata::model
