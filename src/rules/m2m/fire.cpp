#include "rules/m2m/fire.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "engine/spec.hpp"

namespace sandtable::rules::m2m {

namespace {

constexpr std::array<std::string_view, 7> kFirerIds{"elite", "good", "average", "poor", "mg", "lmg", "artillery"};
constexpr std::array<std::string_view, 3> kGunIds{"field", "heavy", "trench-mortar"};
constexpr std::array<std::string_view, 7> kTargetIds{"open",     "easy",     "difficult", "trench",
                                                     "field-defences", "concrete", "tank"};

bool is_infantry(Firer f) { return f == Firer::kElite || f == Firer::kGood || f == Firer::kAverage || f == Firer::kPoor; }
bool is_mg(Firer f) { return f == Firer::kMg || f == Firer::kLmg; }
// Elite and good infantry count their spare figures and may fire and move at half effect.
bool is_elite_or_good(Firer f) { return f == Firer::kElite || f == Firer::kGood; }

const char* kConfirm = "a further 4, 5 or 6";

// 6 Firing: what a firer may not do, named by the field that asks for it.
void check(const FireSituation& s) {
  const bool artillery = s.firer == Firer::kArtillery;
  if (!is_infantry(s.firer) && s.from_defences) {
    throw engine::BadInput("from_defences", "only infantry's dice depend on firing from defences");
  }
  if (!is_infantry(s.firer) && s.skirmishers) throw engine::BadInput("skirmishers", "only infantry fight as skirmishers");
  if (!artillery && s.gun != Gun::kField) throw engine::BadInput("gun", "names an artillery piece: give firer artillery");
  if (!artillery && s.indirect) throw engine::BadInput("indirect", "only artillery fires indirectly");
  if (s.ranging_shots && !s.indirect) {
    throw engine::BadInput("ranging_shots", "are the first round of indirect fire: give indirect too");
  }
  if (artillery && s.pinned) throw engine::BadInput("pinned", "artillery never tests morale, so is never pinned down");
  if (artillery && s.moved) throw engine::BadInput("moved", "artillery takes a turn to unlimber and set up before it fires");
  if (is_infantry(s.firer) && !is_elite_or_good(s.firer) && s.moved && !s.skirmishers) {
    throw engine::BadInput("moved", "average and poor infantry fire or move, not both (skirmishers excepted)");
  }
}

// The half effects that fall on the firer (5 Movement, 6 Firing, 8 Morale), each named.
std::vector<std::string> half_effects(const FireSituation& s) {
  std::vector<std::string> halves;
  if (s.pinned) halves.push_back("pinned down");
  if (s.moved && is_elite_or_good(s.firer) && !s.skirmishers) halves.push_back("elite or good infantry that moved");
  if (s.moved && is_mg(s.firer)) halves.push_back("MG that moved last turn");
  return halves;
}

// The crew who fire the weapon: MGs 3, LMGs 2 (their whole crew), trench mortars 3, guns 4.
int most_serving(const FireSituation& s) {
  switch (s.firer) {
    case Firer::kMg: return 3;
    case Firer::kLmg: return 2;
    default: return s.gun == Gun::kTrenchMortar ? 3 : 4;
  }
}

// The firing dice and spare figures from the figures or crew, with their factors.
void count_dice(const FireSituation& s, int halvings, FirePlan& plan) {
  if (is_infantry(s.firer)) {
    const int figures = s.figures >> halvings;
    const int per = s.firer == Firer::kElite ? (s.from_defences ? 2 : 3) : (s.from_defences ? 3 : 4);
    plan.dice = figures / per;
    plan.spares = is_elite_or_good(s.firer) ? figures % per : 0;
    plan.factors.push_back({fmt::format("{} infantry firing {}", kFirerIds[static_cast<std::size_t>(s.firer)],
                                        s.from_defences ? "from defences" : "in the open"),
                            fmt::format("a die per {} figures: {} figures give {} dice", per, figures, plan.dice)});
    if (plan.spares > 0) {
      plan.factors.push_back({fmt::format("{} spare figure{}", plan.spares, plan.spares == 1 ? "" : "s"),
                              fmt::format("one more die on a D6 of {} or less", plan.spares)});
    } else if (!is_elite_or_good(s.firer) && figures % per > 0) {
      plan.factors.push_back({fmt::format("{} spare figure{}", figures % per, figures % per == 1 ? "" : "s"),
                              "average and poor ignore spares"});
    }
    return;
  }
  const int most = most_serving(s);
  const int serving = std::min(s.figures, most) >> halvings;
  plan.dice = serving;
  plan.factors.push_back({fmt::format("{} crew", s.figures),
                          fmt::format("a die per crewman up to {} (more are replacements): {} dice", most, serving)});
}

// The face each firing die needs against the target, or none when nothing can hit it.
std::optional<int> target_number(const FireSituation& s, const Rulings& rulings, FirePlan& plan) {
  const bool artillery = s.firer == Firer::kArtillery;
  switch (s.target) {
    case Target::kEasy: plan.factors.push_back({"an easy target (a column)", "hit on 3+"}); return 3;
    case Target::kDifficult:
      plan.factors.push_back({"a difficult target (skirmishers, deployed guns, pinned down)", "hit on 5+"});
      return 5;
    case Target::kTrench: plan.factors.push_back({"a target in trenches", "hit on 6"}); return 6;
    case Target::kFieldDefences:
      if (is_infantry(s.firer) || (is_mg(s.firer) && rulings.field_defences_stop_mgs)) {
        plan.factors.push_back({"field defences (as trenches against rifle fire)", "hit on 6"});
        return 6;
      }
      plan.factors.push_back({"field defences, against MGs or guns (ruling 5)", "as in the open: hit on 4+"});
      return 4;
    case Target::kConcrete:
      if (artillery && s.gun == Gun::kHeavy) {
        plan.factors.push_back({"concrete defences, heavy artillery", "hit on 6"});
        return 6;
      }
      plan.factors.push_back({"concrete defences", "only heavy artillery's 6s hurt them: no hits"});
      return std::nullopt;
    case Target::kTank:
      if (artillery && !s.indirect) {
        plan.factors.push_back({"a tank, direct artillery fire", "hit on 6"});
        return 6;
      }
      if (s.firer == Firer::kMg) {
        plan.factors.push_back({"a tank, a heavy MG", fmt::format("hit on 6, then {}", kConfirm)});
        plan.confirmations.push_back("a heavy MG's 6 on a tank stands on 4+");
        return 6;
      }
      plan.factors.push_back({"a tank", "only direct artillery and heavy MGs hurt it: no hits"});
      return std::nullopt;
    case Target::kOpen:
      if (s.target_pinned && !artillery) {
        plan.factors.push_back({"pinned down in the open", "a difficult target: hit on 5+"});
        return 5;
      }
      plan.factors.push_back({"a target in the open", "hit on 4+"});
      if (s.target_pinned) plan.factors.push_back({"pinned down, but under artillery fire", "no change"});
      return 4;
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string> firer_ids() { return choices_of(kFirerIds); }
std::vector<std::string> gun_ids() { return choices_of(kGunIds); }
std::vector<std::string> target_ids() { return choices_of(kTargetIds); }
Firer parse_firer(std::string_view text) { return static_cast<Firer>(index_of(kFirerIds, text, "firer")); }
Gun parse_gun(std::string_view text) { return static_cast<Gun>(index_of(kGunIds, text, "gun")); }
Target parse_target(std::string_view text) { return static_cast<Target>(index_of(kTargetIds, text, "target")); }

FirePlan fire_plan(const FireSituation& s, const Rulings& rulings) {
  check(s);
  FirePlan plan;
  const std::vector<std::string> halves = half_effects(s);
  const bool halve_figures = rulings.half_effect == HalfEffect::kHalfFigures;
  count_dice(s, halve_figures ? static_cast<int>(halves.size()) : 0, plan);
  if (s.skirmishers && s.moved) plan.factors.push_back({"skirmishers that moved", "fire and move: full effect"});
  for (const std::string& why : halves) {
    plan.factors.push_back({why, halve_figures ? "half effect: half the figures (ruling 1)"
                                               : fmt::format("half effect: each hit stands on {} (ruling 1)", kConfirm)});
    if (!halve_figures) plan.confirmations.push_back("half effect (" + why + "): the hit stands on 4+");
  }
  plan.hit_on = target_number(s, rulings, plan);
  if (plan.hit_on && s.target_mg_attached) {
    plan.split_sixes = true;
    plan.factors.push_back({"an MG attached to the target", "each 6 that hits is rolled again: 5-6 an MG crewman, 1-4 infantry"});
  }
  if (s.ranging_shots) {
    plan.hit_on.reset();
    plan.factors.push_back({"ranging shots", "the first round at a new target has no effect"});
  }
  for (const auto& [on, what] : {std::pair{s.smoke, "smoke"}, std::pair{s.gas, "gas"}}) {
    if (!on || !plan.hit_on) continue;
    plan.hit_on = *plan.hit_on + 1;
    if (*plan.hit_on > 6) plan.hit_on.reset();
    plan.factors.push_back({what, fmt::format("-1 on each firing die: {}", plan.hit_on ? "hit on " + face_needed(*plan.hit_on)
                                                                                       : std::string("no face hits"))});
  }
  return plan;
}

DieEffect die_effect(const FirePlan& plan) {
  DieEffect e;
  core::Rational stands = 1;
  for (std::size_t i = 0; i < plan.confirmations.size(); ++i) stands /= 2;
  for (int face = 1; face <= 6; ++face) {
    if (!plan.hit_on || face < *plan.hit_on) {
      e.miss += kOneSixth;
    } else if (plan.split_sixes && face == 6) {
      e.mg_crew_hit += kOneSixth * stands / 3;
      e.infantry_hit += kOneSixth * stands * 2 / 3;
      e.miss += kOneSixth * (1 - stands);
    } else {
      e.infantry_hit += kOneSixth * stands;
      e.miss += kOneSixth * (1 - stands);
    }
  }
  return e;
}

FireOdds fire_odds(const FireSituation& s, const Rulings& rulings) {
  FireOdds odds;
  odds.plan = fire_plan(s, rulings);
  odds.per_die = die_effect(odds.plan);
  odds.extra_die = core::Rational(odds.plan.spares, 6);
  // The chance of each (infantry hits, MG crew hits) after n dice, one die at a time.
  using Joint = std::map<std::pair<int, int>, core::Rational>;
  const auto add_die = [&](const Joint& before) {
    Joint after;
    for (const auto& [hits, p] : before) {
      after[hits] += p * odds.per_die.miss;
      after[{hits.first + 1, hits.second}] += p * odds.per_die.infantry_hit;
      after[{hits.first, hits.second + 1}] += p * odds.per_die.mg_crew_hit;
    }
    return after;
  };
  Joint joint{{{0, 0}, core::Rational(1)}};
  for (int i = 0; i < odds.plan.dice; ++i) joint = add_die(joint);
  if (odds.extra_die > 0) {
    const Joint more = add_die(joint);
    for (auto& [hits, p] : joint) p *= 1 - odds.extra_die;
    for (const auto& [hits, p] : more) joint[hits] += p * odds.extra_die;
  }
  std::map<std::int64_t, core::Rational> total, infantry, crew;
  for (const auto& [hits, p] : joint) {
    if (p == 0) continue;
    total[hits.first + hits.second] += p;
    infantry[hits.first] += p;
    crew[hits.second] += p;
  }
  odds.hits = core::ExactDist::from_weights(total);
  odds.infantry_hits = core::ExactDist::from_weights(infantry);
  odds.mg_crew_hits = core::ExactDist::from_weights(crew);
  return odds;
}

}  // namespace sandtable::rules::m2m
