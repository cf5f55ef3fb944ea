#include "rules/hun/fire_support.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rules::hun {

namespace {

// On target on `on_target`+ with a d6, otherwise the shot moves by `dice` (N d-`faces`).
RollResult deviation(int on_target, int dice, int faces, std::vector<std::string> why) {
  const double hit = (7 - std::clamp(on_target, 1, 7)) / 6.0;
  const core::Dist miss = core::Dist::die(faces).sum_of(dice);
  why.push_back(fmt::format("on target on {}+ with a d6, else it moves {}d{} inches", on_target, dice, faces));
  const auto read = [on_target, dice, faces](engine::DiceSource& roller) {
    if (roll_die(roller, 6, "on target?") >= on_target) return 0;
    int inches = 0;
    for (int i = 0; i < dice; ++i) {
      inches += faces == 3 ? roll_d3(roller, "inches off target") : roll_die(roller, faces, "inches off target");
    }
    roll_die(roller, 6, "direction (1 = beyond the target, then clockwise)");
    return inches;
  };
  return {fmt::format("1D6 on target on {}+, else {}D{} inches in a D6 direction", on_target, dice, faces),
          core::Dist::mixture({{hit, core::Dist::constant(0)}, {1.0 - hit, miss}}), std::move(why), read};
}

}  // namespace

MgFireResult fire_mg(const MgFireSituation& s) {
  if (s.crew <= 0) throw engine::BadInput("crew", "an MG with no crew cannot fire");
  if (s.wounded_crew < 0 || s.wounded_crew > s.crew) {
    throw engine::BadInput("wounded_crew", fmt::format("{} wounded crewmen in a crew of {}", s.wounded_crew, s.crew));
  }
  if (s.crew_moved && !s.on_vehicle) throw engine::BadInput("crew_moved", "the MG's crew moved this turn, so it cannot fire");
  MgFireResult r;
  if (s.arc == "45") {
    r.arc_degrees = 45;
  } else if (s.arc == "double-45") {
    r.arc_degrees = 45;
    r.tests_per_figure = 2;
  } else if (s.arc != "90") {
    throw engine::BadInput("arc", fmt::format("unknown MG arc '{}' (45, double-45 or 90)", s.arc));
  }
  if (s.wounded_crew == s.crew && s.arc != "45") {
    throw engine::BadInput("arc", "every crewman is wounded: the MG fires a single 45-degree arc only");
  }
  r.reload_needed = s.crew == 1 && s.arc != "45";
  r.moving_fire = s.on_vehicle && s.crew_moved;
  r.why.push_back(fmt::format("{} arc: every figure in it, friend or foe, tests versus MG {}", s.arc,
                              r.tests_per_figure == 2 ? "twice" : "once"));
  if (r.reload_needed) r.why.push_back("a lone crewman must spend an action reloading before firing again");
  if (r.moving_fire) r.why.push_back("fired from a moving vehicle: tests use the moving rows");
  return r;
}

FallOfShot fire_artillery(const ArtillerySituation& s, const Tables& t) {
  const FireTables& f = t.fire;
  if (s.range_inches < 0) throw engine::BadInput("range", "a range cannot be negative");
  if (!s.off_board && s.crew <= 0) throw engine::BadInput("crew", "a gun with no crew cannot fire");
  if (s.heavy && !s.off_board) throw engine::BadInput("heavy", "heavy artillery is always off-board: add --off-board");
  if (s.overhead && s.range_inches < f.overhead_min_inches) {
    throw engine::BadInput("range", fmt::format("firing overhead needs a target at least {} inches away, not {}", f.overhead_min_inches,
                                s.range_inches));
  }
  const ArtilleryBracket* bracket = &f.brackets.back();
  if (!s.off_board) {
    for (const auto& b : f.brackets) {
      if (!b.up_to_inches || s.range_inches <= *b.up_to_inches) {
        bracket = &b;
        break;
      }
    }
  }
  std::vector<std::string> why{s.off_board ? fmt::format("off-board support: always the {} bracket", bracket->name)
                                           : fmt::format("{} inches: {} bracket", s.range_inches, bracket->name)};
  FallOfShot r{bracket->name, deviation(bracket->on_target_d6, bracket->deviation_d6, 6, std::move(why)), 6,
               s.heavy ? f.heavy_blast_inches : f.blast_inches, 1};
  if (!s.off_board && s.crew < f.min_crew) {
    r.actions = 2;
    r.deviation.why.push_back(fmt::format("fewer than {} crew: load and fire are separate actions", f.min_crew));
  }
  return r;
}

FallOfShot throw_bomb(Quality thrower, int range_inches, const Tables& t) {
  const FireTables& f = t.fire;
  if (range_inches < 0) throw engine::BadInput("range", "a range cannot be negative");
  if (range_inches > f.bomb_max_inches) {
    throw engine::BadInput("range", fmt::format("a bomb is thrown {} inches at most, not {}", f.bomb_max_inches, range_inches));
  }
  std::vector<std::string> why{fmt::format("thrower {}", name(thrower))};
  return {"thrown", deviation(at(f.bomb_on_target_d6, thrower), f.bomb_deviation_d3, 3, std::move(why)), 6,
          f.bomb_blast_inches, 1};
}

SupportResult call_support(int registration, const Tables& t) {
  const FireTables& f = t.fire;
  if (registration < 0 || registration > kMostRegistration) {
    throw engine::BadInput("registration", fmt::format("must be from 0 to {} turns, not {}", kMostRegistration, registration));
  }
  const auto call = [registration, lost = f.support_lost_on_2d6, arrives = f.support_arrives_on_2d6](int natural) {
    if (natural <= lost) return SupportCall::kCommunicationsLost;
    return natural + registration >= arrives ? SupportCall::kArrives : SupportCall::kNoFire;
  };
  SupportResult r;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) {
      const SupportCall c = call(a + b);
      if (c == SupportCall::kCommunicationsLost) r.communications_lost += 1.0 / 36;
      if (c == SupportCall::kArrives) r.arrives += 1.0 / 36;
    }
  }
  r.read_dice = [call](engine::DiceSource& dice) { return call(roll_die(dice, 6, "first die") + roll_die(dice, 6, "second die")); };
  r.registration_next = registration + f.registration_per_turn;
  r.why = {fmt::format("2D6 {:+} registration: arrives on {}+", registration, f.support_arrives_on_2d6),
           fmt::format("a natural {} or less: communications lost, registration back to 0", f.support_lost_on_2d6),
           fmt::format("otherwise registration grows by {} next turn, even if the fire arrives",
                       f.registration_per_turn)};
  return r;
}

}  // namespace sandtable::rules::hun
