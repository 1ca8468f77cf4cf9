#pragma once

namespace podcad {

// Called first thing in main() of the programs and benchmarks. A design of a 64-SU SuperPOD is
// ~100,000 cables of small strings plus a few large vectors that grow by doubling; glibc serves
// such vectors from fresh mmap()s and unmaps them on every growth, so each doubling faults its
// pages in again. Keeping large blocks in the heap (reused, not unmapped) cut generate+save of a
// 64-SU SuperPOD from ~430 ms to ~360 ms on the 2-core reference machine, at the same peak RSS.
// A no-op where the C library is not glibc.
void tuneAllocatorForLargeDesigns();

} // namespace podcad
