#include "allocatortuning.h"

#include <cstdlib> // defines __GLIBC__ on glibc systems, so the test below can see it

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace podcad {

void tuneAllocatorForLargeDesigns()
{
#if defined(__GLIBC__)
    // Blocks up to 64 MiB come from the heap (setting the threshold also stops glibc's dynamic
    // threshold from moving), the heap is not trimmed back below 128 MiB of free top, and it grows
    // 64 MiB at a time: memory a growth frees is reused by the next one instead of being given
    // back and faulted in again. Untouched pages cost no RSS.
    mallopt(M_MMAP_THRESHOLD, 64 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024 * 1024);
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
}

} // namespace podcad
