#include "costleverspanel.h"

#include "costtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
const QString kGroup = QStringLiteral("cost/levers/");

QDoubleSpinBox *percentBox(QWidget *parent, double value, double max, const QString &name)
{
    auto *b = new QDoubleSpinBox(parent);
    b->setRange(0, max);
    b->setDecimals(0);
    b->setSuffix(QStringLiteral(" %"));
    b->setValue(QSettings().value(kGroup + name, value).toDouble());
    b->setObjectName(name);
    b->setAccessibleName(name);
    return b;
}
} // namespace

CostLeversPanel::CostLeversPanel(QWidget *parent) : QWidget(parent)
{
    m_loading = true;
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(tr("Each lever is counted on its own from this period's telemetry and "
                               "scaled to a month of 730 h. They overlap (a night that is "
                               "deallocated cannot also be reserved), so their savings do not "
                               "add up."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(buildOffHours());
    layout->addWidget(buildReserved());
    layout->addWidget(buildSpot());
    layout->addWidget(buildRightSizing());
    layout->addStretch();
    m_loading = false;
}

CostLeversPanel::LeverBox CostLeversPanel::addResult(QWidget *box, const QStringList &columns)
{
    LeverBox r;
    auto *layout = static_cast<QVBoxLayout *>(box->layout());
    r.saving = new QLabel(box);
    QFont big = r.saving->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    r.saving->setFont(big);
    r.saving->setTextInteractionFlags(Qt::TextSelectableByMouse);
    r.note = new QLabel(box);
    r.note->setWordWrap(true);
    r.evidence = new QTreeWidget(box);
    r.evidence->setRootIsDecorated(false);
    r.evidence->setHeaderLabels(columns);
    r.evidence->setMaximumHeight(150);
    r.evidence->header()->setStretchLastSection(false);
    r.evidence->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    r.evidence->setAccessibleName(tr("Evidence"));
    layout->addWidget(r.saving);
    layout->addWidget(r.note);
    layout->addWidget(r.evidence);
    return r;
}

QWidget *CostLeversPanel::buildOffHours()
{
    auto *box = new QGroupBox(tr("Off-hours deallocation"), this);
    box->setObjectName(QStringLiteral("leverOffHours"));
    auto *layout = new QVBoxLayout(box);
    auto *row = new QHBoxLayout;
    QSettings s;
    auto hourBox = [&](const QString &name, int value) {
        auto *b = new QSpinBox(box);
        b->setRange(0, 23);
        b->setSuffix(QStringLiteral(":00"));
        b->setValue(s.value(kGroup + name, value).toInt());
        b->setObjectName(name);
        connect(b, &QSpinBox::valueChanged, this, &CostLeversPanel::changed);
        return b;
    };
    m_offStart = hourBox(QStringLiteral("offStart"), 22);
    m_offStart->setAccessibleName(tr("Window starts"));
    m_offEnd = hourBox(QStringLiteral("offEnd"), 7);
    m_offEnd->setAccessibleName(tr("Window ends"));
    row->addWidget(new QLabel(tr("From"), box));
    row->addWidget(m_offStart);
    row->addWidget(new QLabel(tr("to"), box));
    row->addWidget(m_offEnd);
    row->addStretch();
    layout->addLayout(row);
    row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("starting on"), box));
    const int days = s.value(kGroup + QStringLiteral("offDays"), 0b0011111).toInt();
    for (int d = 0; d < 7; ++d) {
        auto *c = new QCheckBox(QLocale().dayName(d + 1, QLocale::ShortFormat), box);
        c->setChecked((days >> d) & 1);
        c->setObjectName(QStringLiteral("offDay%1").arg(d));
        connect(c, &QCheckBox::toggled, this, &CostLeversPanel::changed);
        m_offDays << c;
        row->addWidget(c);
    }
    row->addStretch();
    layout->addLayout(row);
    auto *why = new QLabel(tr("Counts only GPU-hours that were idle inside the window: busy "
                              "nights are work that would have to run anyway."),
                           box);
    why->setWordWrap(true);
    layout->addWidget(why);
    m_boxes[0] = addResult(
        box, {tr("Node"), tr("GPUs idle"), tr("Idle GPU-h in window"), tr("Saves / month")});
    return box;
}

