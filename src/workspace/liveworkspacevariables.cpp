// LiveWorkspace's dashboard variables: loading their choices, a user's pick,
// and re-fetching only the lanes a pick changes. The rest of the class is in
// liveworkspace.cpp.
#include "liveworkspace.h"

#include "queryjob.h"
#include "timecursor.h"
#include "variableloader.h"

#include <algorithm>

void LiveWorkspace::reloadVariables()
{
    if (m_replay || m_loadingReplay)
        return;
    m_variableLoader->load(m_dashboard.variables, m_cursor->fromMs(), m_cursor->toMs());
}

bool LiveWorkspace::isLoadingVariables() const
{
    return m_variableLoader->isLoading();
}

void LiveWorkspace::selectVariable(const QString &name, const QStringList &values)
{
    if (m_replay)
        return;
    const auto it = std::find_if(m_dashboard.variables.begin(), m_dashboard.variables.end(),
                                 [&](const DashboardVariable &v) { return v.name == name; });
    if (it == m_dashboard.variables.end())
        return;
    DashboardVariable v = *it;
    v.current = values;
    if (v.current.isEmpty() && v.includeAll)
        v.current << QLatin1String(DashboardVariable::kAll);
    if (!v.multi && v.current.size() > 1)
        v.current = v.current.mid(0, 1);
    applyVariable(v);
    // The query variables after it may list other choices now.
    const std::size_t next = std::size_t(it - m_dashboard.variables.begin()) + 1;
    for (std::size_t i = next; i < m_dashboard.variables.size(); ++i)
        if (m_dashboard.variables[i].kind == DashboardVariable::Kind::Query) {
            m_variableLoader->load(m_dashboard.variables, m_cursor->fromMs(), m_cursor->toMs(),
                                   next);
            break;
        }
}

void LiveWorkspace::resetQuery(QueryState &q)
{
    if (q.job) {
        q.job->disconnect(this);
        q.job->cancel();
        q.job->deleteLater();
        q.job = nullptr;
    }
    ++q.generation; // a merge still running belongs to the old picks
    q.data.reset();
    q.heldFrom = 0;
    q.heldTo = -1;
    q.heldStep = 0;
    q.error.reset();
    q.failures = 0;
    q.retryAt = 0;
    q.warnings.clear();
}

void LiveWorkspace::applyVariable(const DashboardVariable &variable)
{
    DashboardVariable *mine = m_dashboard.variable(variable.name);
    if (!mine)
        return;
    std::vector<QString> before;
    for (const Lane &l : m_lanes)
        for (const QueryState &q : l.queries)
            before.push_back(m_dashboard.interpolate(q.spec.promql));
    *mine = variable;
    std::size_t i = 0;
    bool changed = false;
    for (int l = 0; l < laneCount(); ++l) {
        bool laneChanged = false;
        for (QueryState &q : m_lanes[std::size_t(l)].queries)
            if (m_dashboard.interpolate(q.spec.promql) != before[i++]) {
                resetQuery(q);
                laneChanged = true;
            }
        if (!laneChanged)
            continue;
        changed = true;
        recombine(l);
        refreshStatus(l);
        emit laneDataChanged(l);
    }
    emit variablesChanged();
    if (changed && !m_replay)
        update(true);
}
