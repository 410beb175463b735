#include "processmemory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ProcessMemory {

void returnFreedMemory()
{
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 4 << 20);
#endif
}

} // namespace ProcessMemory
