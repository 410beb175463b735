#include "alertpane.h"

#include "alertcenter.h"
#include "alertmodel.h"
#include "silencedialog.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

AlertPane::AlertPane(AlertCenter *center, QWidget *parent)
    : QWidget(parent), m_center(center), m_model(new AlertModel(this)), m_view(new QTreeView(this)),
      m_header(new QLabel(this)), m_problems(new QLabel(this)),
      m_runbook(new QPushButton(tr("&Runbook…"), this)), m_ack(new QPushButton(tr("&Ack…"), this)),
      m_silence(new QPushButton(tr("&Silence…"), this)),
      m_unsilence(new QPushButton(tr("&Unsilence"), this)), m_escalate(new QToolButton(this)),
      m_explain(new QPushButton(tr("E&xplain"), this)), m_tick(new QTimer(this))
{
    m_model->setClock([center] { return center->now(); });
    m_view->setObjectName(QStringLiteral("alertTree"));
    m_view->setAccessibleName(tr("Alerts by tier"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    // In a narrow dock keep both the alert's name and its target (at the end).
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(false);
    // The alert and its target matter most: that column takes the room; the
    // state is short, with the whole story in the row's tooltip.
    QHeaderView *header = m_view->header();
    header->setSectionResizeMode(AlertModel::AlertColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(AlertModel::ValueColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AlertModel::StateColumn, QHeaderView::Interactive);
    header->resizeSection(AlertModel::StateColumn, 120);
    header->setSectionResizeMode(AlertModel::SinceColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AlertModel::ForColumn, QHeaderView::ResizeToContents);
    m_header->setObjectName(QStringLiteral("alertCounts"));
    m_header->setTextFormat(Qt::RichText);
    m_problems->setObjectName(QStringLiteral("alertProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b35c00;"));
    m_problems->hide();
    m_runbook->setObjectName(QStringLiteral("runbookButton"));
    m_ack->setObjectName(QStringLiteral("ackButton"));
    m_silence->setObjectName(QStringLiteral("silenceButton"));
    m_unsilence->setObjectName(QStringLiteral("unsilenceButton"));
    m_runbook->setToolTip(tr("Show and launch the runbook for the selected alert"));
    m_ack->setToolTip(tr("Acknowledge the selected alert with a note"));
    m_silence->setToolTip(tr("Silence the selected alert or its group for a while"));
    m_explain->setObjectName(QStringLiteral("explainAlertButton"));
    m_explain->setToolTip(tr("What else changed while the selected alert was pending or firing"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_runbook);
    buttons->addWidget(m_ack);
    buttons->addWidget(m_silence);
    buttons->addWidget(m_unsilence);
    buttons->addWidget(m_escalate);
    buttons->addWidget(m_explain);
    buttons->addStretch();
    buildEscalateMenu();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_problems);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_center, &AlertCenter::boardChanged, this, &AlertPane::rebuild);
    connect(m_view, &QTreeView::clicked, this, &AlertPane::onClicked);
    // Keyboard navigation changes the current row too; the buttons follow it.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &AlertPane::updateButtons);
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &i) {
        m_expanded.insert(m_model->itemId(i));
        m_collapsed.remove(m_model->itemId(i));
    });
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &i) {
        m_collapsed.insert(m_model->itemId(i));
        m_expanded.remove(m_model->itemId(i));
    });
    connect(m_runbook, &QPushButton::clicked, this, [this] {
        if (const AlertRow *r = selectedRow())
            emit runbookRequested(*r);
    });
    connect(m_ack, &QPushButton::clicked, this, &AlertPane::askAcknowledge);
    connect(m_explain, &QPushButton::clicked, this, [this] {
        const QModelIndex i = selectedIndex();
        const AlertRow *r = m_model->rowAt(i);
        const AlertGroup *g = m_model->groupAt(i);
        if (!r && !g)
            return;
        emit explainRequested(i.data(AlertModel::WindowFromRole).toLongLong(),
                              i.data(AlertModel::WindowToRole).toLongLong(),
                              r ? r->expr : g->rows.front().expr);
    });
    connect(m_silence, &QPushButton::clicked, this, &AlertPane::askSilence);
    connect(m_unsilence, &QPushButton::clicked, this, &AlertPane::unsilenceSelected);
    // Countdowns and "for how long" are computed at paint time.
    connect(m_tick, &QTimer::timeout, m_view->viewport(), qOverload<>(&QWidget::update));
    m_tick->start(1000);
    rebuild();
}