QWidget *CostLeversPanel::buildReserved()
{
    auto *box = new QGroupBox(tr("Reserved instances"), this);
    box->setObjectName(QStringLiteral("leverReserved"));
    auto *layout = new QVBoxLayout(box);
    auto *form = new QFormLayout;
    m_term = new QComboBox(box);
    m_term->setObjectName(QStringLiteral("reservedTerm"));
    m_term->setAccessibleName(tr("Reservation term"));
    m_term->addItem(tr("1 year"), 1);
    m_term->addItem(tr("3 years"), 3);
    m_term->setCurrentIndex(QSettings().value(kGroup + QStringLiteral("term"), 1).toInt() >= 3);
    m_reserved1y = percentBox(box, 35, 90, QStringLiteral("reserved1y"));
    m_reserved3y = percentBox(box, 55, 90, QStringLiteral("reserved3y"));
    m_alwaysOn = percentBox(box, 95, 100, QStringLiteral("alwaysOn"));
    form->addRow(tr("Term"), m_term);
    form->addRow(tr("Discount, 1 year"), m_reserved1y);
    form->addRow(tr("Discount, 3 years"), m_reserved3y);
    form->addRow(tr("Reserve GPUs running at least"), m_alwaysOn);
    layout->addLayout(form);
    for (auto *b : {m_reserved1y, m_reserved3y, m_alwaysOn})
        connect(b, &QDoubleSpinBox::valueChanged, this, &CostLeversPanel::changed);
    connect(m_term, &QComboBox::currentIndexChanged, this, &CostLeversPanel::changed);
    m_boxes[1] =
        addResult(box, {tr("SKU"), tr("GPUs always on"), tr("GPU-h"), tr("Saves / month")});
    return box;
}

QWidget *CostLeversPanel::buildSpot()
{
    auto *box = new QGroupBox(tr("Spot VMs"), this);
    box->setObjectName(QStringLiteral("leverSpot"));
    auto *layout = new QVBoxLayout(box);
    auto *row = new QHBoxLayout;
    m_pools = new QListWidget(box);
    m_pools->setObjectName(QStringLiteral("spotPools"));
    m_pools->setAccessibleName(tr("Node pools for spot"));
    m_pools->setMaximumHeight(90);
    connect(m_pools, &QListWidget::itemChanged, this, &CostLeversPanel::changed);
    auto *form = new QFormLayout;
    m_spotDiscount = percentBox(box, 70, 95, QStringLiteral("spotDiscount"));
    m_spotEviction = percentBox(box, 5, 100, QStringLiteral("spotEviction"));
    form->addRow(tr("Spot discount"), m_spotDiscount);
    form->addRow(tr("Work lost to evictions"), m_spotEviction);
    for (auto *b : {m_spotDiscount, m_spotEviction})
        connect(b, &QDoubleSpinBox::valueChanged, this, &CostLeversPanel::changed);
    row->addWidget(m_pools, 1);
    row->addLayout(form, 1);
    layout->addLayout(row);
    m_boxes[2] = addResult(box, {tr("Node"), tr("GPUs"), tr("GPU-h"), tr("Saves / month")});
    return box;
}

QWidget *CostLeversPanel::buildRightSizing()
{
    auto *box = new QGroupBox(tr("Right-sizing"), this);
    box->setObjectName(QStringLiteral("leverRightSizing"));
    auto *layout = new QVBoxLayout(box);
    auto *form = new QFormLayout;
    m_headroom = percentBox(box, 20, 200, QStringLiteral("headroom"));
    form->addRow(tr("Memory headroom over the node's peak"), m_headroom);
    connect(m_headroom, &QDoubleSpinBox::valueChanged, this, &CostLeversPanel::changed);
    layout->addLayout(form);
    auto *why = new QLabel(tr("A node whose GPUs' peak memory (DCGM_FI_DEV_FB_USED) plus headroom "
                              "fits a cheaper SKU's GPU could move to it; the GPU count stays."),
                           box);
    why->setWordWrap(true);
    layout->addWidget(why);
    m_boxes[3] =
        addResult(box, {tr("Node"), tr("Peak GiB"), tr("Smaller SKU"), tr("Saves / month")});
    return box;
}

