#pragma once

#include <QtGlobal>
#include <utility>
#include <vector>

// The XIDs a GPU raised, as dcgm-exporter reports them: the gauge holds the
// latest code for as long as its count window remembers it, and the count
// per code within that window. Shared by the scripted health faults and the
// faults injected for Explain.
class XidLog final
{
  public:
    static constexpr qint64 kWindowSecs = 300;

    void add(int gpu, qint64 atSecs, int code) { m_xids.push_back({gpu, atSecs, code}); }
    int last(int gpu, qint64 t) const;
    std::vector<std::pair<int, int>> counts(int gpu, qint64 t) const;

  private:
    struct Xid
    {
        int gpu;
        qint64 atSecs;
        int code;
    };
    bool remembered(const Xid &xid, int gpu, qint64 t) const
    {
        return xid.gpu == gpu && xid.atSecs <= t && t - xid.atSecs < kWindowSecs;
    }
    std::vector<Xid> m_xids;
};
