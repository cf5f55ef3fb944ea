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

RollResult command_test(Quality leader, double from_general, std::optional<double> from_musician, const Tables& t) {
  // A bound before the arithmetic: the steps beyond the radius are counted in an int.
  require_distance(from_general, "range");
  if (from_musician) require_distance(*from_musician, "musician_range");
  const CommandTables& c = t.command;
  if (from_general <= c.radius_inches) {
    return {"no test", core::Dist::constant(1), {fmt::format("within {} inches of the general: in command", c.radius_inches)},
            [](engine::DiceSource&) { return 1; }};
  }
  if (from_musician && *from_musician <= c.musician_radius_inches) {
    return {"no test", core::Dist::constant(1),
            {fmt::format("within {} inches of the playing musician: in command", c.musician_radius_inches)},
            [](engine::DiceSource&) { return 1; }};
  }
  int need = at(c.pass_on_d6, leader);
  std::vector<std::string> why{fmt::format("leader {}: {}+ on 1D6", name(leader), need)};
  if (from_musician) why.push_back(fmt::format("beyond the playing musician's {} inches as well", c.musician_radius_inches));
  const int steps = static_cast<int>((from_general - c.radius_inches) / c.harder_per_inches_beyond);
  if (steps > 0) {
    need += steps;
    why.push_back(fmt::format("{:.0f} inches beyond the general's {}-inch radius: -{}", from_general - c.radius_inches,
                              c.radius_inches, steps));
  }
  return d6_test(need, std::move(why));
}

RollResult heal(Quality medic, const Tables& t) {
  const int need = at(t.heal_pass_on_d6, medic);
  return d6_test(need, {fmt::format("medic {}: {}+ on 1D6 after moving up to {} inches", name(medic), need,
                                    t.heal_move_inches)});
}

}  // namespace sandtable::rules::hun
