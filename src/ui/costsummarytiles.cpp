#include "costsummarytiles.h"

#include "costmodel.h"
#include "costtext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

CostSummaryTiles::CostSummaryTiles(QWidget *parent) : QWidget(parent)
{
    auto *box = new QWidget(this);
    auto *grid = new QHBoxLayout(box);
    grid->setContentsMargins(0, 4, 0, 4);
    for (int i = 0; i < 7; ++i) {
        auto *tile = new QLabel(box);
        tile->setObjectName(QStringLiteral("costTile%1").arg(i));
        tile->setFrameShape(QFrame::StyledPanel);
        tile->setMargin(6);
        tile->setTextFormat(Qt::RichText);
        tile->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(tile, 1);
        m_tiles << tile;
    }
    m_unpriced = new QLabel(this);
    m_unpriced->setObjectName(QStringLiteral("costUnpriced"));
    m_unpriced->setWordWrap(true);
    m_unpriced->setStyleSheet(QStringLiteral("color: #8a5300;"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(box);
    v->addWidget(m_unpriced);
    m_unpriced->hide();
}

void CostSummaryTiles::setReport(const CostReport &r, double idleThresholdPct)
{
    const CostFigures &t = r.total;
    const QString cur = r.currency;
    const auto share = [&](double part) {
        return t.gpuHours > 0 ? CostText::percent(part / t.gpuHours) : QString();
    };
    const auto perBusy = t.costPerBusyGpuHour();
    const struct
    {
        QString title, value, sub, tip;
    } tiles[] = {
        {tr("Total GPU cost"), CostText::money(t.cost, cur), tr("estimate"),
         CostText::costDefinition(cur)},
        {tr("GPU-hours"), CostText::hours(t.gpuHours), QString(), CostText::gpuHoursDefinition()},
        {tr("Busy GPU-hours"), CostText::hours(t.busyGpuHours), share(t.busyGpuHours),
         CostText::busyDefinition()},
        {tr("Idle GPU-hours"), CostText::hours(t.idleGpuHours), share(t.idleGpuHours),
         CostText::idleDefinition(idleThresholdPct)},
        {tr("Idle cost"), CostText::money(t.idleCost, cur),
         t.cost > 0 ? tr("%1 of cost").arg(CostText::percent(t.idleCost / t.cost)) : QString(),
         CostText::idleCostDefinition()},
        {tr("Cost per busy GPU-hour"), perBusy ? CostText::money(*perBusy, cur) : tr("n/a"),
         QString(), CostText::perBusyHourDefinition()},
        {tr("Unobserved GPU-hours"), CostText::hours(t.unobservedGpuHours), tr("not counted"),
         CostText::unobservedDefinition()},
    };
    for (int i = 0; i < m_tiles.size(); ++i) {
        const auto &d = tiles[i];
        m_tiles[i]->setText(
            QStringLiteral("<small>%1</small><br><span style='font-size:large'>"
                           "<b>%2</b></span> <small>%3</small>")
                .arg(d.title.toHtmlEscaped(), d.value.toHtmlEscaped(), d.sub.toHtmlEscaped()));
        m_tiles[i]->setToolTip(d.tip);
    }
    if (!r.unpriced.empty()) {
        QStringList nodes;
        for (const UnpricedGpu &u : r.unpriced)
            if (!nodes.contains(u.node))
                nodes << u.node;
        m_unpriced->setText(tr("%1 GPU-hours on %n node(s) have no price and are not in the cost "
                               "(%2). Add their SKU under Prices….",
                               nullptr, int(nodes.size()))
                                .arg(CostText::hours(t.unpricedGpuHours),
                                     nodes.mid(0, 5).join(QStringLiteral(", "))));
    }
    m_unpriced->setVisible(!r.unpriced.empty());
}
