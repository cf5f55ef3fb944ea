// IV.B, V, VIII, IX: an attack's chart (d6 to hit, d66 save) beside the model's exact chances, and one attack
// made, read through its chart row with typed dice or drawn from the model with digital ones.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "engine/dist_text.hpp"
#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/resolve.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

using engine::percent;

// A save result 1..36 as the d66 the player reads: the first die the tens, the second the units.
int d66(int result) { return 10 * ((result - 1) / 6 + 1) + (result - 1) % 6 + 1; }

// Save results from..to as a chart prints them: "11-26", "34", or "-" for none.
std::string d66_range(int from, int to) {
  if (from > to) return "-";
  return from == to ? std::to_string(d66(from)) : fmt::format("{}-{}", d66(from), d66(to));
}

// The faces of the first save die that need the second die: those a cut splits.
Json second_die_faces(const ChartShape& c) {
  Json faces = Json::array();
  for (int face = 1; face <= 6; ++face) {
    if (needs_second_die(c, face)) faces.push_back(face);
  }
  return faces;
}

Json save_json(const ChartShape& c) {
  const auto part = [](int from, int to) { return Json{{"d66", d66_range(from, to)}, {"of_36", std::max(to - from + 1, 0)}}; };
  return {{"killed", part(1, c.kill_cut)},
          {"wounded", part(c.kill_cut + 1, c.wound_cut)},
          {"scratch", part(c.wound_cut + 1, kSaveResults)},
          {"second_die_on", second_die_faces(c)}};
}

Json row_json(const ChartRow& r) {
  Json factors = Json::array();
  for (const auto& f : r.model.factors) factors.push_back({{"what", f.what}, {"multiplier", f.multiplier}});
  return {{"fire", r.moving ? "moving" : "static"},
          {"firer_wounded", r.attacker_wounded},
          {"target_wounded", r.victim_wounded},
          {"hit_on", r.shape.hit_on},
          {"vital", r.shape.vital ? Json("a 6 to hit, then a second 6, kills with no save") : Json()},
          {"save", save_json(r.shape)},
          {"model", {{"hit", r.model.hit}, {"kill", r.model.kill}, {"wound", r.model.wound},
                     {"scratch", r.model.scratch}, {"miss", r.model.miss}}},
          {"chart", {{"hit", chart_hit_chance(r.shape.hit_on)}, {"kill", r.chart.kill_chance()},
                     {"wound", r.chart.wound_chance()}, {"kill_exact", fmt::format("{}/{}", r.chart.kill, ChartOdds::kWays)},
                     {"wound_exact", fmt::format("{}/{}", r.chart.wound, ChartOdds::kWays)}}},
          {"error", r.error.worst()},
          {"hit_error", r.error.hit},
          {"factors", std::move(factors)}};
}

Json chart(const Json& in) {
  const AttackSituation s = situation_from(in);
  Json j = {{"action", in.at("action")}, {"rows", Json::array()}};
  if (s.victim_is_transport) j["note"] = "equipment: a wound damages it, a second wound destroys it; a kill destroys it";
  for (const ChartRow& r : make_chart(s, model_from(in))) j["rows"].push_back(row_json(r));
  return j;
}

// The save's killed, wounded and scratch results as d66 ranges: "11-26/31-44/45-66".
std::string save_text(const Json& save) {
  return fmt::format("{}/{}/{}", save.at("killed").at("d66").get<std::string>(), save.at("wounded").at("d66").get<std::string>(),
                     save.at("scratch").at("d66").get<std::string>());
}

// The save's two cuts, the last d66 result that kills and the last that wounds: "26/44"
// ("-" where nothing does).
std::string save_cuts_text(const Json& save) {
  const auto last = [](const Json& part) {
    const std::string range = part.at("d66").get<std::string>();
    return range.substr(range.find('-') == std::string::npos ? 0 : range.find('-') + 1);
  };
  return last(save.at("killed")) + "/" + last(save.at("wounded"));
}

