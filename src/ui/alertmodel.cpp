#include "alertmodel.h"

#include "lanepalette.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QLocale>

namespace {
QString tierLabel(AlertTier t)
{
    return t == AlertTier::None ? AlertModel::tr("untiered") : QStringLiteral("P%1").arg(int(t));
}

QString valueText(double v)
{
    if (std::isnan(v))
        return {};
    return QLocale().toString(v, 'g', 4);
}

} // namespace

AlertModel::AlertModel(QObject *parent)
    : QAbstractItemModel(parent), m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
}

void AlertModel::setTimeFormat(const TimeFormat &format)
{
    m_format = format;
    // Only the texts change, at every level of the tree; its shape stays.
    const std::function<void(const QModelIndex &)> changed = [&](const QModelIndex &parent) {
        const int rows = rowCount(parent);
        if (rows == 0)
            return;
        emit dataChanged(index(0, 0, parent), index(rows - 1, columnCount(parent) - 1, parent));
        for (int r = 0; r < rows; ++r)
            changed(index(r, 0, parent));
    };
    changed({});
}

QString AlertModel::tierShape(AlertTier tier)
{
    switch (tier) {
    case AlertTier::P1:
        return QStringLiteral("▲");
    case AlertTier::P2:
        return QStringLiteral("●");
    case AlertTier::P3:
        return QStringLiteral("○");
    case AlertTier::None:
        break;
    }
    return QStringLiteral("·");
}

QString AlertModel::durationText(qint64 ms)
{
    const qint64 s = std::max<qint64>(ms, 0) / 1000;
    if (s < 60)
        return tr("%1s").arg(s);
    if (s < 3600)
        return tr("%1m").arg(s / 60);
    if (s < 86'400)
        return s % 3600 >= 60 ? tr("%1h %2m").arg(s / 3600).arg((s % 3600) / 60)
                              : tr("%1h").arg(s / 3600);
    return tr("%1d %2h").arg(s / 86'400).arg((s % 86'400) / 3600);
}

int AlertModel::addNode(Node n)
{
    m_nodes.push_back(std::move(n));
    const int id = int(m_nodes.size()) - 1;
    const int parent = m_nodes.back().parent;
    if (parent < 0)
        m_top.push_back(id);
    else
        m_nodes[std::size_t(parent)].children.push_back(id);
    return id;
}

void AlertModel::setBoard(const AlertBoard &board)
{
    beginResetModel();
    m_board = board;
    m_nodes.clear();
    m_top.clear();
    int section = -1;
    AlertTier sectionTier = AlertTier::None;
    for (int g = 0; g < int(m_board.groups.size()); ++g) {
        const AlertGroup &group = m_board.groups[std::size_t(g)];
        if (section < 0 || group.tier != sectionTier) {
            sectionTier = group.tier;
            section = addNode({Kind::Section, -1, {}, group.tier, false, -1, -1});
        }
        if (group.rows.size() == 1) {
            addNode({Kind::Row, section, {}, group.tier, false, g, 0});
            continue;
        }
        const int gn = addNode({Kind::Group, section, {}, group.tier, false, g, -1});
        for (int r = 0; r < int(group.rows.size()); ++r)
            addNode({Kind::Row, gn, {}, group.tier, false, g, r});
    }
    if (!m_board.history.empty()) {
        const int h = addNode({Kind::Section, -1, {}, AlertTier::None, true, -1, -1});
        for (int r = 0; r < int(m_board.history.size()); ++r)
            addNode({Kind::Row, h, {}, m_board.history[std::size_t(r)].tier, true, -1, r});
    }
    endResetModel();
}

const AlertRow *AlertModel::rowOf(const Node &n) const
{
    if (n.kind != Kind::Row)
        return nullptr;
    if (n.history)
        return &m_board.history[std::size_t(n.row)];
    return &m_board.groups[std::size_t(n.group)].rows[std::size_t(n.row)];
}

const AlertRow *AlertModel::rowAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    return rowOf(m_nodes[std::size_t(index.internalId())]);
}

const AlertGroup *AlertModel::groupAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const Node &n = m_nodes[std::size_t(index.internalId())];
    return n.group >= 0 ? &m_board.groups[std::size_t(n.group)] : nullptr;
}

QString AlertModel::itemId(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const Node &n = m_nodes[std::size_t(index.internalId())];
    switch (n.kind) {
    case Kind::Section:
        return n.history ? QStringLiteral("s:history") : QStringLiteral("s:%1").arg(int(n.tier));
    case Kind::Group: {
        const AlertGroup &g = m_board.groups[std::size_t(n.group)];
        return QStringLiteral("g:%1/%2").arg(g.name, g.scope);
    }
    case Kind::Row:
        return (n.history ? QStringLiteral("h:") : QStringLiteral("r:")) + rowOf(n)->key;
    }
    return {};
}

