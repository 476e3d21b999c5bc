#pragma once

#include "strata/byte_source.h"

#include <QWidget>

class QTreeWidget;

namespace strata::gui {

class HexView;

// Shows the bytes at the cursor read as every common type.
class DataInspector : public QWidget {
    Q_OBJECT

public:
    explicit DataInspector(QWidget* parent = nullptr);
    void showBytesAt(const ByteSourcePtr& source, quint64 offset);
    // The bytes at the cursor of `view` (nullptr: none).
    void showCursorOf(const HexView* view);
    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list;
};

} // namespace strata::gui
