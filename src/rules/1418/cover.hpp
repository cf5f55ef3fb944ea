// 1418's cover and terrain: how the ground a platoon is in, and whether it is dug in, moves
// its Resilience up or down (the "Cover and terrain" table).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules::gw1418 {

// The ground as the cover table names it; the dug-in kinds of open and rough ground are
// separate because a platoon that moves out of its holes is back in the open (or rough).
enum class Ground { kOpen, kRough, kDugInOpen, kDugInRough, kDefensible, kFortification };

std::string_view id(Ground g);
std::vector<std::string> ground_ids();
Ground parse_ground(std::string_view text, const std::string& field);
// Open or rough ground dug into.
bool is_dug_in_ground(Ground g);

// Where a platoon stands when it is shot at.
struct Cover {
  Ground ground = Ground::kOpen;
  bool moving = false;      // it moves this bound: never dug in
  bool not_dug_in = false;  // in defensible ground or a fortification without being dug in
  bool vehicle = false;     // vehicles never dig in
  bool digging = false;     // digging in under fire (-1R while it digs)
  std::optional<Ground> from;  // the ground it moved from this bound (so it is moving)
};

struct ResilienceFactor {
  std::string what;
  int value;
};

// The modifiers to a platoon's own Resilience, in the order the table gives them; the
// weaker of two grounds for a platoon moving from one into the other.
std::vector<ResilienceFactor> cover_factors(const Cover& c);
// Its own Resilience plus those modifiers.
int resilience_in_cover(int own, const Cover& c);

}  // namespace sandtable::rules::gw1418
