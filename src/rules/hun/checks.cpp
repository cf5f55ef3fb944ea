#include "rules/hun/checks.hpp"

#include <fmt/format.h>

#include <cmath>

namespace sandtable::rules::hun {

namespace {

RollResult morale_roll(const MoraleSituation& s, const Tables& t, bool rallying) {
  const MoraleTables& m = t.morale;
  int need = at(m.pass_on_2d6, s.quality);
  std::vector<std::string> why{fmt::format("{}: {}+ on 2D6", name(s.quality), need)};
  if (s.transport_attendants) why.insert(why.begin(), "the transport never checks: its attendants do");
  const auto adjust = [&](bool present, int bonus, const std::string& what) {
    if (!present || bonus == 0) return;
    need -= bonus;
    why.push_back(fmt::format("{}: {:+} to the roll", what, bonus));
  };
  adjust(s.general, m.general, fmt::format("general within {} inches", m.general_inches));
  adjust(s.musician, m.musician, fmt::format("musician playing within {} inches", m.musician_inches));
  adjust(s.colours, m.colours, fmt::format("colours within {} inches", m.colours_inches));
  adjust(s.half_strength, m.half_strength, "at half strength or worse");
  if (rallying && m.rally_harder_by != 0) {
    need += m.rally_harder_by;
    why.push_back(fmt::format("rallying from Wavering: {:+} to the roll", -m.rally_harder_by));
  }
  return two_d6_test(need, m.always_fails, m.always_passes, std::move(why));
}

}  // namespace

RollResult morale_check(const MoraleSituation& s, const Tables& t) { return morale_roll(s, t, false); }

RollResult rally(const MoraleSituation& s, const Tables& t) { return morale_roll(s, t, true); }

RollResult command_test(Quality leader, double distance_inches, bool musician_playing, const Tables& t) {
  // A bound before the arithmetic: the steps beyond the radius are counted in an int.
  if (!std::isfinite(distance_inches) || distance_inches < 0 || distance_inches > kMostInches) {
    throw engine::BadInput("range", fmt::format("must be a distance from 0 to {:g} inches, not {:g}", kMostInches,
                                                distance_inches));
  }
  const CommandTables& c = t.command;
  const int radius = musician_playing ? c.musician_radius_inches : c.radius_inches;
  if (distance_inches <= radius) {
    return {"no test", core::Dist::constant(1), {fmt::format("within {} inches of the general: in command", radius)},
            [](engine::DiceSource&) { return 1; }};
  }
  int need = at(c.pass_on_d6, leader);
  std::vector<std::string> why{fmt::format("leader {}: {}+ on 1D6", name(leader), need)};
  const int steps = static_cast<int>((distance_inches - radius) / c.harder_per_inches_beyond);
  if (steps > 0) {
    need += steps;
    why.push_back(fmt::format("{:.0f} inches beyond the {}-inch radius: -{}", distance_inches - radius, radius, steps));
  }
  return d6_test(need, std::move(why));
}

RollResult heal(Quality medic, const Tables& t) {
  const int need = at(t.heal_pass_on_d6, medic);
  return d6_test(need, {fmt::format("medic {}: {}+ on 1D6 after moving up to {} inches", name(medic), need,
                                    t.heal_move_inches)});
}

}  // namespace sandtable::rules::hun
