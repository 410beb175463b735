#pragma once

#include <QString>

#include <optional>

// The MIG profiles NVIDIA documents for each GPU (MIG user guide, "Supported
// MIG Profiles"), and the share of its GPU an instance of each holds: the
// fraction of the GPU's compute slices (SMs) the guide gives, so that a
// 1g.10gb on an A100 80GB is 1/7 and a 2g.12gb on an A30 is 2/4. The compute
// fraction is what the instances of one GPU can never hold more than all of;
// memory fractions can (a 4g.40gb and a 3g.40gb are 4/8 + 4/8 of memory).
//
// Written out by hand: the profiles are facts of the hardware that no
// library or exporter lists.
namespace MigProfiles {
// The share of the GPU dcgm-exporter reports as `modelName` (for example
// "NVIDIA A100 80GB PCIe") that an instance of `profile` (GPU_I_PROFILE,
// for example "1g.10gb" or "1g.10gb+me") holds; none when the guide does not
// document that profile for that GPU, or does not know the GPU.
std::optional<double> share(const QString &modelName, const QString &profile);
} // namespace MigProfiles
