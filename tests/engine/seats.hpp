// The seats the view tests look through: each side's player, the umpire, an observer.
#pragma once

#include "engine/view.hpp"

namespace sandtable::engine::test_seats {

constexpr Seat kBlue{Role::kPlayer, 0};
constexpr Seat kRed{Role::kPlayer, 1};
constexpr Seat kUmpire{Role::kUmpire, kNoSide};
constexpr Seat kObserver{Role::kObserver, kNoSide};

}  // namespace sandtable::engine::test_seats
