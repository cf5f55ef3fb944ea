#include "rules/mininap/battle/terrain_effects.hpp"

#include <algorithm>

#include "rules/mininap/battle/queries.hpp"
#include "table/zones.hpp"

namespace sandtable::rules::mininap {

namespace {

// Zones of fire start at the firer's front edge and end at the target's nearest point, so
// they are trimmed by this much (cm) at each end: a unit at the edge of a wood sees out of it.
constexpr double kEdgeCm = 0.05;


// True when the centre of the stand lies in the piece: the one test of being in a wood or
// village or on a hill (R17-R19).
bool stand_in(const core::Base& stand, const TerrainPiece& piece) { return piece.holds(stand.centre()); }

// True when some stand of the unit is in the piece.
bool stands_in(const Stands& stands, const TerrainPiece& piece) {
  return std::any_of(stands.begin(), stands.end(), [&](const core::Base& s) { return stand_in(s, piece); });
}

}  // namespace

bool terrain_blocks_fire(const Battle& b, const core::Base& face, double length, const core::Base& target) {
  if (length <= 2 * kEdgeCm || b.terrain->empty()) return false;
  const core::Quad zone = table::strip_ahead(face, kEdgeCm, length - kEdgeCm, 0);
  for (const TerrainPiece& piece : *b.terrain) {
    const bool hill_between = piece.kind == TerrainKind::kHill && b.rulings.hills_block_fire && !stand_in(face, piece) &&
                              !stand_in(target, piece);
    if ((hill_between || blocks_fire(piece.kind, b.rulings)) && piece.touches(zone)) return true;
  }
  return false;
}

int cover_dice(const Battle& b, int target) {
  int best = 0;
  if (b.terrain->empty()) return best;
  const Stands stands = unit_stands(b.unit(target));
  for (const TerrainPiece& piece : *b.terrain) {
    if (cover_dice(piece.kind, b.rulings) > best && stands_in(stands, piece)) best = cover_dice(piece.kind, b.rulings);
  }
  return best;
}

int defence_cv(const Battle& b, int attacker, int target) {
  int best = 0;
  if (b.terrain->empty()) return best;
  const Stands theirs = unit_stands(b.unit(target));
  const Stands ours = unit_stands(b.unit(attacker));
  for (const TerrainPiece& piece : *b.terrain) {
    int cv = defence_cv(piece.kind, b.rulings);
    if (piece.kind == TerrainKind::kHill) {
      cv = stands_in(ours, piece) ? 0 : b.rulings.uphill_defence_cv;
    }
    if (cv > best && stands_in(theirs, piece)) best = cv;
  }
  return best;
}

}  // namespace sandtable::rules::mininap