// The chart in 40 columns, for a phone's terminal: a row is a code (S/M static or moving
// fire, F firer wounded, T target wounded), the to-hit number, the save's cuts and the
// chart's and the model's chances in percent; no factors.
std::string compact_chart_text(Attack action, const Json& result) {
  const bool test = action == Attack::kTestVsMg || action == Attack::kTestVsBlast;
  const Json& rows = result.at("rows");
  const bool all_vital = std::all_of(rows.begin(), rows.end(), [](const Json& r) { return !r.at("vital").is_null(); });
  const auto in_percent = [](const Json& chance) { return fmt::format("{:.1f}", 100 * chance.get<double>()); };
  std::string text = fmt::format("{}: {}\n", name(action), test ? "tester rolls to be hit" : "roll to hit");
  text += fmt::format("{:<3} {:>3} {:<5} {:>9}  {:>9}\n", "", "", "save", "kill %", "wound %");
  text += fmt::format("{:<3} {:>3} {:<5} {:>4} {:>4}  {:>4} {:>4}\n", "row", "hit", "k/w", "chrt", "mdl", "chrt", "mdl");
  for (const Json& r : rows) {
    const std::string code = std::string(r.at("fire") == "moving" ? "M" : "S") + (r.at("firer_wounded").get<bool>() ? "F" : "-") +
                             (r.at("target_wounded").get<bool>() ? "T" : "-");
    const std::string hit = fmt::format("{}+{}", r.at("hit_on").get<int>(), !all_vital && !r.at("vital").is_null() ? "*" : "");
    text += fmt::format("{:<3} {:>3} {:<5} {:>4} {:>4}  {:>4} {:>4}\n", code, hit, save_cuts_text(r.at("save")),
                        in_percent(r.at("chart").at("kill")), in_percent(r.at("model").at("kill")),
                        in_percent(r.at("chart").at("wound")), in_percent(r.at("model").at("wound")));
  }
  text += "S static, M moving; F firer wounded,\nT target wounded\n";
  text += "Save: d66 up to k kills, up to w\nwounds; the second die only when the\nfirst die leaves it open\n";
  text += all_vital ? "A 6 to hit, then a 6: killed, no save\n" : "*: a 6 to hit, then a 6: killed\n";
  if (result.contains("note")) text += "Equipment: a wound damages it,\na second destroys it\n";
  return text;
}

std::string chart_text(const Json& in, const Json& result) {
  const Attack action = parse_attack(in.at("action").get<std::string>());
  if (in.at("compact").get<bool>()) return compact_chart_text(action, result);
  const bool test = action == Attack::kTestVsMg || action == Attack::kTestVsBlast;
  std::string text = fmt::format("{}: {}\n", name(action), test ? "the testing figure rolls to be hit" : "roll to hit");
  text += fmt::format("{:<8} {:<7} {:<7} {:>6}  {:<22} {:>16} {:>16}\n", "fire", "firer", "target", "hit on",
                      "save d66: kill/wnd/scr", "model kill/wnd", "chart kill/wnd");
  bool all_vital = true;
  for (const Json& r : result.at("rows")) {
    all_vital = all_vital && !r.at("vital").is_null();
    text += fmt::format("{:<8} {:<7} {:<7} {:>5}+  {:<22} {:>7} {:>8} {:>7} {:>8}\n", r.at("fire").get<std::string>(),
                        r.at("firer_wounded").get<bool>() ? "wounded" : "-",
                        r.at("target_wounded").get<bool>() ? "wounded" : "-", r.at("hit_on").get<int>(),
                        save_text(r.at("save")), percent(r.at("model").at("kill").get<double>()),
                        percent(r.at("model").at("wound").get<double>()), percent(r.at("chart").at("kill").get<double>()),
                        percent(r.at("chart").at("wound").get<double>()));
  }
  text += all_vital ? "A 6 to hit, then a second 6, is a vital hit: killed, no save.\n"
                    : "Rows with a vital roll: a 6 to hit, then a second 6, kills with no save. Others: no vital roll.\n";
  text += "The save is read as d66, the first die the tens and the second the units; roll the second die only "
          "when the first leaves the result open.\n";
  if (result.contains("note")) text += "Equipment: a wound damages it; a second wound destroys it.\n";
  text += "Why (first row):";
  for (const Json& f : result.at("rows").at(0).at("factors")) {
    text += fmt::format(" {} x{:.3g};", f.at("what").get<std::string>(), f.at("multiplier").get<double>());
  }
  return text + "\n";
}

// The situation with its chart row chosen; BadInput if the action's chart has no such row.
AttackSituation row_situation(const Json& in) {
  AttackSituation s = situation_from(in);
  s.moving = in.at("moving").get<bool>();
  s.attacker_wounded = in.at("firer_wounded").get<bool>();
  s.victim_wounded = in.at("target_wounded").get<bool>();
  const auto cases = chart_cases(s, model_from(in));
  const bool found = std::any_of(cases.begin(), cases.end(), [&](const AttackSituation& c) {
    return c.moving == s.moving && c.attacker_wounded == s.attacker_wounded && c.victim_wounded == s.victim_wounded;
  });
  if (!found) {
    throw engine::BadInput(s.moving ? "moving" : "firer_wounded",
                           fmt::format("{} has no {} row in its chart", name(s.action),
                                       s.moving ? "moving-fire" : "firer-wounded"));
  }
  return s;
}

Json cell_json(const ChartShape& c) {
  return {{"hit_on", c.hit_on}, {"vital", c.vital}, {"kill_cut", c.kill_cut}, {"wound_cut", c.wound_cut}, {"save", save_json(c)}};
}

Json odds_json(const AttackOdds& m) {
  return {{"killed", m.kill}, {"wounded", m.wound}, {"scratch", m.scratch}, {"miss", m.miss}};
}

