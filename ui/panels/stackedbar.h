#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace podcad {

// One horizontal bar of named parts drawn end to end against a scale, with an optional limit line
// (a GPU's memory); parts beyond the limit are drawn in the problem colour so that "does not fit"
// is seen before it is read. The memory and step-time bars of the Workload dock are two of these
// with their own parts; the legend under the bar names each part with its value.
class StackedBar final : public QWidget
{
    Q_OBJECT
public:
    struct Part
    {
        QString name;
        double value = 0;
        QColor color;
    };

    explicit StackedBar(QWidget *parent = nullptr);

    // `unit` follows each value in the legend ("GB", "s"); `limit` <= 0: no limit line.
    void setParts(std::vector<Part> parts, const QString &unit, double limit = 0,
                  const QString &limitName = {});
    const std::vector<Part> &parts() const { return mParts; }
    double total() const;
    double limit() const { return mLimit; }
    bool overLimit() const { return mLimit > 0 && total() > mLimit; }
    // The legend's words, as drawn ("weights 12.3 GB, ...; capacity 80 GB").
    QString legendText() const;

    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static QColor problemColor();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int barHeight() const;
    QStringList legendEntries() const; // the parts', then the limit or the total
    int entryWidth(const QString &entry) const;
    int legendLines(int width) const;

    std::vector<Part> mParts;
    QString mUnit;
    double mLimit = 0;
    QString mLimitName;
};

} // namespace podcad