QModelIndex AlertModel::indexOfId(const QString &id) const
{
    std::function<QModelIndex(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int r = 0; r < rowCount(parent); ++r) {
            const QModelIndex i = index(r, 0, parent);
            if (itemId(i) == id)
                return i;
            if (const QModelIndex found = walk(i); found.isValid())
                return found;
        }
        return QModelIndex();
    };
    return walk({});
}

QModelIndex AlertModel::indexOfKey(const QString &key) const
{
    const QModelIndex open = indexOfId(QStringLiteral("r:") + key);
    return open.isValid() ? open : indexOfId(QStringLiteral("h:") + key);
}

QModelIndex AlertModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const std::vector<int> &list =
        parent.isValid() ? m_nodes[std::size_t(parent.internalId())].children : m_top;
    if (row >= int(list.size()))
        return {};
    return createIndex(row, column, quintptr(list[std::size_t(row)]));
}

QModelIndex AlertModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int p = m_nodes[std::size_t(child.internalId())].parent;
    if (p < 0)
        return {};
    const int grand = m_nodes[std::size_t(p)].parent;
    const std::vector<int> &siblings = grand < 0 ? m_top : m_nodes[std::size_t(grand)].children;
    const auto at = std::find(siblings.begin(), siblings.end(), p);
    return createIndex(int(at - siblings.begin()), 0, quintptr(p));
}

int AlertModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    if (parent.column() != 0)
        return 0;
    return int(m_nodes[std::size_t(parent.internalId())].children.size());
}

int AlertModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant AlertModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case AlertColumn:
        return tr("Alert / target");
    case ValueColumn:
        return tr("Value");
    case StateColumn:
        return tr("State");
    case SinceColumn:
        return tr("Since");
    case ForColumn:
        return tr("For");
    default:
        return {};
    }
}

QVariant AlertModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &n = m_nodes[std::size_t(index.internalId())];
    if (role == KindRole)
        return int(n.kind);
    if (role == TierRole)
        return int(n.tier);
    switch (n.kind) {
    case Kind::Section:
        return sectionData(n, index.column(), role);
    case Kind::Group:
        return groupData(n, index.column(), role);
    case Kind::Row:
        return rowData(n, *rowOf(n), index.column(), role);
    }
    return {};
}

QVariant AlertModel::sectionData(const Node &n, int column, int role) const
{
    if (role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ForegroundRole && !n.history)
        return QBrush(TierColors::of(n.tier));
    if (role != Qt::DisplayRole || column != AlertColumn)
        return {};
    if (n.history)
        return tr("Resolved in view (%1)").arg(n.children.size());
    int loud = 0;
    int all = 0;
    for (const auto &g : m_board.groups)
        if (g.tier == n.tier)
            for (const auto &r : g.rows) {
                ++all;
                loud += r.isQuiet() ? 0 : 1;
            }
    const QString quiet = all > loud ? tr(", %1 quiet").arg(all - loud) : QString();
    if (n.tier == AlertTier::P3)
        return tr("%1 P3 digest (%2%3)").arg(tierShape(n.tier)).arg(loud).arg(quiet);
    return tr("%1 %2 (%3%4)").arg(tierShape(n.tier), tierLabel(n.tier)).arg(loud).arg(quiet);
}

QVariant AlertModel::groupData(const Node &n, int column, int role) const
{
    const AlertGroup &g = m_board.groups[std::size_t(n.group)];
    const AlertRow &first = g.rows.front();
    qint64 earliest = first.activeAtMs;
    for (const auto &r : g.rows)
        earliest = std::min(earliest, r.activeAtMs);
    switch (role) {
    case NameRole:
        return g.name;
    case ScopeRole:
        return g.scope;
    case QuietRole:
        return g.allQuiet();
    case WindowFromRole:
        return earliest;
    case WindowToRole:
        return m_clock();
    case Qt::ForegroundRole:
        return g.allQuiet() ? QBrush(QColor(0x80, 0x80, 0x80)) : QBrush(TierColors::of(g.tier));
    case Qt::FontRole: {
        QFont f;
        f.setBold(!g.allQuiet() && g.firing() > 0);
        return f;
    }
    case Qt::ToolTipRole:
        return tr("%1 in %2: %3 firing, %4 pending")
            .arg(g.name, g.scope.isEmpty() ? tr("all targets") : g.scope)
            .arg(g.firing())
            .arg(g.pending());
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case AlertColumn: {
        const QString scope = g.scope.isEmpty() ? QString() : QStringLiteral(" · ") + g.scope;
        return tr("%1 %2 %3%4 ×%5")
            .arg(tierShape(g.tier), tierLabel(g.tier), g.name, scope)
            .arg(g.rows.size());
    }
    case StateColumn: {
        QStringList parts;
        if (g.firing())
            parts << tr("%1 firing").arg(g.firing());
        if (g.pending())
            parts << tr("%1 pending").arg(g.pending());
        if (g.allQuiet())
            parts << tr("quiet");
        return parts.join(QStringLiteral(" · "));
    }
    case SinceColumn:
        return m_format.minutesOrDay(earliest, m_clock());
    default:
        return {};
    }
}

