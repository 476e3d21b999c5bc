#pragma once

#include "strata/byte_range.h"
#include "strata/document.h"
#include "strata/size_breakdown.h"

#include <QWidget>
#include <memory>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace strata::gui {

class SizesJob;

// The Sizes view (issue 18): where the current file's bytes go, grouped by column, codec, unit
// or kind, largest first, each entry with a bar of its share of the file. Clicking an entry
// asks for its first node to be selected, clicking it again for the next. Computed in the
// background when the view is shown.
class SizesPane : public QWidget {
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        BytesColumn,
        ShareColumn,
        DataColumn,
        DecodedColumn,
        RatioColumn,
        ColumnCount
    };

    explicit SizesPane(QWidget* parent = nullptr);
    ~SizesPane() override;

    void setDocument(std::shared_ptr<const Document> document);
    QComboBox* groupingPicker() const { return m_grouping; }
    QTableWidget* table() const { return m_table; }
    QLabel* summary() const { return m_summary; }
    SizesJob* job() const { return m_job; }

signals:
    // A node an entry's bytes come from: the window selects it and its bytes.
    void nodeRequested(const strata::Node* node);
    // Every byte range in the file an entry's bytes come from (a column's descriptors and data
    // in every frame), sorted and merged: the window marks them all in the hex view.
    void rangesMarked(const std::vector<strata::ByteRange>& ranges);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void computeIfNeeded();
    void onComputed();
    void showEntries();
    void fitShareColumn();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void onRowClicked(int row);
    // The entry that adds up the grouping's entries past the largest: its name, which says how
    // many (`count`) it stands for, and its tooltip.
    std::pair<QString, QString> othersTexts(std::uint64_t count) const;
    SizeGrouping grouping() const;

    QComboBox* m_grouping;
    QLabel* m_summary;
    QTableWidget* m_table;
    int m_nameWidth = 0;  // the name column's width for its longest name
    int m_shareWidth = 0; // the share column's width for its text
    SizesJob* m_job;
    std::shared_ptr<const Document> m_document;
    const Document* m_computedFor = nullptr;
    SizeBreakdown m_sizes;
    std::vector<std::size_t> m_nextPath; // per shown row: the path the next click selects
};

} // namespace strata::gui
