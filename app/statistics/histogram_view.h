#pragma once

#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

namespace strata::gui {

// A bar chart of counts: the bins of a numeric column, or a string column's most frequent
// values. Painted by hand; hovering a bar shows its label and count.
class HistogramView : public QWidget {
    Q_OBJECT

public:
    struct Bar {
        QString label;
        std::uint64_t count = 0;
    };

    explicit HistogramView(QWidget* parent = nullptr);
    // `estimated`: the counts are estimates (scaled from a sample), shown with "≈".
    void setBars(std::vector<Bar> bars, const QString& title, bool estimated = false);
    const std::vector<Bar>& bars() const { return m_bars; }
    bool isEstimated() const { return m_estimated; }
    // What hovering bar `index` shows.
    QString barToolTip(std::size_t index) const;
    QSize sizeHint() const override { return {360, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect plotArea() const;
    int barAt(const QPoint& point) const;

    std::vector<Bar> m_bars;
    QString m_title;
    bool m_estimated = false;
};

} // namespace strata::gui