void AlertPane::setRunbookLookup(std::function<bool(const AlertRow &)> hasRunbook)
{
    m_hasRunbook = std::move(hasRunbook);
    updateButtons();
}

void AlertPane::setEscalationLookup(EscalationLookup lookup)
{
    m_escalationLookup = std::move(lookup);
    updateButtons();
}

void AlertPane::buildEscalateMenu()
{
    // One button with a menu keeps the row narrow: escalation is rare and
    // deliberate, acknowledging and silencing are not.
    m_escalate->setObjectName(QStringLiteral("escalateButton"));
    m_escalate->setText(tr("&Escalate"));
    m_escalate->setToolTip(tr("Page on-call or post the selected alert to a channel"));
    m_escalate->setPopupMode(QToolButton::InstantPopup);
    m_escalate->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_escalate);
    menu->setObjectName(QStringLiteral("escalateMenu"));
    menu->setToolTipsVisible(true);
    m_pageMenu = menu->addMenu(tr("&Page on-call (PagerDuty)"));
    m_pageMenu->setObjectName(QStringLiteral("pageMenu"));
    m_pageMenu->setToolTipsVisible(true);
    const QString pd = QLatin1String(kPagerDutyId);
    const struct
    {
        const char *name;
        QString text;
        QString action;
        QString tip;
    } items[] = {
        {"pageTrigger", tr("&Trigger"), QStringLiteral("trigger"),
         tr("Open a PagerDuty incident for this alert, or add to the open one")},
        {"pageAcknowledge", tr("&Acknowledge"), QStringLiteral("acknowledge"),
         tr("Acknowledge the PagerDuty incident of this alert")},
        {"pageResolve", tr("&Resolve"), QStringLiteral("resolve"),
         tr("Resolve the PagerDuty incident of this alert")},
    };
    for (const auto &item : items) {
        QAction *a = m_pageMenu->addAction(item.text);
        a->setObjectName(QLatin1String(item.name));
        m_escalations.push_back({a, pd, item.action, item.tip});
    }
    QAction *teams = menu->addAction(tr("Post to &Teams"));
    teams->setObjectName(QStringLiteral("postTeams"));
    m_escalations.push_back({teams, QLatin1String(kTeamsId), QString(),
                             tr("Post the alert, its lanes' values and its runbook links to the "
                                "Teams channel")});
    for (const Escalation &e : m_escalations)
        connect(e.action, &QAction::triggered, this, [this, id = e.id, action = e.webhookAction] {
            if (const AlertRow *r = selectedRow())
                emit escalateRequested(*r, id, action);
        });
    m_escalate->setMenu(menu);
}

void AlertPane::updateEscalations(bool haveRow)
{
    m_escalate->setEnabled(haveRow);
    bool anyPage = false;
    for (const Escalation &e : m_escalations) {
        const QString why = m_escalationLookup ? m_escalationLookup(e.id, e.webhookAction)
                                               : tr("Escalation is not set up.");
        e.action->setEnabled(haveRow && why.isEmpty());
        e.action->setToolTip(why.isEmpty() ? e.tip : why);
        if (e.id == QLatin1String(kPagerDutyId) && why.isEmpty())
            anyPage = true;
    }
    m_pageMenu->setEnabled(haveRow && anyPage);
    m_pageMenu->menuAction()->setToolTip(anyPage ? QString()
                                                 : m_escalations.front().action->toolTip());
}

void AlertPane::setProblems(const QStringList &problems)
{
    QStringList lines;
    for (const QString &p : problems)
        if (!p.isEmpty())
            lines << p;
    m_problems->setVisible(!lines.isEmpty());
    const int shown = 3;
    QString text = lines.mid(0, shown).join(QLatin1Char('\n'));
    if (lines.size() > shown)
        text +=
            QLatin1Char('\n') + tr("(%n more; hover for all)", nullptr, int(lines.size()) - shown);
    m_problems->setText(text);
    m_problems->setToolTip(lines.join(QLatin1Char('\n')));
}

QString AlertPane::problemsText() const
{
    return m_problems->isVisible() ? m_problems->toolTip() : QString();
}

QString AlertPane::headerText() const
{
    return m_header->text();
}

