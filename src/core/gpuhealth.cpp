#include "gpuhealth.h"

#include "coretr.h"

#include <array>

namespace GpuHealth {

namespace {
struct XidRow
{
    int code;
    Severity severity;
    bool hardware;
    const char *meaning;
    const char *action;
};

// The codes fleets page on, from NVIDIA's Xid catalog; meanings and actions
// in FleetScope's words. Severity follows the catalog's immediate action:
// restart the application (Info), reset the GPU when convenient (Warning),
// drain and reset or reboot now (Critical).
constexpr XidRow kXids[] = {
    {13, Severity::Info, false,
     QT_TRANSLATE_NOOP(
         "fleetscope_core",
         "Graphics engine exception: usually the program accessed memory it must not"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Check the application (run it under compute-sanitizer). If other programs "
                       "on this GPU see it too, run the DCGM diagnostics.")},
    {31, Severity::Info, false,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "GPU memory page fault: the program used an address it does not own"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Check the application. Faults from many programs on one GPU point at the "
                       "driver or the GPU.")},
    {43, Severity::Info, false,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "GPU stopped the program's work after the program faulted; the GPU is fine"),
     QT_TRANSLATE_NOOP("fleetscope_core", "Restart the application.")},
    {45, Severity::Info, false,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Work cleaned up after its program ended or after an earlier error"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Nothing on its own: look for the Xid that came just before it.")},
    {48, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "Double-bit ECC error: uncorrectable GPU memory error"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain the GPU and reset it (the bad memory is remapped at the reset). "
                       "Replace the GPU if it happens again.")},
    {61, Severity::Warning, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "Internal micro-controller breakpoint or warning"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Reset the GPU when convenient. If it repeats, collect nvidia-bug-report.sh "
                       "for NVIDIA support.")},
    {62, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "Internal micro-controller halted"),
     QT_TRANSLATE_NOOP("fleetscope_core", "Drain the GPU and reset it.")},
    {63, Severity::Warning, true,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "A memory row was marked for remapping (or a page retired) after an ECC "
                       "error; it takes effect at the next GPU reset"),
     QT_TRANSLATE_NOOP("fleetscope_core", "Reset the GPU at its next drain.")},
    {64, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Memory row remapping (or page retirement) failed after an ECC error"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain the GPU and reset it. If remapping fails again, replace the GPU.")},
    {74, Severity::Critical, true, QT_TRANSLATE_NOOP("fleetscope_core", "NVLink error"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain and reset the GPUs on that link; check the NVLink error counters "
                       "and the bridge or switch.")},
    {79, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "GPU has fallen off the bus: the host can no longer reach it"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain the node and reboot it; check power, cooling and seating. Replace "
                       "the GPU if it happens again.")},
    {92, Severity::Warning, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "High rate of corrected (single-bit) ECC errors"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Reset the GPU when convenient and watch for row remapping (Xid 63/64).")},
    {94, Severity::Warning, true,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Contained uncorrectable ECC error: only the program using that memory was "
                       "stopped"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Restart the stopped program; reset the GPU at its next drain so the row "
                       "is remapped.")},
    {95, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Uncontained uncorrectable ECC error: every program on the GPU is affected"),
     QT_TRANSLATE_NOOP("fleetscope_core", "Drain the GPU and reset it.")},
    {119, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "GPU firmware (GSP) did not answer in time"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain the GPU and reset it. If it repeats, update the driver.")},
    {120, Severity::Critical, true,
     QT_TRANSLATE_NOOP("fleetscope_core", "GPU firmware (GSP) error"),
     QT_TRANSLATE_NOOP("fleetscope_core",
                       "Drain the GPU and reset it. If it repeats, update the driver.")},
};

struct ReasonRow
{
    quint64 bit;
    bool slowdown;
    const char *words;
};

// DCGM_CLOCKS_EVENT_REASON_* (dcgm_fields.h), the same as NVML's.
constexpr ReasonRow kReasons[] = {
    {0x1, false, QT_TRANSLATE_NOOP("fleetscope_core", "idle")},
    {0x2, false, QT_TRANSLATE_NOOP("fleetscope_core", "application clock setting")},
    {0x4, true, QT_TRANSLATE_NOOP("fleetscope_core", "SW power cap")},
    {0x8, true, QT_TRANSLATE_NOOP("fleetscope_core", "HW slowdown")},
    {0x10, false, QT_TRANSLATE_NOOP("fleetscope_core", "sync boost")},
    {0x20, true, QT_TRANSLATE_NOOP("fleetscope_core", "SW thermal slowdown")},
    {0x40, true, QT_TRANSLATE_NOOP("fleetscope_core", "HW thermal slowdown")},
    {0x80, true, QT_TRANSLATE_NOOP("fleetscope_core", "HW power brake")},
    {0x100, false, QT_TRANSLATE_NOOP("fleetscope_core", "display clock setting")},
};
} // namespace

XidInfo xid(int code)
{
    XidInfo info;
    info.code = code;
    for (const XidRow &r : kXids)
        if (r.code == code) {
            info.documented = true;
            info.severity = r.severity;
            info.hardware = r.hardware;
            info.meaning = CoreTr::tr(r.meaning);
            info.action = CoreTr::tr(r.action);
            return info;
        }
    info.meaning = CoreTr::tr("Xid %1 (not in FleetScope's table)").arg(code);
    info.action = CoreTr::tr("Look the code up in NVIDIA's Xid catalog.");
    return info;
}

std::vector<int> documentedXids()
{
    std::vector<int> codes;
    for (const XidRow &r : kXids)
        codes.push_back(r.code);
    return codes;
}

std::vector<ClockEventReason> clockEventReasons(quint64 mask)
{
    std::vector<ClockEventReason> out;
    for (int b = 0; b < 64; ++b) {
        const quint64 bit = quint64(1) << b;
        if (!(mask & bit))
            continue;
        ClockEventReason r;
        r.bit = bit;
        r.words = CoreTr::tr("unknown reason 0x%1").arg(bit, 0, 16);
        for (const ReasonRow &row : kReasons)
            if (row.bit == bit) {
                r.words = CoreTr::tr(row.words);
                r.slowdown = row.slowdown;
            }
        out.push_back(r);
    }
    return out;
}

QString describeClockEventReasons(quint64 mask)
{
    if (!mask)
        return CoreTr::tr("none");
    QStringList words;
    for (const ClockEventReason &r : clockEventReasons(mask))
        words << r.words;
    return words.join(CoreTr::tr(", "));
}

quint64 slowdownBits(quint64 mask)
{
    quint64 bits = 0;
    for (const ReasonRow &r : kReasons)
        if (r.slowdown)
            bits |= r.bit;
    return mask & bits;
}

} // namespace GpuHealth
