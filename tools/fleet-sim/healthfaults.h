#pragma once

#include "xidlog.h"

#include <QtGlobal>

#include <utility>
#include <vector>

// Scripted GPU health faults, relative to the incident start I, for
// --health-faults: deterministic, so that tests and demos know which GPU
// shows what and when. GPUs are numbered node * gpusPerNode + index.
//   node 0, last GPU        XID 79 at I+5m; off the bus (no series) from I+6m
//   last node, GPU 0        XID 48 and two double-bit ECC errors at I+20m,
//                           row remapping failed from I+21m
//   node 0, GPU 0           thermal slowdown (clock event bits 0x60) I+30m..I+45m
//   last node, last GPU     PCIe replays +40 per 15 s step over I+25m..I+35m
//   node 0, GPU 1           XID 13 at I+50m and again at I+52m
// With one node or one GPU per node some of these name the same GPU.
class HealthFaults final
{
  public:
    // dcgm-exporter's default --xid-count-window-size.
    static constexpr qint64 kXidWindowMs = XidLog::kWindowSecs * 1000;
    static constexpr quint64 kThermalReasons = 0x20 | 0x40; // SW and HW thermal slowdown
    static constexpr quint64 kIdleReason = 0x1;

    HealthFaults(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs);

    // False once the GPU has fallen off the bus: its exporter reports nothing.
    bool present(int gpu, qint64 t) const;
    // DCGM_FI_DEV_XID_ERRORS: the code of an XID in the last 5 minutes, else 0.
    int lastXid(int gpu, qint64 t) const;
    // DCGM_EXP_XID_ERRORS_COUNT: (code, XIDs within the window), by code.
    std::vector<std::pair<int, int>> xidCounts(int gpu, qint64 t) const;
    qint64 eccDbeVolatileTotal(int gpu, qint64 t) const;
    bool rowRemapFailed(int gpu, qint64 t) const;
    qint64 pcieReplays(int gpu, qint64 t) const;
    bool thermalSlowdown(int gpu, qint64 t) const;

  private:
    quint64 m_seed;
    qint64 m_incident;
    int m_offBusGpu;
    int m_eccGpu;
    int m_thermalGpu;
    int m_pcieGpu;
    XidLog m_xids;
};
