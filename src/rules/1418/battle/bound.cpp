#include "rules/1418/battle/bound.hpp"

#include <fmt/format.h>

#include <functional>

#include "rules/1418/battle/command_sheet.hpp"
#include "rules/1418/battle/execution.hpp"
#include "rules/1418/battle/fire.hpp"
#include "rules/1418/battle/half_speed.hpp"
#include "rules/1418/battle/melee_step.hpp"
#include "rules/1418/battle/queries.hpp"
#include "rules/1418/battle/reach.hpp"

namespace sandtable::rules::gw1418 {

namespace {

bool gun_or_heavy(const Platoon& p) {
  const Kind k = unit_type(p.type).kind;
  return k == Kind::kGun || k == Kind::kHeavyWeapon;
}

// Shoots with every platoon `in_step` picks, those dug in before the others.
void shooting_step(Execution& x, const std::string& title, const std::function<bool(int)>& in_step, bool after_movement) {
  if (!title.empty()) x.say(title);
  for (const bool dug_in_pass : {true, false}) {
    for (std::size_t i = 0; i < x.b.platoons.size(); ++i) {
      const int p = static_cast<int>(i);
      if (x.b.platoons[i].dug_in == dug_in_pass && in_step(p)) fire_platoon(x, p, after_movement);
    }
  }
}

void bombardments(Execution& x) {
  for (std::size_t btn = 0; btn < x.b.battalions.size(); ++btn) {
    const int first = x.b.battalions[btn].companies.front();
    const std::optional<HighOrder>& h = x.plans[static_cast<std::size_t>(first)].high;
    if (h && h->command == HighCommand::kBombard) bombard(x, static_cast<int>(btn));
  }
}

void move_platoon(Execution& x, int p) {
  const auto k = static_cast<std::size_t>(p);
  Platoon& pl = x.b.platoon(p);
  if (pl.removed || !x.moving[k]) return;
  const Act act = x.plan_of(p).low.act;
  const double cm = move_cm(x.b, p, pl.at, x.destination[k], act);
  const core::Vec2 end = stop_point(x.b, pl.side, pl.at, x.destination[k], cm);
  const bool contact = core::distance(end, x.destination[k]) > 1e-9 && core::distance(end, pl.at) + 1e-9 < cm;
  x.say(fmt::format("  {} {}s {:.1f} cm (of {:.1f}) to ({:.1f}, {:.1f}){}", pl.name, words(act) == "stay put" ? "move" : words(act),
                    core::distance(pl.at, end), cm, end.x, end.y, contact ? ", into base contact" : ""));
  pl.at = end;
  pl.dug_in = false;
  x.moved[k] = true;
}

// Step 5: assaulting first, then the others, then those that were dug in when they set off.
void movement(Execution& x) {
  x.say("(5) movement");
  const auto group = [&](int p) {
    if (x.assaulting(p)) return 0;
    return x.b.platoon(p).dug_in ? 2 : 1;
  };
  for (int g = 0; g < 3; ++g) {
    for (std::size_t i = 0; i < x.b.platoons.size(); ++i) {
      if (group(static_cast<int>(i)) == g) move_platoon(x, static_cast<int>(i));
    }
  }
}

void end_of_bound(Execution& x) {
  Battle& b = x.b;
  for (std::size_t c = 0; c < b.companies.size(); ++c) {
    if (x.plans[c].low.act != Act::kDigIn || !company_alive(b, static_cast<int>(c))) continue;
    for (const int p : ordered_platoons(b, static_cast<int>(c), x.plans[c].low.except)) b.platoon(p).dug_in = true;
    x.say(fmt::format("{} is dug in", b.companies[c].name));
  }
  for (std::size_t i = 0; i < b.platoons.size(); ++i) {
    Platoon& p = b.platoons[i];
    p.under_fire = !x.fired_on_by[i].empty();
    p.moved_last_bound = x.moved[i];
    p.ever_moved = p.ever_moved || x.moved[i];
  }
  for (SideOrders& o : b.orders) o = {.sheet = std::move(o.sheet)};
}

int platoons_left(const Battle& b, int side) {
  int n = 0;
  for (const Platoon& p : b.platoons) n += !p.removed && p.side == side;
  return n;
}

void judge(Battle& b) {
  const std::array<int, 2> left{platoons_left(b, 0), platoons_left(b, 1)};
  if (left[0] == 0 || left[1] == 0) {
    b.over = true;
    if (left[0] != left[1]) b.winner = left[0] > 0 ? 0 : 1;
    b.result = b.winner ? fmt::format("{} has no platoon left: {} wins", b.sides[static_cast<std::size_t>(1 - *b.winner)],
                                      b.sides[static_cast<std::size_t>(*b.winner)])
                        : "both sides are destroyed: a draw";
    return;
  }
  if (b.bound < b.rules.bound_limit) {
    ++b.bound;
    return;
  }
  std::array<int, 2> held{0, 0};
  for (const Feature* f : objectives(b)) {
    if (const std::optional<int> h = holder(b, *f)) ++held[static_cast<std::size_t>(*h)];
  }
  b.over = true;
  if (held[0] != held[1]) b.winner = held[0] > held[1] ? 0 : 1;
  b.result = fmt::format("after {} bounds {} holds {} objective{}, {} {}: {}", b.bound, b.sides[0], held[0], held[0] == 1 ? "" : "s",
                         b.sides[1], held[1], b.winner ? b.sides[static_cast<std::size_t>(*b.winner)] + " wins" : "a draw");
}

}  // namespace

void resolve_bound(Battle& b, DiceFeed& dice) {
  b.last_bound.clear();
  Execution x(b, dice);
  int movers = 0;
  for (const bool m : x.moving) movers += m;
  x.say(fmt::format("(#) bound {}: {} platoon{} marked as moving", b.bound, movers, movers == 1 ? "" : "s"));
  const auto still = [&](int p) { return !x.moving[static_cast<std::size_t>(p)]; };
  x.say("(1) bombardments, and artillery and heavy weapons that have never moved");
  bombardments(x);
  shooting_step(x, "", [&](int p) { return gun_or_heavy(b.platoon(p)) && still(p) && !b.platoon(p).ever_moved; }, false);
  shooting_step(x, "(2) artillery and heavy weapons still last bound that moved before", [&](int p) {
    const Platoon& pl = b.platoon(p);
    return gun_or_heavy(pl) && still(p) && pl.ever_moved && !pl.moved_last_bound;
  }, false);
  shooting_step(x, "(3) dug-in infantry and skirmishers", [&](int p) {
    const Platoon& pl = b.platoon(p);
    return !gun_or_heavy(pl) && !x.assaulting(p) && (pl.dug_in || pl.type == "skirmishers");
  }, false);
  shooting_step(x, "(4) infantry not dug in, and the rest not assaulting", [&](int p) { return !x.assaulting(p); }, false);
  movement(x);
  shooting_step(x, "(6) assaulting units, and the prepared at what moved", [&](int) { return true; }, true);
  x.say("melee");
  fight_melees(x);
  end_of_bound(x);
  judge(b);
  if (b.over) {
    x.say(b.result);
    return;
  }
  open_bound_from_sheets(b);
  settle_half_speed(x);
}

}  // namespace sandtable::rules::gw1418
