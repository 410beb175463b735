#pragma once

// Process-wide memory settings, applied once at the start of main().
namespace ProcessMemory {
// glibc raises its mmap threshold to the size of each large block freed and
// keeps freed heap memory resident until it is used again. Answers arrive
// through Qt's network thread in blocks that are freed on another thread, so
// after one large answer the process kept ~40 % more than the answer's size
// resident (a 512 MiB refused answer peaked at 0.6-0.7 GB instead of 0.55).
// A fixed trim threshold turns that off: freed memory goes back to the
// system and large blocks are mapped and unmapped, as their size suggests.
void returnFreedMemory();
} // namespace ProcessMemory
