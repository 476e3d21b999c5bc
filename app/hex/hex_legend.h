#pragma once

#include <QWidget>

namespace strata::gui {

// The meaning of the hex view's background colours.
class HexLegend : public QWidget {
    Q_OBJECT

public:
    explicit HexLegend(QWidget* parent = nullptr);
};

} // namespace strata::gui
