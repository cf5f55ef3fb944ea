// `sandtable hun attack ACTION`: one attack or test made, with physical dice read through its
// chart row (--dice) or drawn digitally from the model's exact chances (--seed, --roll).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "cli/hun_commands.hpp"
#include "cli/hun_dice_choice.hpp"
#include "cli/hun_situation.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/hun/resolve.hpp"

namespace sandtable::cli::hun {

using engine::distribution_json;
using engine::distribution_line;
using engine::distribution_text;
using engine::percent;

namespace rh = rules::hun;
using nlohmann::json;

namespace {

struct AttackOptions {
  SituationOptions situation;
  bool moving = false, firer_wounded = false, target_wounded = false, json = false;
  DiceChoice dice;
};

// The situation with its chart row chosen; throws RuleError if the action's chart has no such row.
rh::AttackSituation row_situation(const AttackOptions& o) {
  rh::AttackSituation s = situation(o.situation);
  s.moving = o.moving;
  s.attacker_wounded = o.firer_wounded;
  s.victim_wounded = o.target_wounded;
  const auto cases = rh::chart_cases(s);
  const bool found = std::any_of(cases.begin(), cases.end(), [&](const rh::AttackSituation& c) {
    return c.moving == s.moving && c.attacker_wounded == s.attacker_wounded && c.victim_wounded == s.victim_wounded;
  });
  if (!found) {
    throw rh::RuleError(fmt::format("{} has no {} row in its chart", o.situation.action,
                                    s.moving ? "moving-fire" : "firer-wounded"));
  }
  return s;
}

std::string cell_text(const rh::ChartShape& c) {
  return fmt::format("hit on {}+{}; save {} killed, {} wounded, {} scratch", c.hit_on,
                     c.vital ? " (a 6, then a second 6: killed, no save)" : "", face_range(1, c.kill_up_to),
                     face_range(c.kill_up_to + 1, c.wound_up_to), face_range(c.wound_up_to + 1, 6));
}

json cell_json(const rh::ChartShape& c) {
  return {{"hit_on", c.hit_on}, {"vital", c.vital}, {"kill_up_to", c.kill_up_to}, {"wound_up_to", c.wound_up_to}};
}

json odds_json(const rh::AttackOdds& m) {
  return {{"killed", m.kill}, {"wounded", m.wound}, {"scratch", m.scratch}, {"miss", m.miss}};
}

std::string odds_text(const rh::AttackOdds& m) {
  return fmt::format("killed {}, wounded {}, scratch {}, miss {}", percent(m.kill), percent(m.wound),
                     percent(m.scratch), percent(m.miss));
}

std::string outcome_words(rh::Outcome o, bool equipment) {
  switch (o) {
    case rh::kKilled: return equipment ? "destroyed" : "killed";
    case rh::kWounded: return equipment ? "damaged (a second wound destroys it)" : "wounded";
    case rh::kScratch: return "hit, but a mere scratch: no effect";
    case rh::kMiss: return "missed";
  }
  return "?";
}

void run_attack(AttackOptions& o, std::ostream& out) {
  const rh::AttackSituation s = row_situation(o);
  const rh::ChartRow row = rh::chart_row(s);
  if (!o.dice.resolving()) {
    if (o.json) {
      out << json{{"action", o.situation.action}, {"chart", cell_json(row.shape)}, {"model", odds_json(row.model)}}
                 .dump(2)
          << "\n";
    } else {
      out << fmt::format("{}: {}\nmodel: {}\n", o.situation.action, cell_text(row.shape), odds_text(row.model));
    }
    return;
  }
  json j;
  std::string drawn;
  rh::Outcome outcome = rh::kMiss;
  if (o.dice.typed()) {
    outcome = o.dice.roll([&](rh::DiceRoller& dice) { return rh::read_chart(row.shape, dice); });
    j = o.dice.record(std::string(rh::outcome_name(outcome)));
    j["chart"] = cell_json(row.shape);
  } else {
    core::Rng rng(o.dice.seed());
    const rh::DigitalDraw d = rh::draw_attack(s, rng);
    outcome = d.outcome;
    const double fraction = std::ldexp(static_cast<double>(d.u), -64);
    const rh::AttackOdds& m = d.odds;
    drawn = fmt::format("draw {:.6f} of 1 (killed below {:.4f}, wounded below {:.4f}, scratch below {:.4f}, else miss)",
                        fraction, m.kill, m.kill + m.wound, m.hit);
    j = o.dice.record(std::string(rh::outcome_name(outcome)));
    j["draw"] = {{"u64", d.u}, {"fraction", fraction}};
    j["odds"] = odds_json(d.odds);
  }
  if (o.json) {
    j["action"] = o.situation.action;
    out << j.dump(2) << "\n";
    return;
  }
  out << fmt::format("{}: {}\n", o.situation.action,
                     o.dice.typed() ? cell_text(row.shape) : "the model's exact chances, " + odds_text(row.model));
  o.dice.print(outcome_words(outcome, s.victim_is_transport), out, drawn);
}

}  // namespace

void register_attack_command(CLI::App& hun, std::ostream& out) {
  auto o = std::make_shared<AttackOptions>();
  CLI::App* c = hun.add_subcommand(
      "attack", "One attack or test made: physical dice read through its chart row, or a digital draw from the model");
  add_situation_options(*c, o->situation);
  add_flags(*c, {{"--moving", &o->moving, "the chart's moving-fire row (MGs: fired from a moving platform)"},
                 {"--firer-wounded", &o->firer_wounded, "the firer or striker is wounded (MGs: every crewman)"},
                 {"--target-wounded", &o->target_wounded, "the target (for test-vs-*: the testing figure) is wounded"},
                 {"--json", &o->json, "machine-readable output"}});
  o->dice.add_to(*c);
  c->callback(guarded([o, &out] { run_attack(*o, out); }));
}

}  // namespace sandtable::cli::hun
