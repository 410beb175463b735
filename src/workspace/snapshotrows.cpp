#include "snapshotrows.h"

#include "seriescodec.h"
#include "sqlitedb.h"
#include "sqlitestatement.h"
#include "workspacetr.h"

#include <algorithm>
#include <bit>
#include <iterator>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <sqlite3.h>

namespace {
QByteArray labelsJson(const Labels &labels)
{
    QJsonObject o;
    for (const auto &[k, v] : labels.pairs())
        o.insert(k, v);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray specJson(const QuerySpec &spec)
{
    QJsonObject o = spec.raw;
    if (!o.contains(QLatin1String("source")))
        o.insert(QStringLiteral("source"), spec.source);
    if (!o.contains(QLatin1String("promql")) && !spec.promql.isEmpty())
        o.insert(QStringLiteral("promql"), spec.promql);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Whether the file has the table (an optional one: SnapshotSchema); nothing
// when SQLite cannot say.
std::optional<bool> hasTable(const SqliteDb &db, const char *name)
{
    SqliteStatement s(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?");
    if (!s.ok())
        return std::nullopt;
    s.bind(1, QString::fromLatin1(name));
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return s.int64(0) > 0;
}

// A query's series in groups small enough for one block each; all share the
// grid, so they join back by concatenation.
std::vector<SeriesSet> splitForBlocks(const SeriesSet &set)
{
    const std::size_t perBlock = std::max<std::size_t>(
        1, SeriesCodec::kMaxCellsPerBlock / std::max<std::size_t>(1, set.gridSize()));
    std::vector<SeriesSet> out;
    std::size_t i = 0;
    do {
        SeriesSet part;
        part.resultType = set.resultType;
        part.timesMs = set.timesMs;
        if (i == 0) {
            part.warnings = set.warnings;
            part.infos = set.infos;
        }
        const std::size_t end = std::min(set.series.size(), i + perBlock);
        part.series.assign(set.series.begin() + std::ptrdiff_t(i),
                           set.series.begin() + std::ptrdiff_t(end));
        out.push_back(std::move(part));
        i = end;
    } while (i < set.series.size());
    return out;
}

} // namespace

namespace SnapshotRows {

std::expected<std::vector<EncodedQuery>, QString> encode(const Snapshot &snapshot,
                                                         const std::function<bool(int, int)> &step)
{
    std::vector<EncodedQuery> encoded(snapshot.queries.size());
    for (std::size_t i = 0; i < snapshot.queries.size(); ++i) {
        const SnapshotQuery &q = snapshot.queries[i];
        for (const SeriesSet &part : splitForBlocks(q.data)) {
            auto block = SeriesCodec::encode(part);
            if (!block)
                return std::unexpected(WorkspaceTr::tr("cannot store lane %1, query %2: %3")
                                           .arg(q.laneId)
                                           .arg(q.queryIndex + 1)
                                           .arg(block.error()));
            encoded[i].blocks.push_back(std::move(*block));
            encoded[i].counts.emplace_back(qint64(part.series.size()), qint64(part.sampleCount()));
        }
        if (step && !step(int(i) + 1, int(snapshot.queries.size())))
            return std::unexpected(QString());
    }
    return encoded;
}

std::expected<void, QString> insert(SqliteDb &db, const Snapshot &snap,
                                    const std::vector<EncodedQuery> &encoded)
{
    auto fail = [&db] { return std::unexpected(db.message()); };
    {
        SqliteStatement s(db, "INSERT INTO meta(key, value) VALUES (?, ?)");
        if (!s.ok())
            return fail();
        const std::pair<const char *, qint64> ints[] = {
            {"schema_version", Snapshot::kSchemaVersion},
            {"from_ms", snap.fromMs},
            {"to_ms", snap.toMs},
            {"captured_at_ms", snap.capturedAtMs}};
        for (const auto &[k, v] : ints) {
            s.bind(1, QString::fromLatin1(k));
            s.bind(2, v);
            if (!s.done())
                return fail();
        }
        const std::pair<const char *, QString> texts[] = {
            {"title", snap.title},
            {"captured_by", snap.capturedBy},
            {"app_version", snap.appVersion},
            {"fleet_fit", QString::fromUtf8(snap.fitJson)},
            {"explain", QString::fromUtf8(snap.explainJson)}};
        for (const auto &[k, v] : texts) {
            s.bind(1, QString::fromLatin1(k));
            s.bind(2, v);
            if (!s.done())
                return fail();
        }
    }
    {
        const QByteArray json = snap.dashboardJson.isEmpty() && !snap.dashboard.lanes.empty()
                                    ? snap.dashboard.toJson()
                                    : snap.dashboardJson;
        SqliteStatement s(db, "INSERT INTO dashboard(json) VALUES (?)");
        s.bindBlob(1, json);
        if (!s.ok() || !s.done())
            return fail();
        SqliteStatement r(db, "INSERT INTO rules(yaml) VALUES (?)");
        r.bindBlob(1, snap.rulesYaml);
        if (!r.ok() || !r.done())
            return fail();
        SqliteStatement b(db, "INSERT INTO runbook_registry(text) VALUES (?)");
        b.bindBlob(1, snap.runbookRegistry);
        if (!b.ok() || !b.done())
            return fail();
    }
    {
        SqliteStatement s(db, "INSERT INTO sources(name, type, url) VALUES (?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &src : snap.sources) {
            s.bind(1, src.name);
            s.bind(2, src.type);
            s.bind(3, src.url);
            if (!s.done())
                return fail();
        }
    }
    {
        SqliteStatement q(db, "INSERT INTO queries(id, lane_id, query_index, spec_json, step_ms, "
                              "series_count, sample_count) VALUES (?, ?, ?, ?, ?, ?, ?)");
        SqliteStatement b(
            db, "INSERT INTO series_blocks(query_id, block_index, series_count, sample_count, "
                "data) VALUES (?, ?, ?, ?, ?)");
        if (!q.ok() || !b.ok())
            return fail();
        for (std::size_t i = 0; i < snap.queries.size(); ++i) {
            const SnapshotQuery &sq = snap.queries[i];
            const QByteArray spec = specJson(sq.spec);
            q.bind(1, qint64(i + 1));
            q.bind(2, sq.laneId);
            q.bind(3, qint64(sq.queryIndex));
            q.bindBlob(4, spec);
            q.bind(5, sq.stepMs);
            q.bind(6, qint64(sq.data.series.size()));
            q.bind(7, qint64(sq.data.sampleCount()));
            if (!q.done())
                return fail();
            const EncodedQuery &e = encoded[i];
            for (std::size_t k = 0; k < e.blocks.size(); ++k) {
                b.bind(1, qint64(i + 1));
                b.bind(2, qint64(k));
                b.bind(3, e.counts[k].first);
                b.bind(4, e.counts[k].second);
                b.bindBlob(5, e.blocks[k]);
                if (!b.done())
                    return fail();
            }
        }
    }
    {
        SqliteStatement s(db,
                          "INSERT INTO alert_transitions(rule, tier, labels_json, pending_at_ms, "
                          "firing_at_ms, resolved_at_ms, dropped_at_ms, value_bits) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &a : snap.alerts) {
            s.bind(1, a.rule);
            s.bind(2, qint64(a.tier));
            s.bind(3, QString::fromUtf8(labelsJson(a.labels)));
            s.bind(4, a.pendingAtMs);
            s.bind(5, a.firingAtMs);
            s.bind(6, a.resolvedAtMs);
            s.bind(7, a.droppedAtMs);
            // SQLite turns a NaN REAL into NULL: the bits keep it.
            s.bind(8, std::bit_cast<qint64>(a.valueAtLastEval));
            if (!s.done())
                return fail();
        }
    }
    {
        SqliteStatement s(
            db, "INSERT INTO audit(at_ms, who, action, target, detail) VALUES (?, ?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &e : snap.audit) {
            s.bind(1, e.atMs);
            s.bind(2, e.who);
            s.bind(3, e.action);
            s.bind(4, e.target);
            s.bind(5, e.detail);
            if (!s.done())
                return fail();
        }
    }
    {
        SqliteStatement s(
            db, "INSERT INTO changes(time_ms, kind, text, labels_json) VALUES (?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &c : snap.changes) {
            s.bind(1, c.timeMs);
            s.bind(2, c.kind);
            s.bind(3, c.text);
            s.bind(4, QString::fromUtf8(labelsJson(c.labels)));
            if (!s.done())
                return fail();
        }
    }
    {
        SqliteStatement s(
            db, "INSERT INTO baselines(lane_id, shift_ms, step_ms, data) VALUES (?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const SnapshotBaseline &b : snap.baselines) {
            // Four parts: a week at 15 s is 161,280 cells, far under a block's limit.
            auto block = SeriesCodec::encode(b.data);
            if (!block)
                return std::unexpected(WorkspaceTr::tr("cannot store the baseline of lane %1: %2")
                                           .arg(b.laneId, block.error()));
            s.bind(1, b.laneId);
            s.bind(2, b.shiftMs);
            s.bind(3, b.stepMs);
            s.bindBlob(4, *block);
            if (!s.done())
                return fail();
        }
    }
    {
        SqliteStatement s(db, "INSERT INTO rule_series(rule_index, block_index, rule, expr, "
                              "operand, op, threshold, from_ms, to_ms, step_ms, data) VALUES (?, "
                              "?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const SnapshotRuleSeries &r : snap.ruleSeries) {
            int index = 0;
            for (const SeriesSet &part : splitForBlocks(r.data)) {
                auto block = SeriesCodec::encode(part);
                if (!block)
                    return std::unexpected(WorkspaceTr::tr("cannot store what rule %1 read: %2")
                                               .arg(r.rule, block.error()));
                s.bind(1, qint64(r.ruleIndex));
                s.bind(2, qint64(index++));
                s.bind(3, r.rule);
                s.bind(4, r.expr);
                s.bind(5, r.operand);
                s.bind(6, r.op);
                s.bind(7, r.threshold);
                s.bind(8, r.fromMs);
                s.bind(9, r.toMs);
                s.bind(10, r.stepMs);
                s.bindBlob(11, *block);
                if (!s.done())
                    return fail();
            }
        }
    }
    return {};
}

std::expected<void, QString> insertAnnotations(SqliteDb &db,
                                               const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes, bool onlyNew)
{
    SqliteStatement a(db,
                      "INSERT INTO annotations(id, from_ms, to_ms, text, author, created_at_ms) "
                      "VALUES (?, ?, ?, ?, ?, ?)");
    SqliteStatement n(db, "INSERT INTO notes(id, text, author, created_at_ms) VALUES (?, ?, ?, ?)");
    SqliteStatement lane(db, "INSERT INTO annotation_lanes(annotation_id, lane_id) VALUES (?, ?)");
    if (!a.ok() || !n.ok() || !lane.ok())
        return std::unexpected(db.message());
    for (const auto &x : annotations) {
        if (onlyNew && x.id != 0)
            continue;
        a.bind(1, x.id ? std::optional<qint64>(x.id) : std::nullopt);
        a.bind(2, x.fromMs);
        a.bind(3, x.toMs);
        a.bind(4, x.text);
        a.bind(5, x.author);
        a.bind(6, x.createdAtMs);
        if (!a.done())
            return std::unexpected(db.message());
        if (x.laneId.isEmpty())
            continue;
        lane.bind(1, x.id ? x.id : db.lastInsertRowId());
        lane.bind(2, x.laneId);
        if (!lane.done())
            return std::unexpected(db.message());
    }
    for (const auto &x : notes) {
        if (onlyNew && x.id != 0)
            continue;
        n.bind(1, x.id ? std::optional<qint64>(x.id) : std::nullopt);
        n.bind(2, x.text);
        n.bind(3, x.author);
        n.bind(4, x.createdAtMs);
        if (!n.done())
            return std::unexpected(db.message());
    }
    return {};
}

std::expected<Snapshot, QString> read(const SqliteDb &db)
{
    Snapshot snap;
    auto fail = [&db](const QString &what) {
        return std::unexpected(what.isEmpty() ? db.describe(SQLITE_CORRUPT) : what);
    };
    {
        SqliteStatement s(db, "SELECT key, value FROM meta");
        if (!s.ok())
            return fail({});
        while (s.step() == SQLITE_ROW) {
            const QString k = s.text(0);
            if (k == QLatin1String("title"))
                snap.title = s.text(1);
            else if (k == QLatin1String("from_ms"))
                snap.fromMs = s.int64(1);
            else if (k == QLatin1String("to_ms"))
                snap.toMs = s.int64(1);
            else if (k == QLatin1String("captured_at_ms"))
                snap.capturedAtMs = s.int64(1);
            else if (k == QLatin1String("captured_by"))
                snap.capturedBy = s.text(1);
            else if (k == QLatin1String("app_version"))
                snap.appVersion = s.text(1);
            else if (k == QLatin1String("fleet_fit"))
                snap.fitJson = s.text(1).toUtf8();
            else if (k == QLatin1String("explain"))
                snap.explainJson = s.text(1).toUtf8();
        }
    }
    {
        SqliteStatement s(db, "SELECT json FROM dashboard LIMIT 1");
        if (s.ok() && s.step() == SQLITE_ROW)
            snap.dashboardJson = s.blob(0).toByteArray();
        if (!snap.dashboardJson.isEmpty()) {
            auto d = Dashboard::fromJson(snap.dashboardJson);
            if (!d)
                return fail(WorkspaceTr::tr("its dashboard cannot be read: %1").arg(d.error()));
            snap.dashboard = std::move(*d);
        }
        SqliteStatement r(db, "SELECT yaml FROM rules LIMIT 1");
        if (r.ok() && r.step() == SQLITE_ROW)
            snap.rulesYaml = r.blob(0).toByteArray();
        SqliteStatement b(db, "SELECT text FROM runbook_registry LIMIT 1");
        if (b.ok() && b.step() == SQLITE_ROW)
            snap.runbookRegistry = b.blob(0).toByteArray();
    }
    {
        SqliteStatement s(db, "SELECT name, type, url FROM sources ORDER BY rowid");
        while (s.ok() && s.step() == SQLITE_ROW)
            snap.sources.push_back({s.text(0), s.text(1), s.text(2)});
    }
    {
        SqliteStatement q(db, "SELECT id, lane_id, query_index, spec_json, step_ms, series_count, "
                              "sample_count FROM queries ORDER BY id");
        SqliteStatement b(db,
                          "SELECT block_index, series_count, sample_count, data FROM series_blocks "
                          "WHERE query_id = ? ORDER BY block_index");
        if (!q.ok() || !b.ok())
            return fail({});
        while (q.step() == SQLITE_ROW) {
            SnapshotQuery sq;
            const qint64 id = q.int64(0);
            sq.laneId = q.text(1);
            sq.queryIndex = int(q.int64(2));
            const QJsonDocument spec = QJsonDocument::fromJson(q.blob(3).toByteArray());
            sq.spec.raw = spec.object();
            sq.spec.source = sq.spec.raw.value(QLatin1String("source")).toString();
            sq.spec.promql = sq.spec.raw.value(QLatin1String("promql")).toString();
            sq.stepMs = q.int64(4);
            const QString where =
                WorkspaceTr::tr("lane %1, query %2").arg(sq.laneId).arg(sq.queryIndex + 1);
            b.bind(1, id);
            qint64 expectBlock = 0;
            int rc;
            while ((rc = b.step()) == SQLITE_ROW) {
                if (b.int64(0) != expectBlock++)
                    return fail(
                        WorkspaceTr::tr("corrupted (%1: a series block is missing)").arg(where));
                auto part = SeriesCodec::decode(b.blob(3));
                if (!part)
                    return fail(WorkspaceTr::tr("corrupted (%1: %2)").arg(where, part.error()));
                if (qint64(part->series.size()) != b.int64(1) ||
                    qint64(part->sampleCount()) != b.int64(2))
                    return fail(
                        WorkspaceTr::tr("corrupted (%1: a block does not hold what it says)")
                            .arg(where));
                if (expectBlock == 1) {
                    sq.data = std::move(*part);
                    continue;
                }
                if (part->timesMs != sq.data.timesMs)
                    return fail(
                        WorkspaceTr::tr("corrupted (%1: blocks on different grids)").arg(where));
                std::move(part->series.begin(), part->series.end(),
                          std::back_inserter(sq.data.series));
            }
            b.reset();
            if (rc != SQLITE_DONE)
                return fail({});
            if (expectBlock == 0)
                return fail(WorkspaceTr::tr("corrupted (%1: no series block)").arg(where));
            if (qint64(sq.data.series.size()) != q.int64(5) ||
                qint64(sq.data.sampleCount()) != q.int64(6))
                return fail(WorkspaceTr::tr("corrupted (%1: series are missing)").arg(where));
            snap.queries.push_back(std::move(sq));
        }
    }
    {
        SqliteStatement s(
            db, "SELECT rule, tier, labels_json, pending_at_ms, firing_at_ms, resolved_at_ms, "
                "dropped_at_ms, value_bits FROM alert_transitions ORDER BY id");
        while (s.ok() && s.step() == SQLITE_ROW) {
            AlertInstance a;
            a.rule = s.text(0);
            const qint64 tier = s.int64(1);
            a.tier = tier >= 1 && tier <= 3 ? AlertTier(tier) : AlertTier::None;
            const QJsonObject labels = QJsonDocument::fromJson(s.text(2).toUtf8()).object();
            std::vector<Labels::Pair> pairs;
            for (auto it = labels.begin(); it != labels.end(); ++it)
                pairs.emplace_back(it.key(), it.value().toString());
            a.labels = Labels(std::move(pairs));
            a.pendingAtMs = s.int64(3);
            a.firingAtMs = s.optInt64(4);
            a.resolvedAtMs = s.optInt64(5);
            a.droppedAtMs = s.optInt64(6);
            a.valueAtLastEval = std::bit_cast<double>(s.int64(7));
            snap.alerts.push_back(std::move(a));
        }
    }
    {
        // Absent from files written before changes were kept; present, it
        // must read whole.
        const auto there = hasTable(db, "changes");
        if (!there)
            return fail({});
        if (*there) {
            SqliteStatement s(db,
                              "SELECT time_ms, kind, text, labels_json FROM changes ORDER BY id");
            if (!s.ok())
                return fail({});
            int rc;
            while ((rc = s.step()) == SQLITE_ROW) {
                const QJsonObject labels = QJsonDocument::fromJson(s.text(3).toUtf8()).object();
                std::vector<Labels::Pair> pairs;
                for (auto it = labels.begin(); it != labels.end(); ++it)
                    pairs.emplace_back(it.key(), it.value().toString());
                snap.changes.push_back(
                    {s.int64(0), s.text(1), s.text(2), Labels(std::move(pairs))});
            }
            if (rc != SQLITE_DONE)
                return fail({});
        }
    }
    {
        // Absent from files written before rule series were kept. Blocks of
        // one rule share its grid and join by concatenation.
        const auto there = hasTable(db, "rule_series");
        if (!there)
            return fail({});
        if (*there) {
            SqliteStatement s(db, "SELECT rule_index, block_index, rule, expr, operand, op, "
                                  "threshold, from_ms, to_ms, step_ms, data FROM rule_series "
                                  "ORDER BY rule_index, block_index");
            if (!s.ok())
                return fail({});
            int rc;
            while ((rc = s.step()) == SQLITE_ROW) {
                auto part = SeriesCodec::decode(s.blob(10));
                if (!part)
                    return fail(WorkspaceTr::tr("corrupted (what rule %1 read: %2)")
                                    .arg(s.text(2), part.error()));
                const int index = int(s.int64(0));
                if (s.int64(1) == 0) {
                    snap.ruleSeries.push_back({index, s.text(2), s.text(3), s.text(4), s.text(5),
                                               s.text(6), s.int64(7), s.int64(8), s.int64(9),
                                               std::move(*part)});
                    continue;
                }
                if (snap.ruleSeries.empty() || snap.ruleSeries.back().ruleIndex != index ||
                    part->timesMs != snap.ruleSeries.back().data.timesMs)
                    return fail(WorkspaceTr::tr("corrupted (what rule %1 read: blocks do not "
                                                "join)")
                                    .arg(s.text(2)));
                std::move(part->series.begin(), part->series.end(),
                          std::back_inserter(snap.ruleSeries.back().data.series));
            }
            if (rc != SQLITE_DONE)
                return fail({});
        }
    }
    {
        // Absent from files written before baselines were kept.
        const auto there = hasTable(db, "baselines");
        if (!there)
            return fail({});
        if (*there) {
            SqliteStatement s(db,
                              "SELECT lane_id, shift_ms, step_ms, data FROM baselines ORDER BY id");
            if (!s.ok())
                return fail({});
            int rc;
            while ((rc = s.step()) == SQLITE_ROW) {
                auto data = SeriesCodec::decode(s.blob(3));
                if (!data)
                    return fail(WorkspaceTr::tr("corrupted (the baseline of lane %1: %2)")
                                    .arg(s.text(0), data.error()));
                snap.baselines.push_back({s.text(0), s.int64(1), s.int64(2), std::move(*data)});
            }
            if (rc != SQLITE_DONE)
                return fail({});
        }
    }
    {
        SqliteStatement s(db,
                          "SELECT id, from_ms, to_ms, text, author, created_at_ms FROM annotations "
                          "ORDER BY id");
        while (s.ok() && s.step() == SQLITE_ROW)
            snap.annotations.push_back(
                {s.int64(0), s.int64(1), s.int64(2), s.text(3), s.text(4), s.int64(5), {}});
        // Absent from files written before annotations had lanes.
        SqliteStatement l(db, "SELECT annotation_id, lane_id FROM annotation_lanes");
        while (l.ok() && l.step() == SQLITE_ROW)
            for (Annotation &x : snap.annotations)
                if (x.id == l.int64(0))
                    x.laneId = l.text(1);
        SqliteStatement n(db, "SELECT id, text, author, created_at_ms FROM notes ORDER BY id");
        while (n.ok() && n.step() == SQLITE_ROW)
            snap.notes.push_back({n.int64(0), n.text(1), n.text(2), n.int64(3)});
        SqliteStatement a(db, "SELECT at_ms, who, action, target, detail FROM audit ORDER BY id");
        while (a.ok() && a.step() == SQLITE_ROW)
            snap.audit.push_back({a.int64(0), a.text(1), a.text(2), a.text(3), a.text(4)});
    }
    return snap;
}

} // namespace SnapshotRows
