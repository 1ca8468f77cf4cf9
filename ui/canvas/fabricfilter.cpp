#include "fabricfilter.h"

#include "fabriccolors.h"
#include "rolecolors.h"
#include "topologyscene.h"
#include "widgets/flowlayout.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

namespace podcad {
namespace {

QIcon swatch(const QColor &color, bool line)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    if (line) {
        painter.setPen(QPen(color, 3));
        painter.drawLine(1, 7, 13, 7);
    } else {
        painter.setPen(color.darker(150));
        painter.setBrush(color);
        painter.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 2, 2);
    }
    return QIcon(pixmap);
}

QLabel *swatchLabel(const QColor &color, const QString &text, bool line, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setText(QStringLiteral("<span style='color:%1;font-size:14px'>%2</span>&nbsp;%3")
                       .arg(color.name(),
                            line ? QStringLiteral("&#9473;") : QStringLiteral("&#9632;"),
                            text.toHtmlEscaped()));
    return label;
}

} // namespace

FabricFilter::FabricFilter(TopologyScene *scene, QWidget *parent)
    : QWidget(parent)
    , mScene(scene)
    , mLayout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("fabricFilter"));
    mLayout->setContentsMargins(8, 2, 8, 2);
    mLayout->setSpacing(0);
    refresh();
}

void FabricFilter::refresh()
{
    // Rebuilt whole: a new design may have other fabrics.
    delete mContent;
    mContent = new QWidget(this);
    mLayout->addWidget(mContent);
    // One flow: the fabrics' check boxes, then the rail legend and the role legend, each a block
    // that wraps whole; a narrow view (1280x720, docks open) gets two or three lines instead of a
    // strip that held the window wider than the screen.
    auto *flow = new FlowLayout(mContent, 12, 2);
    flow->addWidget(new QLabel(tr("<b>Fabrics</b>"), mContent));
    for (const TopologyScene::FabricEntry &fabric : mScene->fabrics()) {
        if (fabric.id.isEmpty() && fabric.links == 0)
            continue; // "no fabric" only when some cable has none
        auto *box = new QCheckBox(tr("%1 (%2)").arg(fabric.name).arg(fabric.links), mContent);
        box->setObjectName(QStringLiteral("fabric:") + fabric.id);
        box->setIcon(swatch(fabric.color, true));
        box->setChecked(mScene->isFabricVisible(fabric.id));
        const QString id = fabric.id;
        connect(box, &QCheckBox::toggled, this,
                [this, id](bool on) { mScene->setFabricVisible(id, on); });
        flow->addWidget(box);
    }
    const auto block = [this, flow](const QString &title) {
        auto *widget = new QWidget(mContent);
        auto *row = new QHBoxLayout(widget);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(12);
        row->addWidget(new QLabel(title, widget));
        flow->addWidget(widget);
        return std::pair(widget, row);
    };
    if (mScene->hasRails()) {
        const auto [rails, row] = block(tr("<b>Compute rails</b>"));
        for (int r = 0; r < 8; ++r)
            row->addWidget(swatchLabel(railColor(r), QString::number(r), true, rails));
    }
    const auto [roles, row] = block(tr("<b>Roles</b>"));
    for (Role role : {Role::Compute, Role::Leaf, Role::Spine, Role::Core, Role::Storage,
                      Role::Management, Role::Ufm})
        row->addWidget(swatchLabel(roleColor(role), roleName(role), false, roles));
}

} // namespace podcad
