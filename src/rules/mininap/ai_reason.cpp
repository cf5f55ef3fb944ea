#include "rules/mininap/ai_reason.hpp"

#include <fmt/format.h>

namespace sandtable::rules::mininap {

namespace {

std::string hits(double expected) { return fmt::format("{:.1f} hit{}", expected, expected == 1.0 ? "" : "s"); }

}  // namespace

std::string reason_text(const Battle& b, const AiReason& r) {
  const std::string other = r.other >= 0 ? b.unit(r.other).name : std::string("the enemy");
  const int sp = static_cast<int>(r.ours);
  switch (r.motive) {
    case Motive::kBestShot:
      if (r.theirs == 1) return fmt::format("{} expected, its one way to fire", hits(r.ours));
      return fmt::format("{} expected, the most of its {} ways to fire", hits(r.ours), static_cast<int>(r.theirs));
    case Motive::kNoShot: return "holds its fire: no way to fire would hit";
    case Motive::kJoins: return fmt::format("joins in: {} SP left", sp);
    case Motive::kWornHoldsBack: return fmt::format("holds back: only {} SP left", sp);
    case Motive::kBestAttack:
      return fmt::format("attacks {}: expects to take {:.0f}% of its SP, the most of any enemy in contact", other, 100 * r.ours);
    case Motive::kRethrowsLow:
      return fmt::format("re-throws: {} thrown, {} expected", static_cast<int>(r.ours), hits(r.theirs));
    case Motive::kKeepsThrow:
      return fmt::format("keeps the throw: {} thrown, {} expected", static_cast<int>(r.ours), hits(r.theirs));
    case Motive::kSquareAsReaction: return fmt::format("forms square against {}'s charge", other);
    case Motive::kFiresAtCharger: return fmt::format("fires at {} as it charges: a square is not open to it", other);
    case Motive::kStandsNothingElse: return "stands: neither a square nor fire is open to it";
    case Motive::kBoldStands: return "stands: the bold style never forms square";
    case Motive::kInContact: return "holds: in contact with the enemy";
    case Motive::kFollowsTroops: return fmt::format("follows his units, {:.1f} cm off, to keep them in command", r.cm);
    case Motive::kCommanderWithTroops: return fmt::format("stays: he is with his units ({:.1f} cm from their middle)", r.cm);
    case Motive::kCommanderKeepsAway: return fmt::format("stays: following his units would bring him within 10 cm of {}", other);
    case Motive::kCommanderNoWay: return fmt::format("stays: no legal move takes him toward his units, {:.1f} cm off", r.cm);
    case Motive::kCommanderAlone: return "stays: he has no units left to follow";
    case Motive::kNoEnemy: return "holds: no enemy is left";
    case Motive::kLimbersUp: return fmt::format("limbers up: {}, the nearest enemy, is {:.1f} cm out of range", other, r.cm);
    case Motive::kBatteryCloses:
      return fmt::format("marches on {}, {:.1f} cm away and out of range, staying outside every enemy's reach", other, r.cm);
    case Motive::kBatteryUnlimbers: return fmt::format("unlimbers: {} is in range, {:.1f} cm away", other, r.cm);
    case Motive::kBatteryIntoBand:
      return fmt::format("marches into a closer range band of {} ({:.1f} cm away) for more dice next turn", other, r.cm);
    case Motive::kBatteryStays: return fmt::format("stays in battery: {} in range, {:.1f} cm away", other, r.cm);
    case Motive::kBatteryWaits:
      return fmt::format("waits: no safe, legal move brings {} ({:.1f} cm away) into better range", other, r.cm);
    case Motive::kSquareForms: return fmt::format("forms square: enemy cavalry {} is {:.1f} cm away", other, r.cm);
    case Motive::kSquareHolds: return fmt::format("stays in square: enemy cavalry {} is {:.1f} cm away", other, r.cm);
    case Motive::kSquareLeaves: return "forms column: no enemy cavalry is near any more";
    case Motive::kWithdraws: return fmt::format("withdraws from {}: {} SP left and an enemy could reach it next turn", other, sp);
    case Motive::kWornOutOfReach: return fmt::format("keeps still: {} SP left, out of every enemy's reach", sp);
    case Motive::kWornCannotWithdraw: return fmt::format("keeps still: {} SP left, and no way back from {} is open", sp, other);
    case Motive::kCharges:
      return fmt::format("charges {}: {} expected against {} taken", other, hits(r.ours), hits(r.theirs));
    case Motive::kBoldCharges:
      return fmt::format("charges {} whatever the odds (bold): {} expected against {} taken", other, hits(r.ours), hits(r.theirs));
    case Motive::kAdvances: return fmt::format("advances on {}, the nearest enemy, {:.1f} cm away", other, r.cm);
    case Motive::kAtStandoff: return fmt::format("holds: {} is {:.1f} cm away, close enough to fight", other, r.cm);
    case Motive::kNoWayForward: return fmt::format("holds: no legal march toward {}", other);
    case Motive::kTurnsForAShot: return fmt::format("turns to face {}, {:.1f} cm away: it has no shot from where it stands", other, r.cm);
    case Motive::kReformsToMove: return fmt::format("changes formation to get free: no legal march toward {} ({:.1f} cm away) in its present one", other, r.cm);
    case Motive::kClosesForAShot: return fmt::format("closes on {}, {:.1f} cm away: it has no shot from where it stands", other, r.cm);
  }
  return {};
}

}  // namespace sandtable::rules::mininap
