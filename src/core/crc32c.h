#pragma once

#include <cstddef>
#include <cstdint>
#include <QtGlobal>

// CRC-32C (Castagnoli), continuing from `crc` (0 to start), so one checksum
// can cover separate ranges. Pure: no I/O.
std::uint32_t crc32c(const uchar *p, std::size_t n, std::uint32_t crc);
