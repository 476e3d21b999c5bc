#include "sizes/sizes_pane.h"

#include "gui/plural_count.h"
#include "model/structure/node_text.h"
#include "sizes/share_bar_delegate.h"
#include "sizes/sizes_job.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {
namespace {

QTableWidgetItem* numberItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

double percentOf(std::uint64_t bytes, std::uint64_t total) {
    return total == 0 ? 0.0 : 100.0 * static_cast<double>(bytes) / static_cast<double>(total);
}

} // namespace

SizesPane::SizesPane(QWidget* parent)
    : QWidget(parent)
    , m_grouping(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_job(new SizesJob(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("&Group by:"), this);
    label->setBuddy(m_grouping);
    top->addWidget(label);
    top->addWidget(m_grouping);
    top->addWidget(m_summary, 1);
    layout->addLayout(top);
    layout->addWidget(m_table);
    // In the order of SizeGrouping.
    m_grouping->addItem(tr("Column"));
    m_grouping->addItem(tr("Codec"));
    m_grouping->addItem(tr("Unit (row group, frame, chunk, stream)"));
    m_grouping->addItem(tr("Kind"));
    m_grouping->setAccessibleName(tr("Group the bytes by"));
    m_summary->setWordWrap(true);
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Bytes"), tr("Share of the file"), tr("Data"), tr("Decoded"), tr("Ratio")});
    m_table->verticalHeader()->hide();
    // Rows as compact as the table pane's.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setItemDelegateForColumn(ShareColumn, new ShareBarDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(60);
    m_table->viewport()->installEventFilter(this);
    m_table->setAccessibleName(tr("Where the bytes go"));
    connect(m_grouping, &QComboBox::currentIndexChanged, this, &SizesPane::showEntries);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) { onRowClicked(row); });
    connect(m_job, &SizesJob::finished, this, &SizesPane::onComputed);
    connect(m_job, &SizesJob::progressChanged, this, [this](quint64 done, quint64 total) {
        m_summary->setText(total > 0 ? tr("Counting the bytes… %1 %")
                                           .arg(QLocale().toString(percentOf(done, total), 'f', 0))
                                     : tr("Counting the bytes…"));
    });
}

SizesPane::~SizesPane() = default;

std::pair<QString, QString> SizesPane::othersTexts(std::uint64_t count) const {
    const QLocale locale;
    const QString counted = locale.toString(qulonglong{count});
    const QString listed = locale.toString(qulonglong{maxUnitEntries});
    switch (grouping()) {
    case SizeGrouping::Column:
        return {tr("(%1 other columns)").arg(counted),
                tr("The columns smaller than the %1 listed, added up").arg(listed)};
    case SizeGrouping::Codec:
        return {tr("(%1 other codecs)").arg(counted),
                tr("The codecs smaller than the %1 listed, added up").arg(listed)};
    case SizeGrouping::Unit:
    case SizeGrouping::Kind:
        break;
    }
    return {tr("(%1 other units)").arg(counted),
            tr("The units smaller than the %1 listed, added up").arg(listed)};
}

SizeGrouping SizesPane::grouping() const {
    return static_cast<SizeGrouping>(std::max(0, m_grouping->currentIndex()));
}

void SizesPane::setDocument(std::shared_ptr<const Document> document) {
    if (document == m_document) {
        return;
    }
    m_job->cancel();
    m_document = std::move(document);
    m_computedFor = nullptr;
    m_sizes = {};
    showEntries();
    computeIfNeeded();
}

void SizesPane::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    computeIfNeeded();
}

// Only while the view is shown: the walk produces every container of the file.
void SizesPane::computeIfNeeded() {
    if (!isVisible() || !m_document || m_computedFor == m_document.get() || m_job->isRunning()) {
        return;
    }
    m_summary->setText(tr("Counting the bytes…"));
    m_job->start(m_document);
}

void SizesPane::onComputed() {
    if (m_job->document() != m_document.get()) {
        computeIfNeeded();
        return;
    }
    m_computedFor = m_document.get();
    m_sizes = m_job->result();
    showEntries();
}

