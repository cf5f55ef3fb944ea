#include "rules/m2m/morale.hpp"

#include <fmt/format.h>

#include <array>
#include <functional>
#include <map>

#include "engine/spec.hpp"

namespace sandtable::rules::m2m {

namespace {

constexpr std::array<std::string_view, 3> kTesterIds{"infantry", "cavalry", "sub-unit"};

int rating_modifier(const MoraleSituation& s) {
  const bool one_die = s.unit != Tester::kInfantry;
  switch (s.rating) {
    case Rating::kElite: return one_die ? 1 : 2;
    case Rating::kGood: return 1;
    case Rating::kAverage: return 0;
    case Rating::kPoor: return -1;
  }
  return 0;
}

// Calls `visit` with every way the dice can end, after the re-rolls, and its chance.
void each_final_roll(const MoralePlan& plan, const std::function<void(const std::vector<int>&, const core::Rational&)>& visit) {
  std::vector<int> first(static_cast<std::size_t>(plan.dice), 1);
  const std::function<void(std::size_t)> choose_first = [&](std::size_t i) {
    if (i < first.size()) {
      for (int f = 1; f <= 6; ++f) {
        first[i] = f;
        choose_first(i + 1);
      }
      return;
    }
    const std::vector<bool> again = rerolled(plan, first);
    std::vector<int> final_faces = first;
    core::Rational p = 1;
    for (std::size_t k = 0; k < first.size(); ++k) p *= kOneSixth;
    const std::function<void(std::size_t, const core::Rational&)> choose_again = [&](std::size_t k, const core::Rational& q) {
      if (k == first.size()) {
        visit(final_faces, q);
        return;
      }
      if (!again[k]) {
        choose_again(k + 1, q);
        return;
      }
      for (int f = 1; f <= 6; ++f) {
        final_faces[k] = f;
        choose_again(k + 1, q * kOneSixth);
      }
      final_faces[k] = first[k];
    };
    choose_again(0, p);
  };
  choose_first(0);
}

}  // namespace

std::vector<std::string> tester_ids() { return choices_of(kTesterIds); }
Tester parse_tester(std::string_view text) { return static_cast<Tester>(index_of(kTesterIds, text, "unit")); }

std::string_view id(MoraleOutcome o) {
  switch (o) {
    case MoraleOutcome::kPass: return "pass";
    case MoraleOutcome::kPinned: return "pinned";
    case MoraleOutcome::kRetreat: return "retreat";
    case MoraleOutcome::kAdvanceLosingOneOrHalt: return "advance-losing-one-or-halt";
  }
  return "pass";
}

MoralePlan morale_plan(const MoraleSituation& s, const Rulings& rulings) {
  if (s.unit == Tester::kCavalry && s.rating == Rating::kPoor) {
    throw engine::BadInput("rating", "cavalry are always rated at least average");
  }
  MoralePlan plan;
  plan.dice = s.unit == Tester::kInfantry ? 2 : 1;
  plan.factors.push_back({s.unit == Tester::kInfantry ? "infantry" : s.unit == Tester::kCavalry ? "cavalry" : "an infantry sub-unit",
                          plan.dice == 2 ? "roll 2D6" : "roll 1D6"});
  plan.modifier = rating_modifier(s);
  plan.factors.push_back({std::string(id(s.rating)), fmt::format("{:+d}", plan.modifier)});
  if (s.gas) {
    plan.modifier -= 1;
    plan.factors.push_back({"in gas", "-1"});
  }
  const bool may_reroll = plan.dice == 2 || rulings.one_die_rerolls;
  const bool earns_reroll = s.rating == Rating::kElite || s.in_trenches || s.hq_attached;
  plan.reroll_a_one = may_reroll && earns_reroll;
  plan.reroll_sixes = may_reroll && s.retreating;
  if (plan.reroll_a_one) {
    const char* why = s.rating == Rating::kElite ? "elite" : s.in_trenches ? "in trenches" : "a front-line HQ attached";
    plan.factors.push_back({why, "roll one 1 again, once"});
  }
  if (plan.reroll_sixes) plan.factors.push_back({"already retreating", "roll every 6 again, once"});
  if (!may_reroll && (earns_reroll || s.retreating)) {
    plan.factors.push_back({"one die", "no re-rolls (ruling 15)"});
  }
  plan.factors.push_back({fmt::format("{} losses", s.losses), fmt::format("pass on a score of {} or more", s.losses + 1)});
  return plan;
}

std::vector<bool> rerolled(const MoralePlan& plan, const std::vector<int>& faces) {
  std::vector<bool> again(faces.size(), false);
  bool one_taken = false;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (plan.reroll_sixes && faces[i] == 6) again[i] = true;
    if (plan.reroll_a_one && faces[i] == 1 && !one_taken) again[i] = one_taken = true;
  }
  return again;
}

MoraleOutcome morale_outcome(const MoraleSituation& s, const MoralePlan& plan, const Rulings& rulings, int natural) {
  const int score = natural + plan.modifier;
  switch (s.unit) {
    case Tester::kInfantry:
      if ((rulings.retreat_on_natural_total ? natural : score) <= 3) return MoraleOutcome::kRetreat;
      return natural <= 3 || score <= s.losses ? MoraleOutcome::kPinned : MoraleOutcome::kPass;
    case Tester::kSubUnit:
      if (natural == 1) return rulings.sub_unit_retreats_on_natural_one ? MoraleOutcome::kRetreat : MoraleOutcome::kPinned;
      return score <= s.losses ? MoraleOutcome::kPinned : MoraleOutcome::kPass;
    case Tester::kCavalry:
      if (natural == 1 || score < s.losses) return MoraleOutcome::kRetreat;
      return score == s.losses ? MoraleOutcome::kAdvanceLosingOneOrHalt : MoraleOutcome::kPass;
  }
  return MoraleOutcome::kPass;
}

MoraleOdds morale_odds(const MoraleSituation& s, const Rulings& rulings) {
  MoraleOdds odds;
  odds.plan = morale_plan(s, rulings);
  std::map<std::int64_t, core::Rational> score;
  std::map<MoraleOutcome, core::Rational> outcome;
  each_final_roll(odds.plan, [&](const std::vector<int>& faces, const core::Rational& p) {
    int natural = 0;
    for (int f : faces) natural += f;
    score[natural + odds.plan.modifier] += p;
    outcome[morale_outcome(s, odds.plan, rulings, natural)] += p;
  });
  odds.score = core::ExactDist::from_weights(score);
  std::vector<MoraleOutcome> listed{MoraleOutcome::kPass, MoraleOutcome::kPinned, MoraleOutcome::kRetreat};
  if (s.unit == Tester::kCavalry) listed = {MoraleOutcome::kPass, MoraleOutcome::kAdvanceLosingOneOrHalt, MoraleOutcome::kRetreat};
  for (MoraleOutcome o : listed) odds.outcomes.add(std::string(id(o)), outcome[o]);
  return odds;
}

}  // namespace sandtable::rules::m2m
