// Heap bytes in use, counted by the bench binary's own global operator new and delete.
#pragma once

#include <cstdint>

namespace sandtable::bench {

// Bytes held now (as the allocator sized the blocks) and the most held since the last reset.
std::int64_t heap_in_use();
std::int64_t heap_peak();
// Starts a new peak from what is held now.
void reset_heap_peak();

}  // namespace sandtable::bench
