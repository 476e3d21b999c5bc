#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <QWidget>

class QTableWidget;
class QLabel;
class QToolButton;

namespace strata::gui {

class ChecksumJob;

// The selected node's typed fields, one per row.
class DetailPane : public QWidget {
    Q_OBJECT

public:
    explicit DetailPane(QWidget* parent = nullptr);
    void showNode(const Node* node);
    QTableWidget* table() const { return m_table; }
    // The checksums of the selected bytes (`range` of `source`: the file's or a layer's), under a
    // toggle that is closed at first (they are computed in the background while it is open); a
    // null source or an empty range hides them.
    void showChecksums(ByteSourcePtr source, ByteRange range);
    QTableWidget* checksums() const { return m_checksums; }
    QToolButton* checksumToggle() const { return m_checksumToggle; }
    ChecksumJob* checksumJob() const { return m_checksumJob; }
    // The largest selection checksummed: larger ones would keep a core busy for seconds.
    static constexpr quint64 maxChecksumBytes = quint64{256} << 20;
    // The node's name, size and place above its fields.
    QLabel* title() const { return m_title; }

    // "12.3 % of the file" (of the layer, for a node in one whose size is known); empty when
    // the size of its space is unknown.
    static QString shareText(const Node& node);
    // "4.80× (128,943 bytes decoded from 26,935 stored)" for a node that states its decoded
    // size (strata/size_breakdown.h statedDecodedSize); empty otherwise.
    static QString ratioText(const Node& node);

private:
    QLabel* m_title;
    QTableWidget* m_table;
    void computeChecksums();

    QToolButton* m_checksumToggle;
    QTableWidget* m_checksums;
    ChecksumJob* m_checksumJob;
    ByteSourcePtr m_selectedSource; // what the checksums are of
    ByteRange m_selectedRange;
};

} // namespace strata::gui