Json attack(const Json& in) {
  const ChartRow row = chart_row(row_situation(in), model_from(in));
  return {{"action", in.at("action")}, {"chart", cell_json(row.shape)}, {"model", odds_json(row.model)}};
}

std::string outcome_words(Outcome o, bool equipment) {
  switch (o) {
    case kKilled: return equipment ? "destroyed" : "killed";
    case kWounded: return equipment ? "damaged (a second wound destroys it)" : "wounded";
    case kScratch: return "hit, but a mere scratch: no effect";
    case kMiss: return "missed";
  }
  return "?";
}

// Typed dice are read through the chart row; digital dice draw once from the model's chances.
Json attack_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const AttackSituation s = row_situation(in);
  Json made;
  Outcome o = kMiss;
  if (engine::typed_dice(in)) {
    const ChartRow row = chart_row(s, model_from(in));
    o = read_chart(row.shape, dice);
    made["chart"] = cell_json(row.shape);
  } else {
    const DigitalDraw d = draw_attack(s, dice, model_from(in));
    o = d.outcome;
    made["draw"] = {{"u64", d.u}, {"fraction", std::ldexp(static_cast<double>(d.u), -64)}};
    made["odds"] = odds_json(d.odds);
  }
  made["action"] = in.at("action");
  made["outcome"] = outcome_name(o);
  made["words"] = outcome_words(o, s.victim_is_transport);
  return made;
}

std::string cell_text(const Json& c) {
  const Json& save = c.at("save");
  return fmt::format("hit on {}+{}; save (d66) {} killed, {} wounded, {} scratch", c.at("hit_on").get<int>(),
                     c.at("vital").get<bool>() ? " (a 6, then a second 6: killed, no save)" : "",
                     save.at("killed").at("d66").get<std::string>(), save.at("wounded").at("d66").get<std::string>(),
                     save.at("scratch").at("d66").get<std::string>());
}

std::string model_text(const Json& m) {
  return fmt::format("killed {}, wounded {}, scratch {}, miss {}", percent(m.at("killed").get<double>()),
                     percent(m.at("wounded").get<double>()), percent(m.at("scratch").get<double>()),
                     percent(m.at("miss").get<double>()));
}

std::string attack_text(const Json& in, const Json& result) {
  const std::string action = in.at("action").get<std::string>();
  if (!engine::asks_for_dice(in)) {
    return fmt::format("{}: {}\nmodel: {}\n", action, cell_text(result.at("chart")), model_text(result.at("model")));
  }
  if (engine::typed_dice(in)) return made_text(action + ": " + cell_text(result.at("chart")), result);
  const Json& m = result.at("odds");
  const double kill = m.at("killed").get<double>();
  const double wound = m.at("wounded").get<double>();
  const double scratch = m.at("scratch").get<double>();
  return fmt::format("{}: the model's exact chances, {}\n{}: draw {:.6f} of 1 (killed below {:.4f}, wounded below {:.4f}, "
                     "scratch below {:.4f}, else miss)\n=> {}\n",
                     action, model_text(m), engine::dice_source_text(result),
                     result.at("draw").at("fraction").get<double>(), kill, kill + wound, kill + wound + scratch,
                     result.at("words").get<std::string>());
}

}  // namespace

std::string chart_row_text(const ChartShape& shape) { return cell_text(cell_json(shape)); }

engine::Calculator chart_calculator() {
  engine::Calculator c{"chart", "The chart for an attack or test (d6 to hit, d66 save), with the exact chances beside it",
                       engine::InputSpec(joined({situation_fields(),
                                                 {engine::flag("compact", "as text: the chart in 40 columns, for a narrow screen")}})),
                       chart, chart_text};
  c.examples = {{{"action", "fire-rifle"}, {"range", 14}, {"cover", "hard"}, {"sharpshooter", true}},
                {{"action", "attack-with-lance"}, {"actor_mounted", true}, {"attacker_charging", true}},
                {{"action", "test-vs-blast"}, {"transport", true}}};
  return c;
}

engine::Calculator attack_calculator() {
  engine::Calculator c{
      "attack", "One attack or test: its chart row and the model's chances, or with dice the attack made",
      engine::InputSpec(joined({situation_fields(),
                                {engine::flag("moving", "the chart's moving-fire row (MGs: fired from a moving platform)"),
                                 engine::flag("firer_wounded", "the firer or striker is wounded (MGs: every crewman)"),
                                 engine::flag("target_wounded", "the target (for test-vs-*: the testing figure) is wounded")}})),
      attack, attack_text};
  c.roll = attack_roll;
  c.examples = {{{"action", "fire-rifle"}, {"range", 14}},
                {{"action", "fire-rifle"}, {"range", 14}, {"dice", "6 3 2"}},
                {{"action", "fire-rifle"}, {"range", 14}, {"seed", 17}},
                {{"action", "attack-with-sword"}, {"target_wounded", true}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