void CostLeversPanel::setPools(const QStringList &pools)
{
    m_loading = true;
    const QStringList chosen =
        QSettings().value(kGroup + QStringLiteral("spotPools")).toStringList();
    m_pools->clear();
    for (const QString &pool : pools) {
        auto *item = new QListWidgetItem(pool, m_pools);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(chosen.contains(pool) ? Qt::Checked : Qt::Unchecked);
    }
    if (pools.isEmpty())
        new QListWidgetItem(tr("(no node pool labels in this period)"), m_pools);
    m_loading = false;
}

SavingsLevers::Assumptions CostLeversPanel::assumptions() const
{
    SavingsLevers::Assumptions a;
    a.offHours.startHour = m_offStart->value();
    a.offHours.endHour = m_offEnd->value();
    a.offHours.days = 0;
    for (int d = 0; d < 7; ++d)
        if (m_offDays[d]->isChecked())
            a.offHours.days |= quint8(1u << d);
    a.reservedTermYears = m_term->currentData().toInt();
    a.reserved1yPct = m_reserved1y->value();
    a.reserved3yPct = m_reserved3y->value();
    a.alwaysOnPct = m_alwaysOn->value();
    for (int i = 0; i < m_pools->count(); ++i)
        if (m_pools->item(i)->checkState() == Qt::Checked)
            a.spotPools.insert(m_pools->item(i)->text());
    a.spotDiscountPct = m_spotDiscount->value();
    a.spotEvictionPct = m_spotEviction->value();
    a.headroomPct = m_headroom->value();
    return a;
}

void CostLeversPanel::changed()
{
    if (m_loading)
        return;
    save();
    emit assumptionsChanged();
}

void CostLeversPanel::save() const
{
    const SavingsLevers::Assumptions a = assumptions();
    QSettings s;
    s.setValue(kGroup + QStringLiteral("offStart"), a.offHours.startHour);
    s.setValue(kGroup + QStringLiteral("offEnd"), a.offHours.endHour);
    s.setValue(kGroup + QStringLiteral("offDays"), int(a.offHours.days));
    s.setValue(kGroup + QStringLiteral("term"), a.reservedTermYears);
    s.setValue(kGroup + QStringLiteral("reserved1y"), a.reserved1yPct);
    s.setValue(kGroup + QStringLiteral("reserved3y"), a.reserved3yPct);
    s.setValue(kGroup + QStringLiteral("alwaysOn"), a.alwaysOnPct);
    s.setValue(kGroup + QStringLiteral("spotPools"),
               QStringList(a.spotPools.cbegin(), a.spotPools.cend()));
    s.setValue(kGroup + QStringLiteral("spotDiscount"), a.spotDiscountPct);
    s.setValue(kGroup + QStringLiteral("spotEviction"), a.spotEvictionPct);
    s.setValue(kGroup + QStringLiteral("headroom"), a.headroomPct);
}

void CostLeversPanel::setLevers(const std::vector<SavingsLevers::Lever> &levers,
                                const QString &currency)
{
    for (std::size_t i = 0; i < levers.size() && i < 4; ++i) {
        const SavingsLevers::Lever &l = levers[i];
        LeverBox &b = m_boxes[i];
        b.evidence->clear();
        if (!l.unavailable.isEmpty()) {
            b.saving->setText(tr("Not counted"));
            b.note->setText(l.unavailable);
            continue;
        }
        b.saving->setText(tr("saves ≈ %1 / month").arg(CostText::money(l.monthlySaving, currency)));
        b.note->setText(
            tr("of %1 / month it applies to").arg(CostText::money(l.basisCost, currency)));
        for (const SavingsLevers::Evidence &e : l.evidence) {
            QStringList cells{e.subject};
            switch (l.kind) {
            case SavingsLevers::Kind::RightSizing:
                cells << QLocale().toString(e.peakGiB, 'f', 1) << e.detail;
                break;
            default:
                cells << QLocale().toString(e.gpus) << CostText::hours(e.hours);
                break;
            }
            cells << CostText::money(e.saving, currency);
            auto *item = new QTreeWidgetItem(b.evidence, cells);
            for (int c = 1; c < cells.size(); ++c)
                item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        }
        b.evidence->setVisible(!l.evidence.empty());
    }
}

void CostLeversPanel::clear(const QString &why)
{
    for (LeverBox &b : m_boxes) {
        b.saving->setText(tr("Not counted"));
        b.note->setText(why);
        b.evidence->clear();
    }
}
