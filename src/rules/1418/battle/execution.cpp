#include "rules/1418/battle/execution.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {

namespace {

CompanyPlan plan_for(const Battle& b, int company) {
  CompanyPlan plan;
  plan.fire.prepared = true;
  const SideOrders& o = b.orders[static_cast<std::size_t>(side_of_company(b, company))];
  if (const auto h = o.high.find(b.company(company).battalion); h != o.high.end()) plan.high = h->second;
  if (const auto l = o.low.find(company); l != o.low.end()) plan.low = l->second;
  if (const auto f = o.fire.find(company); f != o.fire.end()) plan.fire = f->second;
  if (plan.high && plan.high->command == HighCommand::kBombard) plan.fire = {};
  return plan;
}

}  // namespace

Execution::Execution(Battle& battle, DiceFeed& feed) : b(battle), dice(feed) {
  const std::size_t n = b.platoons.size();
  start.resize(n);
  destination.resize(n);
  moving.assign(n, false);
  moved.assign(n, false);
  shot.assign(n, false);
  fired_on_by.assign(n, {});
  injured_now.assign(n, std::nullopt);
  left_out.assign(n, false);
  for (std::size_t c = 0; c < b.companies.size(); ++c) plans.push_back(plan_for(b, static_cast<int>(c)));
  for (std::size_t c = 0; c < b.companies.size(); ++c) {
    const CompanyPlan& plan = plans[c];
    for (const int i : plan.low.except) left_out[static_cast<std::size_t>(i)] = true;
    const core::Vec2 centre = centre_of(b, ordered_platoons(b, static_cast<int>(c), plan.low.except));
    for (const int i : b.companies[c].platoons) {
      const auto k = static_cast<std::size_t>(i);
      start[k] = b.platoons[k].at;
      destination[k] = start[k];
      if (b.platoons[k].removed || left_out[k] || !act_moves(plan.low.act) || !plan.low.to) continue;
      // The company's arrow moves each platoon alike, keeping its place in the company.
      const core::Vec2 end = start[k] + (*plan.low.to - centre);
      destination[k] = {std::clamp(end.x, 0.0, b.width_cm), std::clamp(end.y, 0.0, b.depth_cm)};
      moving[k] = destination[k] != start[k];
    }
  }
}

const CompanyPlan& Execution::plan_of(int platoon) const {
  static const CompanyPlan kNoOrders{std::nullopt, {}, {std::nullopt, true}};
  if (left_out[static_cast<std::size_t>(platoon)]) return kNoOrders;
  return plans[static_cast<std::size_t>(b.platoon(platoon).company)];
}

Cover cover_of(const Execution& x, int platoon) {
  const Platoon& p = x.b.platoon(platoon);
  const auto k = static_cast<std::size_t>(platoon);
  Cover c = standing_cover(x.b, platoon);
  if (!x.moving[k]) {
    const LowOrder& low = x.plan_of(platoon).low;
    c.digging = low.act == Act::kDigIn && situation_of(x.b, ordered_platoons(x.b, p.company, low.except)).under_fire;
    return c;
  }
  // Moving: not dug in, and between the ground it left and the ground it is going to.
  c.moving = true;
  c.not_dug_in = false;
  c.ground = ground_at(x.b, x.moved[k] ? p.at : x.destination[k]);
  c.from = ground_at(x.b, x.start[k]);
  return c;
}

const std::string& name_of(const Battle& b, const Shooter& s) {
  return s.battalion >= 0 ? b.battalion(s.battalion).name : b.platoon(s.platoon).name;
}

void take_hits(Execution& x, int platoon, int hits, const Shooter& shooter) {
  Platoon& p = x.b.platoon(platoon);
  x.fired_on_by[static_cast<std::size_t>(platoon)].push_back(shooter);
  const std::string& by = name_of(x.b, shooter);
  if (hits <= 0) {
    x.say(fmt::format("  {} takes no hit from {}", p.name, by));
    return;
  }
  if (p.injured || hits >= 2) {
    p.removed = true;
    x.say(fmt::format("  {} takes {} hit{} from {}: removed", p.name, hits, hits == 1 ? "" : "s", by));
    return;
  }
  p.injured = true;
  x.injured_now[static_cast<std::size_t>(platoon)] = shooter;
  x.say(fmt::format("  {} takes 1 hit from {}: injured", p.name, by));
}

int roll_hits(Execution& x, int side, const Volley& v, const std::string& what) {
  if (v.dice <= 0) return 0;
  engine::DiceRequest first{side, v.dice, 6, fmt::format("{}: {}d6, hit on {}+", what, v.dice, v.resilience), approximate(hits(v)), {}};
  if (v.bonus > 0 && v.bonus_dice > 0) first.reason += fmt::format(" (the first {} with +{})", v.bonus_dice, v.bonus);
  if (v.rerolled) first.reason += ", hits re-rolled";
  const std::vector<int> faces = x.dice.roll(first);
  std::vector<int> hit_bonus;  // the bonus of each die that hit
  for (std::size_t k = 0; k < faces.size(); ++k) {
    const int bonus = static_cast<int>(k) < v.bonus_dice ? v.bonus : 0;
    if (faces[k] + bonus >= v.resilience) hit_bonus.push_back(bonus);
  }
  std::string line = fmt::format("  {} rolls {}: {} hit{}", what, fmt::join(faces, " "), hit_bonus.size(), hit_bonus.size() == 1 ? "" : "s");
  int hits_made = static_cast<int>(hit_bonus.size());
  if (v.rerolled && hits_made > 0) {
    engine::DiceRequest again{side, hits_made, 6, fmt::format("{}: re-roll the {} hit{}, hit on {}+", what, hits_made, hits_made == 1 ? "" : "s", v.resilience), {}, {}};
    const std::vector<int> re = x.dice.roll(again);
    hits_made = 0;
    for (std::size_t k = 0; k < re.size(); ++k) {
      if (re[k] + (v.reroll_keeps_bonus ? hit_bonus[k] : 0) >= v.resilience) ++hits_made;
    }
    line += fmt::format("; re-rolled {}: {} stand", fmt::join(re, " "), hits_made);
  }
  x.say(line);
  return hits_made;
}

}  // namespace sandtable::rules::gw1418