void SizesPane::showEntries() {
    m_table->setRowCount(0);
    m_nextPath.clear();
    if (m_computedFor == nullptr || m_computedFor != m_document.get()) {
        m_summary->setText(m_document ? tr("Counting the bytes…") : QString());
        return;
    }
    const QLocale locale;
    const auto& entries = m_sizes.entries(grouping());
    const std::uint64_t total = m_sizes.fileSize;
    m_table->setRowCount(static_cast<int>(entries.size()));
    m_nextPath.assign(entries.size(), 0);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const SizeEntry& entry = entries[i];
        const int row = static_cast<int>(i);
        const double share = percentOf(entry.bytes, total);
        // Units and kinds are the decoders' words ("row group 3", "(metadata)"); the units
        // (columns, codecs) past the largest are one entry, which says how many it stands for.
        const bool others = entry.name == otherEntriesName(grouping());
        const auto [othersName, othersTip] = othersTexts(entry.pathsLeftOut);
        const QString entryName = others ? othersName : model::translatedNodeText(entry.name);
        auto* name = new QTableWidgetItem(entryName);
        m_table->setItem(row, NameColumn, name);
        m_table->setItem(row, BytesColumn, numberItem(locale.toString(qulonglong{entry.bytes})));
        auto* shareItem = numberItem(tr("%1 %").arg(locale.toString(share, 'f', 1)));
        shareItem->setData(ShareBarDelegate::shareRole, share);
        m_table->setItem(row, ShareColumn, shareItem);
        // Data: the stored bytes whose decoded size is known (a column's Bytes also count its
        // share of headers), so that Ratio reads as Decoded / Data.
        const auto ratio = entry.ratio();
        m_table->setItem(row, DataColumn,
                         numberItem(ratio ? locale.toString(qulonglong{entry.compressedBytes})
                                          : QStringLiteral("–")));
        m_table->setItem(row, DecodedColumn,
                         numberItem(ratio ? locale.toString(qulonglong{entry.decodedBytes})
                                          : QStringLiteral("–")));
        m_table->setItem(row, RatioColumn,
                         numberItem(ratio ? tr("%1×").arg(locale.toString(*ratio, 'f', 2))
                                          : QStringLiteral("–")));
        QString tip = withFullCount(tr("%1: %Ln byte(s), %2 % of the file", nullptr,
                                       pluralCount(entry.bytes)),
                                    entry.bytes)
                          .arg(entryName.toHtmlEscaped())
                          .arg(locale.toString(share, 'f', 1));
        if (entry.overheadBytes != 0) {
            tip += QStringLiteral("<br>") +
                   withFullCount(tr("%Ln byte(s) of headers, metadata, padding or damage", nullptr,
                                    pluralCount(entry.overheadBytes)),
                                 entry.overheadBytes);
        }
        if (ratio) {
            tip += QStringLiteral("<br>") +
                   tr("%1 stored bytes of data decode to %2 (%3×)")
                       .arg(locale.toString(qulonglong{entry.compressedBytes}))
                       .arg(locale.toString(qulonglong{entry.decodedBytes}))
                       .arg(locale.toString(*ratio, 'f', 2));
        }
        const std::uint64_t nodes = entry.paths.size() + entry.pathsLeftOut;
        tip +=
            QStringLiteral("<br>") +
            (others      ? othersTip
             : nodes > 1 ? tr("From %Ln node(s); click to select the first, again for the next",
                              nullptr, static_cast<int>(std::min<std::uint64_t>(nodes, INT32_MAX)))
                         : tr("Click to select its node and bytes"));
        for (int column = 0; column < ColumnCount; ++column) {
            m_table->item(row, column)->setToolTip(tip);
        }
    }
    // Every column as wide as its text, the names' width kept for fitShareColumn.
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_table->resizeColumnsToContents();
    m_nameWidth = m_table->columnWidth(NameColumn);
    m_shareWidth = m_table->columnWidth(ShareColumn);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    fitShareColumn();
    // Byte counts past 2^31 do not fit tr()'s %Ln: the count is formatted apart.
    m_summary->setText(tr("%1 bytes in %2")
                           .arg(locale.toString(qulonglong{total}))
                           .arg(tr("%Ln entry(s)", nullptr, static_cast<int>(entries.size()))));
}

// Room for the bars to tell shares apart, out of what the names leave: a name is cut only where
// the pane is too narrow for it. Again whenever the table's width changes (the dock resized, a
// scroll bar shown).
void SizesPane::fitShareColumn() {
    int others = m_nameWidth;
    for (int column = 0; column < ColumnCount; ++column) {
        others += column == NameColumn || column == ShareColumn ? 0 : m_table->columnWidth(column);
    }
    const int left = m_table->viewport()->width() - others;
    m_table->setColumnWidth(ShareColumn,
                            std::max(m_shareWidth, std::min(12 * fontMetrics().height(), left)));
}

bool SizesPane::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table->viewport() && event->type() == QEvent::Resize &&
        m_table->rowCount() > 0) {
        fitShareColumn();
    }
    return QWidget::eventFilter(watched, event);
}

namespace {

// The file's bytes of the nodes at `paths` (nodes in decoded layers have none), sorted and with
// neighbours merged.
std::vector<ByteRange> fileRangesOf(const Node& root, const std::vector<std::string>& paths) {
    std::vector<ByteRange> ranges;
    for (const std::string& path : paths) {
        const Node* node = root.findByPath(path);
        if (node != nullptr && node->layer() == nullptr && node->range().length != 0) {
            ranges.push_back(node->range());
        }
    }
    std::sort(ranges.begin(), ranges.end(),
              [](const ByteRange& a, const ByteRange& b) { return a.offset < b.offset; });
    std::vector<ByteRange> merged;
    for (const ByteRange& range : ranges) {
        if (!merged.empty() && range.offset <= merged.back().end()) {
            const std::uint64_t end = std::max(merged.back().end(), range.end());
            merged.back().length = end - merged.back().offset;
        } else {
            merged.push_back(range);
        }
    }
    return merged;
}

} // namespace

void SizesPane::onRowClicked(int row) {
    if (row < 0 || static_cast<std::size_t>(row) >= m_nextPath.size() || !m_document ||
        !m_document->root) {
        return;
    }
    const SizeEntry& entry = m_sizes.entries(grouping())[static_cast<std::size_t>(row)];
    if (entry.paths.empty()) {
        return;
    }
    emit rangesMarked(fileRangesOf(*m_document->root, entry.paths));
    std::size_t& next = m_nextPath[static_cast<std::size_t>(row)];
    const std::string& path = entry.paths[next % entry.paths.size()];
    next = (next + 1) % entry.paths.size();
    if (const Node* node = m_document->root->findByPath(path)) {
        emit nodeRequested(node);
    }
}

} // namespace strata::gui
