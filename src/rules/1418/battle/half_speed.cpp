#include "rules/1418/battle/half_speed.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "core/outcomes.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {

namespace {

// The same shooter: the one that injured it, or with the ruling's switch any platoon of its
// company (a bombardment is always its battalion's).
bool same_shooter(const Battle& b, const Shooter& injurer, const Shooter& s) {
  if (s == injurer) return true;
  return b.rules.same_shooter_is_company && s.platoon >= 0 && injurer.platoon >= 0 &&
         b.platoon(s.platoon).company == b.platoon(injurer.platoon).company;
}

std::vector<std::string> names(const Battle& b, const std::vector<Shooter>& shooters) {
  std::vector<std::string> out;
  for (const Shooter& s : shooters) {
    if (std::find(out.begin(), out.end(), name_of(b, s)) == out.end()) out.push_back(name_of(b, s));
  }
  return out;
}

// The recovery die: at or under its own Resilience (in cover with the ruling 22 switch),
// where a 6 always fails. True if it recovers.
bool recovery_die(Execution& x, int platoon) {
  const Platoon& p = x.b.platoon(platoon);
  const int own = own_resilience(x.b, p);
  const int against = x.b.rules.recovery_with_cover ? resilience_in_cover(own, standing_cover(x.b, platoon)) : own;
  const int at_most = std::clamp(against, 0, 5);
  const core::Rational chance = recovery_chance(against);
  const std::string what = fmt::format("{}'s recovery die, under fire from {} and not {}", p.name,
                                       fmt::join(names(x.b, x.fired_on_by[static_cast<std::size_t>(platoon)]), ", "),
                                       name_of(x.b, *p.injured_by));
  engine::DiceRequest request{p.side, 1, 6, fmt::format("{}: 1d6, its move back on {} or under (R{})", what, at_most, against), {}, {}};
  core::ExactOutcomes outcomes;
  if (chance > 0) outcomes.add("full speed", chance);
  if (chance < 1) outcomes.add("half speed", 1 - chance);
  request.labelled_outcome = outcomes;
  const int face = x.dice.roll(request).front();
  const bool recovers = face <= at_most;
  x.say(fmt::format("  {} rolls {}: {}", what, face, recovers ? "its move is back" : "still at half speed"));
  return recovers;
}

}  // namespace

void settle_half_speed(Execution& x) {
  bool told = false;
  const auto heading = [&] {
    if (!told) x.say("injuries: half speed");
    told = true;
  };
  for (std::size_t i = 0; i < x.b.platoons.size(); ++i) {
    Platoon& p = x.b.platoons[i];
    if (p.removed) {
      p.half_speed = false;
      continue;
    }
    if (x.injured_now[i]) {
      heading();
      p.half_speed = true;
      p.injured_by = x.injured_now[i];
      x.say(fmt::format("  {} is at half speed, injured by {}", p.name, name_of(x.b, *p.injured_by)));
      continue;
    }
    if (!p.half_speed) continue;
    heading();
    const std::vector<Shooter>& fire = x.fired_on_by[i];
    if (fire.empty()) {
      p.half_speed = false;
      x.say(fmt::format("  {} has its move back: no longer under fire", p.name));
    } else if (std::any_of(fire.begin(), fire.end(), [&](const Shooter& s) { return same_shooter(x.b, *p.injured_by, s); })) {
      x.say(fmt::format("  {} stays at half speed: still under fire from {}", p.name, name_of(x.b, *p.injured_by)));
    } else {
      p.half_speed = !recovery_die(x, static_cast<int>(i));
    }
  }
}

}  // namespace sandtable::rules::gw1418