QVariant AlertModel::rowData(const Node &n, const AlertRow &r, int column, int role) const
{
    const qint64 now = m_clock();
    switch (role) {
    case KeyRole:
        return r.key;
    case NameRole:
        return r.name;
    case ScopeRole:
        return r.labels.value(QStringLiteral("namespace"));
    case QuietRole:
        return r.isQuiet();
    case WindowFromRole:
        return r.activeAtMs;
    case WindowToRole:
        return r.resolvedAtMs.value_or(now);
    case Qt::ForegroundRole:
        if (r.isQuiet() || r.state == AlertState::Resolved)
            return QBrush(QColor(0x80, 0x80, 0x80));
        return QBrush(TierColors::of(r.tier));
    case Qt::FontRole: {
        QFont f;
        f.setBold(r.state == AlertState::Firing && !r.isQuiet());
        f.setItalic(r.isQuiet());
        return f;
    }
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << QStringLiteral("<b>%1 %2</b>").arg(tierLabel(r.tier), r.name.toHtmlEscaped());
        lines << r.labels.toPromQL().toHtmlEscaped();
        for (const QString &k : {QStringLiteral("summary"), QStringLiteral("description")})
            if (r.annotations.contains(k))
                lines << AlertBoardBuilder::displayText(r.annotations.value(k), r).toHtmlEscaped();
        lines << tr("From: %1").arg(r.origins.join(QStringLiteral(", ")).toHtmlEscaped());
        if (!r.mutedBy.isEmpty())
            lines << tr("Muted by %1 (inhibition)").arg(r.mutedBy.toHtmlEscaped());
        if (r.silence)
            lines << tr("Silenced by %1 until %2: %3")
                         .arg(r.silence->createdBy.toHtmlEscaped(),
                              m_format.minutesOrDay(r.silence->endsAtMs, now),
                              r.silence->comment.toHtmlEscaped());
        if (r.ack)
            lines << tr("Acknowledged by %1 at %2: %3")
                         .arg(r.ack->who.toHtmlEscaped(), m_format.minutesOrDay(r.ack->atMs, now),
                              r.ack->note.toHtmlEscaped());
        return lines.join(QStringLiteral("<br>"));
    }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case AlertColumn: {
        const QString target = AlertBoardBuilder::targetOf(r.labels);
        // Under its group a row names only its target; a lone row says both.
        // The tier section above says the tier; history mixes tiers, so
        // there each row carries its own.
        const bool inGroup = m_nodes[std::size_t(n.parent)].kind == Kind::Group;
        QString text = inGroup && !target.isEmpty() ? target
                       : target.isEmpty()           ? r.name
                                                    : r.name + QStringLiteral(" · ") + target;
        text = n.history
                   ? QStringLiteral("%1 %2 %3").arg(tierShape(r.tier), tierLabel(r.tier), text)
                   : QStringLiteral("%1 %2").arg(tierShape(r.tier), text);
        if (!r.origins.contains(QStringLiteral("local")))
            text += QStringLiteral("  [%1]").arg(r.origins.join(QStringLiteral(", ")));
        return text;
    }
    case ValueColumn:
        return valueText(r.value);
    case StateColumn: {
        QStringList parts;
        parts << (r.state == AlertState::Firing    ? tr("firing")
                  : r.state == AlertState::Pending ? tr("pending")
                                                   : tr("resolved"));
        // Short enough for a narrow dock; the tooltip says by whom and why.
        if (r.silence)
            parts << tr("silenced %1").arg(durationText(r.silence->endsAtMs - now));
        if (!r.mutedBy.isEmpty())
            parts << tr("muted");
        if (r.ack)
            parts << tr("acked");
        if (r.staleAsOfMs)
            parts << tr("as of %1, feed down").arg(m_format.minutesOrDay(r.staleAsOfMs, now));
        return parts.join(QStringLiteral(" · "));
    }
    case SinceColumn:
        return m_format.minutesOrDay(r.state == AlertState::Resolved ? r.activeAtMs : r.sinceMs(),
                                     now);
    case ForColumn:
        if (r.state == AlertState::Resolved)
            return tr("%1, ended %2")
                .arg(durationText(*r.resolvedAtMs - r.activeAtMs),
                     m_format.minutesOrDay(*r.resolvedAtMs, now));
        return durationText(now - r.sinceMs());
    default:
        return {};
    }
}
