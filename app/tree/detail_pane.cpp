#include "tree/detail_pane.h"

#include "gui/plural_count.h"
#include "model/structure/node_text.h"
#include "model/text/diagnostic_text.h"
#include "model/text/file_text.h"
#include "strata/size_breakdown.h"
#include "tree/checksum_job.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

// The size of the space a node lies in: its layer's where known, else the file's (the root's).
std::optional<std::uint64_t> spaceSize(const Node& node) {
    if (node.layer() != nullptr) {
        return node.layer()->size();
    }
    const Node* root = &node;
    while (root->parent() != nullptr) {
        root = root->parent();
    }
    return root->range().length;
}

} // namespace

QString DetailPane::shareText(const Node& node) {
    const auto total = spaceSize(node);
    if (!total || *total == 0) {
        return {};
    }
    const QString percent = QLocale().toString(
        100.0 * static_cast<double>(node.range().length) / static_cast<double>(*total), 'f', 1);
    return node.layer() != nullptr ? tr("%1 % of the layer").arg(percent)
                                   : tr("%1 % of the file").arg(percent);
}

QString DetailPane::ratioText(const Node& node) {
    const auto decoded = statedDecodedSize(node);
    const std::uint64_t stored = node.range().length;
    if (!decoded || stored == 0) {
        return {};
    }
    const QLocale locale;
    return tr("%1× (%2 bytes decoded from %3 stored)")
        .arg(locale.toString(static_cast<double>(*decoded) / static_cast<double>(stored), 'f',
                             *decoded >= 10 * stored ? 1 : 2))
        .arg(locale.toString(static_cast<qulonglong>(*decoded)))
        .arg(locale.toString(static_cast<qulonglong>(stored)));
}