void AlertPane::rebuild()
{
    const QString selected = m_model->itemId(selectedIndex());
    m_model->setBoard(m_center->board());
    const AlertBoard &b = m_model->board();
    auto count = [&](AlertTier t, const char *color) {
        const int loud = b.count(t);
        const int all = b.count(t, true);
        return QStringLiteral("<span style='color:%1'>%2&nbsp;P%3&nbsp;<b>%4</b></span>%5")
            .arg(QLatin1String(color), AlertModel::tierShape(t))
            .arg(int(t))
            .arg(loud)
            .arg(all > loud ? tr("&nbsp;(+%1 quiet)").arg(all - loud) : QString());
    };
    m_header->setText(tr("<b>ALERTS</b>&nbsp;&nbsp; %1 &nbsp; %2 &nbsp; %3")
                          .arg(count(AlertTier::P1, "#c62828"), count(AlertTier::P2, "#d86a00"),
                               count(AlertTier::P3, "#1e6fb8")));
    // P1 and P2 open, the P3 digest and history closed, unless the user chose.
    std::function<void(const QModelIndex &)> restore = [&](const QModelIndex &parent) {
        for (int r = 0; r < m_model->rowCount(parent); ++r) {
            const QModelIndex i = m_model->index(r, 0, parent);
            const auto kind = AlertModel::Kind(i.data(AlertModel::KindRole).toInt());
            // Section titles ("P3 digest (19)") use the whole row, so they
            // are not cut to the alert column in longer languages.
            m_view->setFirstColumnSpanned(r, parent, kind == AlertModel::Kind::Section);
            if (!m_model->hasChildren(i))
                continue;
            const QString id = m_model->itemId(i);
            const auto tier = AlertTier(i.data(AlertModel::TierRole).toInt());
            bool open = kind == AlertModel::Kind::Section &&
                        (tier == AlertTier::P1 || tier == AlertTier::P2) &&
                        id != QLatin1String("s:history");
            if (m_expanded.contains(id))
                open = true;
            if (m_collapsed.contains(id))
                open = false;
            m_view->setExpanded(i, open);
            restore(i);
        }
    };
    const QSignalBlocker block(m_view);
    restore({});
    if (const QModelIndex again = m_model->indexOfId(selected); again.isValid())
        m_view->setCurrentIndex(again);
    updateButtons();
}

QModelIndex AlertPane::selectedIndex() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.siblingAtColumn(0) : i;
}

const AlertRow *AlertPane::selectedRow() const
{
    return m_model->rowAt(selectedIndex());
}

void AlertPane::updateButtons()
{
    const QModelIndex i = selectedIndex();
    const AlertRow *r = m_model->rowAt(i);
    const bool open = r && r->state != AlertState::Resolved;
    m_runbook->setEnabled(r && (!m_hasRunbook || m_hasRunbook(*r)));
    m_ack->setEnabled(open);
    m_silence->setEnabled(open || m_model->groupAt(i) != nullptr);
    // Silence and Unsilence take turns in one place: the row shows the one
    // that applies, which keeps the button row narrow enough for the dock in
    // every language.
    const bool silenced = open && r->silence.has_value();
    m_unsilence->setEnabled(silenced);
    m_unsilence->setVisible(silenced);
    m_silence->setVisible(!silenced);
    updateEscalations(r != nullptr);
    m_explain->setEnabled(r || m_model->groupAt(i));
}

bool AlertPane::selectKey(const QString &key)
{
    const QModelIndex i = m_model->indexOfKey(key);
    if (!i.isValid())
        return false;
    m_view->setCurrentIndex(i);
    onClicked(i);
    return true;
}

bool AlertPane::selectAdjacent(int step)
{
    // Every alert row in display order: groups first, then their rows.
    std::vector<QModelIndex> rows;
    const std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int i = 0; i < m_model->rowCount(parent); ++i) {
            const QModelIndex child = m_model->index(i, 0, parent);
            if (m_model->rowAt(child))
                rows.push_back(child);
            walk(child);
        }
    };
    walk({});
    if (rows.empty()) {
        emit message(tr("No alerts to move between."));
        return false;
    }
    const QModelIndex current = selectedIndex().siblingAtColumn(0);
    const auto at = std::find(rows.begin(), rows.end(), current);
    std::ptrdiff_t next = 0;
    if (at != rows.end())
        next = (at - rows.begin()) + step;
    else if (step < 0)
        next = std::ptrdiff_t(rows.size()) - 1;
    if (next < 0 || next >= std::ptrdiff_t(rows.size())) {
        emit message(step > 0 ? tr("That was the last alert.") : tr("That was the first alert."));
        return false;
    }
    const QModelIndex target = rows[std::size_t(next)];
    for (QModelIndex p = target.parent(); p.isValid(); p = p.parent())
        m_view->expand(p);
    m_view->setCurrentIndex(target);
    m_view->scrollTo(target);
    onClicked(target);
    return true;
}

