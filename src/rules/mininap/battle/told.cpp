#include "rules/mininap/battle/told.hpp"

#include <fmt/format.h>

#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

std::string hits_text(int n) { return n == 0 ? "no hits" : fmt::format("{} hit{}", n, n == 1 ? "" : "s"); }

// "French have lost 2 of 6 units"
std::string losses_text(const Battle& b, int side) {
  return fmt::format("{} have lost {} of {} units", b.sides[static_cast<std::size_t>(side)], fighting_units_lost(b, side),
                     fighting_units(b, side));
}

}  // namespace

std::string told_text(const Battle& b, const Told& t) {
  const std::string& name = t.unit >= 0 ? b.units[static_cast<std::size_t>(t.unit)].name : b.sides[0];
  using K = Told::Kind;
  switch (t.kind) {
    case K::kHits: return fmt::format("{} takes {}, {} SP left", name, hits_text(t.count), t.sp_left);
    case K::kMeleeContactHit:
      return fmt::format("{} takes {} for being in hand-to-hand contact, {} SP left", name, hits_text(t.count), t.sp_left);
    case K::kRecovered: return fmt::format("{} recovers {}, {} SP left", name, hits_text(t.count), t.sp_left);
    case K::kRemovedNoStrength: return fmt::format("{} is removed: 0 SP", name);
    case K::kRemovedInContact: return fmt::format("{} is removed: {} SP left while in contact with the enemy", name, t.sp_left);
    case K::kLeftTable: return fmt::format("{} is removed: it left the table", name);
    case K::kCommandLost: {
      const BattleUnit& u = b.units[static_cast<std::size_t>(t.unit)];
      const std::string group = u.leads >= 0 ? b.groups[static_cast<std::size_t>(u.leads)].name : "its command";
      return fmt::format("{} is removed: {} has lost {} of its {} units, more than half", name, group, t.count, t.sp_left);
    }
    case K::kHeldBack: return fmt::format("{} is held back", name);
    case K::kJoinsIn: return fmt::format("{} fails its hold-back test and joins in", name);
    case K::kInitiative:
      return fmt::format("{} win the initiative ({} against {})", b.sides[static_cast<std::size_t>(t.unit)],
                         b.initiative_throw[static_cast<std::size_t>(t.unit)],
                         b.initiative_throw[static_cast<std::size_t>(1 - t.unit)]);
    case K::kInitiativeTie: return fmt::format("both sides threw {} for the initiative: both throw again", t.count);
    case K::kTurnEnds:
      return fmt::format("end of turn {}: neither side is beaten ({}; {})", t.count, losses_text(b, 0), losses_text(b, 1));
    case K::kBattleOver:
      return fmt::format("end of turn {}: {} ({}; {})", t.count, b.over ? b.over->summary : "the battle is over",
                         losses_text(b, 0), losses_text(b, 1));
  }
  return name;
}

}  // namespace sandtable::rules::mininap
