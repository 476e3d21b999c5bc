#pragma once

#include <QString>
#include <QWidget>
#include <vector>

namespace strata::gui {

// A horizontal bar per group (its key on the left, its value at the bar's end), the longest bar
// the largest magnitude; as many groups as fit, in the order given; a bar without a value (a
// mean of no numbers) is left empty.
class GroupBarChart : public QWidget {
    Q_OBJECT

public:
    struct Bar {
        QString label;
        double value = 0;
        bool hasValue = false;
        QString valueText;
    };

    explicit GroupBarChart(QWidget* parent = nullptr);

    // `total` groups, of which `bars` are the first (no more than can ever be drawn).
    void setBars(QString title, std::vector<Bar> bars, std::size_t total);
    // The most bars a chart is given: no screen shows more.
    static constexpr std::size_t maxBars = 1000;
    const std::vector<Bar>& bars() const { return m_bars; }
    // The bars drawn (the others did not fit).
    int shownBars() const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int barHeight() const;

    QString m_title;
    std::vector<Bar> m_bars;
    std::size_t m_total = 0;
};

} // namespace strata::gui
