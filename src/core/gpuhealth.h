#pragma once

#include <QString>
#include <QStringList>
#include <vector>

// What a GPU's health signals mean, in words an on-call engineer can act on.
// Facts from NVIDIA's documentation: the Xid catalog (the code in
// DCGM_FI_DEV_XID_ERRORS) and the clock event reasons bit field
// (DCGM_FI_DEV_CLOCKS_EVENT_REASONS, called DCGM_FI_DEV_CLOCK_THROTTLE_REASONS
// by older dcgm-exporters; the same bits as NVML's nvmlClocksEventReasons).
namespace GpuHealth {

enum class Severity
{
    Info,     // the application's own fault, or a note; the GPU is fine
    Warning,  // act when convenient (reset the GPU at the next drain)
    Critical, // the GPU or its node needs attention now
};

struct XidInfo
{
    int code = 0;
    bool documented = false; // false: a code this table does not describe
    QString meaning;         // "GPU has fallen off the bus"
    QString action;          // what to do about it
    Severity severity = Severity::Warning;
    // The GPU or node is at fault rather than the program on it.
    bool hardware = false;
};

// Every code is answered: an undocumented one says so and is a Warning.
XidInfo xid(int code);
// The codes described, ascending.
std::vector<int> documentedXids();

// One set bit of the clock event reasons, in words.
struct ClockEventReason
{
    quint64 bit = 0;
    QString words;
    // Clocks lowered for heat or power (the throttling people page on), as
    // opposed to idle, a clock setting or sync boost.
    bool slowdown = false;
};
// The reasons set in `mask`, lowest bit first; unknown bits are named by
// their value. Empty for 0 (clocks as high as they go).
std::vector<ClockEventReason> clockEventReasons(quint64 mask);
// "HW thermal slowdown, SW power cap", or "none" for 0.
QString describeClockEventReasons(quint64 mask);
// The slowdown bits of `mask` (thermal and power limits), 0 when none.
quint64 slowdownBits(quint64 mask);

} // namespace GpuHealth