void AlertPane::onClicked(const QModelIndex &index)
{
    updateButtons();
    const QModelIndex i = index.siblingAtColumn(0);
    const auto kind = AlertModel::Kind(i.data(AlertModel::KindRole).toInt());
    if (kind == AlertModel::Kind::Section)
        return;
    const qint64 from = i.data(AlertModel::WindowFromRole).toLongLong();
    const qint64 to = i.data(AlertModel::WindowToRole).toLongLong();
    if (const AlertRow *r = m_model->rowAt(i)) {
        emit alertActivated(from, to, r->labels, r->expr);
    } else if (const AlertGroup *g = m_model->groupAt(i)) {
        Labels scope;
        if (!g->scope.isEmpty())
            scope.set(QStringLiteral("namespace"), g->scope);
        emit alertActivated(from, to, scope, g->rows.front().expr);
    }
}

bool AlertPane::acknowledgeSelected(const QString &note)
{
    const AlertRow *r = selectedRow();
    QString error = tr("Select an open alert first.");
    if (r && m_center->acknowledge(r->key, note, &error))
        return true;
    emit message(error);
    return false;
}

bool AlertPane::silenceSelected(qint64 durationMs, const QString &reason, bool wholeGroup)
{
    const QModelIndex i = selectedIndex();
    const AlertRow *r = m_model->rowAt(i);
    const AlertGroup *g = m_model->groupAt(i);
    QString error = tr("Select an alert or a group first.");
    bool ok = false;
    if (g && (wholeGroup || !r))
        ok = m_center->silenceGroup(g->name, g->scope, durationMs, reason, &error);
    else if (r)
        ok = m_center->silenceRow(r->key, durationMs, reason, &error);
    if (!ok)
        emit message(error);
    return ok;
}

bool AlertPane::unsilenceSelected()
{
    const AlertRow *r = selectedRow();
    QString error = tr("Select a silenced alert first.");
    if (r && m_center->unsilence(r->key, &error))
        return true;
    emit message(error);
    return false;
}

void AlertPane::askAcknowledge()
{
    const AlertRow *r = selectedRow();
    if (!r || r->state == AlertState::Resolved) {
        emit message(tr("Select an open alert first."));
        return;
    }
    // The board may be rebuilt while the dialog is open: keep the key, not
    // the row.
    const QString key = r->key;
    bool ok = false;
    const QString note =
        QInputDialog::getText(this, tr("Acknowledge"),
                              tr("Acknowledge %1 on %2.\nNote for the next person on call:")
                                  .arg(r->name, AlertBoardBuilder::targetOf(r->labels)),
                              QLineEdit::Normal, QString(), &ok);
    QString error;
    if (ok && !m_center->acknowledge(key, note.trimmed(), &error))
        emit message(error);
}

void AlertPane::askSilence()
{
    const QModelIndex i = selectedIndex();
    const AlertRow *r = m_model->rowAt(i);
    const AlertGroup *g = m_model->groupAt(i);
    if (!r && !g)
        return;
    // Keep identities, not pointers: the board may be rebuilt meanwhile.
    const QString key = r ? r->key : QString();
    const QString name = g ? g->name : QString();
    const QString scope = g ? g->scope : QString();
    const QString one =
        r ? tr("%1 · %2").arg(r->name, AlertBoardBuilder::targetOf(r->labels)) : QString();
    const QString group =
        g ? (g->scope.isEmpty() ? g->name : tr("%1 in %2").arg(g->name, g->scope)) : QString();
    SilenceDialog dlg(one.isEmpty() ? group : one, r ? group : QString(), this);
    dlg.setWholeGroup(!r);
    if (dlg.exec() != QDialog::Accepted)
        return;
    QString error;
    const bool ok =
        (!name.isEmpty() && (dlg.wholeGroup() || key.isEmpty()))
            ? m_center->silenceGroup(name, scope, dlg.durationMs(), dlg.reason(), &error)
            : m_center->silenceRow(key, dlg.durationMs(), dlg.reason(), &error);
    if (!ok)
        emit message(error);
}