DetailPane::DetailPane(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_table(new QTableWidget(0, 2, this))
    , m_checksumToggle(new QToolButton(this))
    , m_checksums(new QTableWidget(0, 2, this))
    , m_checksumJob(new ChecksumJob(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_checksumToggle);
    layout->addWidget(m_checksums, 1);
    m_checksumToggle->setCheckable(true);
    m_checksumToggle->setAutoRaise(true);
    m_checksumToggle->setArrowType(Qt::RightArrow);
    m_checksumToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_checksumToggle->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_checksumToggle->setToolTip(
        tr("CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 and xxHash64 of the selected bytes"));
    m_checksums->setHorizontalHeaderLabels({tr("Checksum"), tr("Value")});
    m_checksums->horizontalHeader()->setStretchLastSection(true);
    m_checksums->verticalHeader()->hide();
    m_checksums->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_checksums->setAccessibleName(tr("Checksums of the selection"));
    m_checksums->setToolTip(tr("Select a value and copy it (Ctrl+C) to compare it elsewhere"));
    m_checksumToggle->hide();
    m_checksums->hide();
    connect(m_checksumToggle, &QToolButton::toggled, this, [this](bool open) {
        m_checksumToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        computeChecksums();
    });
    connect(m_checksumJob, &ChecksumJob::finished, this, [this] {
        const auto& sums = m_checksumJob->result();
        m_checksums->setRowCount(static_cast<int>(sums.size()));
        for (std::size_t i = 0; i < sums.size(); ++i) {
            const int row = static_cast<int>(i);
            m_checksums->setItem(row, 0,
                                 new QTableWidgetItem(QString::fromStdString(sums[i].name)));
            auto* value = new QTableWidgetItem(QString::fromStdString(sums[i].hex));
            value->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            m_checksums->setItem(row, 1, value);
        }
        m_checksums->resizeColumnToContents(0);
    });
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Node details"));
}

void DetailPane::showChecksums(ByteSourcePtr source, ByteRange range) {
    m_selectedSource = std::move(source);
    m_selectedRange = range;
    computeChecksums();
}

void DetailPane::computeChecksums() {
    m_checksums->setRowCount(0);
    const quint64 length = m_selectedRange.length;
    const bool shown = m_selectedSource != nullptr && length > 0;
    m_checksumToggle->setVisible(shown);
    m_checksums->setVisible(shown && m_checksumToggle->isChecked() && length <= maxChecksumBytes);
    m_checksumJob->cancel();
    if (!shown) {
        return;
    }
    const QString size = withFullCount(tr("%Ln byte(s)", nullptr, pluralCount(length)), length);
    if (length > maxChecksumBytes) {
        m_checksumToggle->setText(
            tr("Checksums: the selection (%1) is larger than %2")
                .arg(size, QLocale().formattedDataSize(static_cast<qint64>(maxChecksumBytes))));
        return;
    }
    m_checksumToggle->setText(tr("Checksums of the selected %1").arg(size));
    if (m_checksumToggle->isChecked()) {
        m_checksumJob->start(m_selectedSource, m_selectedRange);
    }
}

void DetailPane::showNode(const Node* node) {
    m_table->setRowCount(0);
    if (node == nullptr) {
        m_title->clear();
        return;
    }
    const quint64 length = node->range().length;
    // A node in a layer says which: its offset is the layer's.
    const QString label = model::translatedNodeText(node->label()).toHtmlEscaped();
    m_title->setText(
        node->layer() != nullptr
            ? withFullCount(
                  tr("<b>%1</b> — %Ln byte(s) at %2 in layer %3", nullptr, pluralCount(length)),
                  length)
                  .arg(label)
                  .arg(node->range().offset)
                  .arg(QString::fromStdString(node->layer()->name()).toHtmlEscaped())
            : withFullCount(tr("<b>%1</b> — %Ln byte(s) at %2", nullptr, pluralCount(length)),
                            length)
                  .arg(label)
                  .arg(node->range().offset));
    const auto& fields = node->fields();
    const auto layers = node->layers();
    // The node's kind and decoded value (what the tree's value column shows), its share of the
    // file and its compression ratio where known, its fields, then the layers decoded from its
    // bytes.
    const QString share = shareText(*node);
    const QString ratio = ratioText(*node);
    const int firstFieldRow = 2 + (share.isEmpty() ? 0 : 1) + (ratio.isEmpty() ? 0 : 1);
    const int firstLayerRow = static_cast<int>(fields.size()) + firstFieldRow;
    m_table->setRowCount(firstLayerRow + static_cast<int>(layers.size()));
    m_table->setItem(0, 0, new QTableWidgetItem(tr("node kind")));
    m_table->setItem(0, 1,
                     new QTableWidgetItem(model::translatedNodeText(nodeKindName(node->kind()))));
    m_table->setItem(1, 0, new QTableWidgetItem(tr("value")));
    m_table->setItem(1, 1,
                     new QTableWidgetItem(node->kind() == NodeKind::Data
                                              ? model::fileText(node->value())
                                              : model::translatedNodeValue(node->value())));
    int row = 2;
    if (!share.isEmpty()) {
        m_table->setItem(row, 0, new QTableWidgetItem(tr("share")));
        m_table->setItem(row++, 1, new QTableWidgetItem(share));
    }
    if (!ratio.isEmpty()) {
        m_table->setItem(row, 0, new QTableWidgetItem(tr("compression ratio")));
        m_table->setItem(row, 1, new QTableWidgetItem(ratio));
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const int row = static_cast<int>(i) + firstFieldRow;
        m_table->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(fields[i].name)));
        m_table->setItem(
            row, 1, new QTableWidgetItem(QString::fromStdString(fieldValueText(fields[i].value))));
    }
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const Layer& layer = *layers[i];
        const int row = firstLayerRow + static_cast<int>(i);
        m_table->setItem(
            row, 0, new QTableWidgetItem(tr("layer %1").arg(QString::fromStdString(layer.name()))));
        const QString origin = QString::fromStdString(layer.origin());
        m_table->setItem(row, 1,
                         new QTableWidgetItem(layer.size()
                                                  ? withFullCount(tr("%1 (%Ln byte(s))", nullptr,
                                                                     pluralCount(*layer.size())),
                                                                  *layer.size())
                                                        .arg(origin)
                                                  : origin));
    }
}

} // namespace strata::gui
