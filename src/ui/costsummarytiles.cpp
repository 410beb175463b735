#include "costsummarytiles.h"

#include "costmodel.h"
#include "costtext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
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
    // The ledger first: four rows that add up to every GPU-hour and its cost,
    // rounded so they add up as shown. The threshold view is the waste
    // signal beside it, named as such.
    const CostLedger exact = CostLedger::of(t);
    const CostLedger ledger = CostText::shownLedger(exact);
    const std::array<int, 4> shares = exact.percentShares();
    const auto share = [&](int i) {
        return ledger.total().gpuHours > 0
                   ? tr("%1 % of all").arg(QLocale().toString(shares[std::size_t(i)]))
                   : QString();
    };
    const auto row = [&](const CostLedger::Row &x) { return CostText::ledgerRow(x, ledger, cur); };
    const auto perBusy = t.costPerBusyGpuHour();
    const struct
    {
        QString title, value, sub, tip;
    } tiles[] = {
        {tr("Total GPU cost"), CostText::money(t.cost, cur),
         ledger.unobserved.cost > 0
             ? tr("estimate; +%1 unobserved").arg(CostText::money(exact.unobserved.cost, cur))
             : tr("estimate"),
         CostText::costDefinition(cur)},
        {tr("Used"), row(ledger.used), share(0), CostText::ledgerUsedDefinition()},
        {tr("Allocated, idle"), row(ledger.allocatedIdle), share(1),
         CostText::ledgerAllocatedIdleDefinition()},
        {tr("Unallocated"), row(ledger.unallocated), share(2),
         CostText::ledgerUnallocatedDefinition()},
        {tr("Unobserved"), row(ledger.unobserved), share(3),
         CostText::ledgerUnobservedDefinition()},
        {tr("Waste signal: under %1 %").arg(QLocale().toString(idleThresholdPct, 'g', 3)),
         CostText::hours(t.idleGpuHours),
         t.cost > 0 ? tr("%1 idle cost").arg(CostText::money(t.idleCost, cur)) : QString(),
         CostText::idleDefinition(idleThresholdPct)},
        {tr("Cost per busy GPU-hour"), perBusy ? CostText::money(*perBusy, cur) : tr("n/a"),
         QString(), CostText::perBusyHourDefinition()},
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
