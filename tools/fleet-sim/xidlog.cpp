#include "xidlog.h"

#include <map>

int XidLog::last(int gpu, qint64 t) const
{
    const Xid *latest = nullptr;
    for (const Xid &xid : m_xids)
        if (remembered(xid, gpu, t) && (!latest || xid.atSecs >= latest->atSecs))
            latest = &xid;
    return latest ? latest->code : 0;
}

std::vector<std::pair<int, int>> XidLog::counts(int gpu, qint64 t) const
{
    std::map<int, int> counts;
    for (const Xid &xid : m_xids)
        if (remembered(xid, gpu, t))
            ++counts[xid.code];
    return {counts.begin(), counts.end()};
}
