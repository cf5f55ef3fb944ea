#include "rules/mininap/game.hpp"

#include <fmt/format.h>

#include <cmath>

#include "engine/rule_set.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/fingerprint.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/battle/summary.hpp"
#include "rules/mininap/battle/told.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/battle/unit_view.hpp"
#include "rules/mininap/forecast.hpp"
#include "rules/mininap/names.hpp"
#include "rules/mininap/calculators/calculators.hpp"
#include "rules/mininap/rulings_spec.hpp"
#include "rules/mininap/simulate.hpp"
#include "rules/mininap/terrain_table.hpp"

namespace sandtable::rules::mininap {

using engine::Json;

namespace {

constexpr IdTable<OrderKind, 15> kOrderIds{{
    {OrderKind::kHoldFire, "hold-fire"}, {OrderKind::kFire, "fire"}, {OrderKind::kSplitFire, "split-fire"},
    {OrderKind::kJoin, "join-in"}, {OrderKind::kHoldBack, "hold-back"}, {OrderKind::kAttack, "attack"},
    {OrderKind::kKeep, "keep"}, {OrderKind::kRethrow, "re-throw"}, {OrderKind::kHold, "hold"},
    {OrderKind::kMove, "move"}, {OrderKind::kCharge, "charge"}, {OrderKind::kNext, "next"}, {OrderKind::kStand, "stand"},
    {OrderKind::kReactFire, "reaction-fire"}, {OrderKind::kFormSquare, "form-square"},
}};

constexpr IdTable<Phase, 7> kPhaseIds{{
    {Phase::kInitiative, "initiative"}, {Phase::kFiring, "firing"}, {Phase::kHandToHand, "hand-to-hand"},
    {Phase::kRemoveLosses, "remove-losses"}, {Phase::kInitiativeManoeuvre, "initiative-manoeuvre"},
    {Phase::kOtherManoeuvre, "non-initiative-manoeuvre"}, {Phase::kVictory, "victory"},
}};

constexpr IdTable<LimberChange, 3> kLimberIds{{{LimberChange::kNone, "none"}, {LimberChange::kUp, "up"}, {LimberChange::kDown, "down"}}};

const std::string& name_of(const Battle& b, int unit) { return b.units[static_cast<std::size_t>(unit)].name; }

int unit_named(const Battle& b, const Json& json, const char* field) {
  if (!json.contains(field) || !json[field].is_string()) throw engine::IllegalAction(fmt::format("'{}' must name a unit", field));
  const std::string name = json[field].get<std::string>();
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (b.units[static_cast<std::size_t>(i)].name == name) return i;
  }
  throw engine::IllegalAction(fmt::format("no unit is called '{}'", name));
}

double finite(const Json& json, const char* field) {
  if (!json.contains(field) || !json[field].is_number() || !std::isfinite(json[field].get<double>())) {
    throw engine::IllegalAction(fmt::format("'{}' must be a finite number", field));
  }
  return json[field].get<double>();
}

// A point a move passes or ends at. It may lie off the table (the unit then leaves it, text
// p20), but no farther off than the table is wide or deep: no move goes that far, and a
// point out there would only overflow the measurements.
core::Vec2 table_point(const Battle& b, const Json& json, const char* where) {
  const core::Vec2 p{finite(json, "x"), finite(json, "y")};
  if (p.x < -b.width_cm || p.x > 2 * b.width_cm || p.y < -b.depth_cm || p.y > 2 * b.depth_cm) {
    throw engine::IllegalAction(fmt::format("{} ({:g}, {:g}) is far off the table, which runs from 0 to {:g} cm across and 0 "
                                            "to {:g} cm deep: a move may end off the table (the unit is removed) but not "
                                            "farther off than the table's own size",
                                            where, p.x, p.y, b.width_cm, b.depth_cm));
  }
  return p;
}

template <class E, std::size_t N>
E enum_field(const IdTable<E, N>& table, const Json& json, const char* field, E fallback) {
  if (!json.contains(field)) return fallback;
  if (!json[field].is_string()) throw engine::IllegalAction(fmt::format("'{}' must be a text", field));
  try {
    return parse_id(table, json[field].get<std::string>(), field);
  } catch (const UnknownName& e) {
    throw engine::IllegalAction(e.what());
  }
}

// A move may turn at up to this many points on the way: a bound on what one order may ask.
constexpr std::size_t kMostTurnPoints = 8;

constexpr IdTable<MovePace, 2> kPaceIds{{{MovePace::kMove, "move"}, {MovePace::kDoubleTime, "double-time"}}};
Formation formation_field(const Json& json) {
  if (!json["formation"].is_string()) throw engine::IllegalAction("'formation' must be a text");
  try {
    return parse_formation(json["formation"].get<std::string>());
  } catch (const UnknownName& e) {
    throw engine::IllegalAction(e.what());
  }
}

InfantryStep step_field(const Json& json) {
  if (!json.contains("step")) return InfantryStep::kForward;
  if (!json["step"].is_string()) throw engine::IllegalAction("'step' must be a text");
  try {
    return parse_infantry_step(json["step"].get<std::string>());
  } catch (const UnknownName& e) {
    throw engine::IllegalAction(e.what());
  }
}

int unit_listed(const Battle& b, const Json& list, std::size_t k) {
  return unit_named(b, Json{{"target", list[k]}}, "target");
}

std::string move_verb(const Order& o) {
  const bool double_time = o.pace == MovePace::kDoubleTime;
  if (o.step == InfantryStep::kForward) return double_time ? "double-time" : "move";
  return fmt::format("{}{}", double_time ? "double-time " : "", id(o.step));
}

// Where a move leaves the unit from the nearest enemy, as a player says it: ", ending 8.0 cm
// from IR 14 at 12 o'clock" (the distance as the rules measure it, the hour from its new facing).
std::string ending_near(const Battle& b, const BattleUnit& u, const MovePlan& plan) {
  BattleUnit moved = u;
  moved.pose = plan.pose;
  moved.unit.formation = plan.formation;
  moved.limbered = plan.limbered;
  const auto enemy = nearest_enemy(b, moved);
  if (!enemy) return "";
  return fmt::format(", ending {:.1f} cm from {} at {} o'clock", enemy->cm, b.unit(enemy->unit).name,
                     core::clock_bearing(plan.pose, b.unit(enemy->unit).pose.position));
}

std::string move_label(const Battle& b, int unit, const Order& o) {
  const BattleUnit& u = b.units[static_cast<std::size_t>(unit)];
  std::string text;
  double go = 0;
  std::string by;
  core::Vec2 here = u.pose.position;
  for (const core::Vec2 p : o.via) {
    go += core::distance(here, p);
    by += fmt::format("{}({:.1f}, {:.1f})", by.empty() ? " by " : ", ", p.x, p.y);
    here = p;
  }
  go += core::distance(here, o.to.position);
  if (go > 1e-6) {
    text = fmt::format("{} {:.1f} cm{} to ({:.1f}, {:.1f}) facing {:.0f}", move_verb(o), go, by,
                       o.to.position.x, o.to.position.y, o.to.facing_deg);
  } else if (std::abs(core::normalize_degrees(o.to.facing_deg - u.pose.facing_deg)) > 1e-6) {
    text = fmt::format("turn to face {:.0f} where it stands", o.to.facing_deg);
  }
  if (o.formation) {
    text += fmt::format("{}form {} about stand {}", text.empty() ? "" : ", then ", describe(*o.formation), o.about + 1);
    if (o.kept_as >= 0 && o.kept_as != o.about) text += fmt::format(", which becomes stand {}", o.kept_as + 1);
  }
  if (o.limber != LimberChange::kNone) text += fmt::format("{}limber {}", text.empty() ? "" : ", ", id_of(kLimberIds, o.limber));
  if (text.empty()) text = fmt::format("stays where it stands at ({:.1f}, {:.1f}) facing {:.0f} (a move of 0 cm)",
                                       u.pose.position.x, u.pose.position.y, u.pose.facing_deg);
  // A move off the table is legal (text p20) but costs the unit: the label must say so.
  const Checked<MovePlan> plan = check_move(b, unit, o);
  if (plan && plan->leaves_table) text += " (leaves the table: unit removed)";
  if (plan && !plan->leaves_table && go > 1e-6) text += ending_near(b, u, *plan);
  return fmt::format("{}: {}", u.name, text);
}

std::string label(const Battle& b, int unit, const Order& o) {
  const std::string n = o.pivot_deg ? fmt::format("{} pivots to face {:.0f} and", name_of(b, unit), *o.pivot_deg) : name_of(b, unit);
  switch (o.kind) {
    case OrderKind::kHoldFire: return fmt::format("{} holds its fire", n);
    case OrderKind::kFire: return fmt::format("{} fires at {}", n, name_of(b, o.target));
    case OrderKind::kSplitFire: return fmt::format("{} splits its fire: {} and {}", n, name_of(b, o.target), name_of(b, o.second_target));
    case OrderKind::kJoin: return fmt::format("{} joins in", n);
    case OrderKind::kHoldBack: return fmt::format("{} is held back", n);
    case OrderKind::kAttack: {
      std::string text = fmt::format("{} attacks", n);
      for (const auto& [t, sp] : o.attacks) text += fmt::format(" {} with {} SP", name_of(b, t), sp);
      return text;
    }
    case OrderKind::kKeep: return fmt::format("{} keeps its throw", n);
    case OrderKind::kRethrow: return fmt::format("{} re-throws", n);
    case OrderKind::kHold: return fmt::format("{} holds", n);
    case OrderKind::kMove: return move_label(b, unit, o);
    case OrderKind::kCharge: return fmt::format("{} charges {}", n, name_of(b, o.target));
    case OrderKind::kNext: return fmt::format("{} moves next, before {}", name_of(b, o.target), n);
    case OrderKind::kStand: return fmt::format("{} stands", n);
    case OrderKind::kReactFire: return fmt::format("{} fires at the charger", n);
    case OrderKind::kFormSquare: return fmt::format("{} forms square", n);
  }
  return n;
}

Json losses_json(const Battle& b) {
  Json out = Json::array();
  for (int side = 0; side < 2; ++side) {
    Json lost = Json::object();
    for (const BattleUnit& u : b.units) {
      if (u.side == side && u.removed) lost[std::string(arm_id(u.arm()))] = lost.value(std::string(arm_id(u.arm())), 0) + 1;
    }
    out.push_back({{"side", b.sides[static_cast<std::size_t>(side)]}, {"units_lost", lost}});
  }
  return out;
}

std::string prompt(const Battle& b, const OrderNeeded& n) {
  const std::string& u = name_of(b, n.unit);
  switch (n.context) {
    case OrderKind::kFire: return fmt::format("Turn {}, firing: {} fires or holds its fire", b.turn, u);
    case OrderKind::kJoin: return fmt::format("Turn {}, hand-to-hand: {} must join in unless held back", b.turn, u);
    case OrderKind::kAttack: return fmt::format("Turn {}, hand-to-hand: how {} divides its {} SP among the enemies in contact", b.turn, u,
                                                b.units[static_cast<std::size_t>(n.unit)].phase_sp);
    case OrderKind::kRethrow: return fmt::format("Turn {}, hand-to-hand: {} scored {} hits; keep or re-throw", b.turn, u, *b.rethrow_hits);
    case OrderKind::kStand: return fmt::format("Turn {}: {} is charged by {}; its reaction", b.turn, u, name_of(b, b.charge->charger));
    default: return fmt::format("Turn {}, {}: {} holds, moves, changes formation or charges", b.turn, id(n.phase), u);
  }
}

engine::Request build_request(const Battle& b) {
  const Need n = need(b);
  if (const auto* o = std::get_if<Outcome>(&n)) {
    engine::GameOver over;
    if (o->winner) over.winner = *o->winner;
    over.summary = o->summary;
    over.details = {{"turns", b.turn}, {"losses", losses_json(b)}};
    return over;
  }
  if (const auto* r = std::get_if<PendingRoll>(&n)) {
    return engine::DiceRequest{r->side, r->dice, 6, r->why, r->outcome};
  }
  const auto& o = std::get<OrderNeeded>(n);
  bool complete = true;
  engine::Decision d{o.side, prompt(b, o), {}, true, {}};
  for (const Order& order : listed_orders(b, complete)) {
    d.actions.push_back(to_action(b, o.unit, order));
    d.actions.back().forecasts = forecasts(b, o.unit, order);
  }
  d.complete = complete;
  return d;
}

}  // namespace

std::string_view id(Phase phase) { return id_of(kPhaseIds, phase); }
std::string_view id(OrderKind kind) { return id_of(kOrderIds, kind); }

engine::Action to_action(const Battle& b, int unit, const Order& o) {
  // The unit a "next" order brings forward is its subject, so a front end shows it there.
  Json fields{{"unit", name_of(b, o.kind == OrderKind::kNext ? o.target : unit)}};
  switch (o.kind) {
    case OrderKind::kFire:
    case OrderKind::kCharge: fields["target"] = name_of(b, o.target); break;
    case OrderKind::kSplitFire: fields["targets"] = {name_of(b, o.target), name_of(b, o.second_target)}; break;
    case OrderKind::kAttack:
      fields["attacks"] = Json::array();
      for (const auto& [t, sp] : o.attacks) fields["attacks"].push_back({{"target", name_of(b, t)}, {"sp", sp}});
      break;
    case OrderKind::kMove:
      fields["to"] = {{"x", o.to.position.x}, {"y", o.to.position.y}, {"facing", o.to.facing_deg}};
      fields["pace"] = id_of(kPaceIds, o.pace);
      if (!o.via.empty()) {
        fields["via"] = Json::array();
        for (const core::Vec2 p : o.via) fields["via"].push_back({{"x", p.x}, {"y", p.y}});
      }
      if (o.step != InfantryStep::kForward) fields["step"] = id(o.step);
      if (o.formation) {
        fields["formation"] = id(*o.formation);
        fields["about"] = o.about + 1;
        if (o.kept_as >= 0) fields["kept_as"] = o.kept_as + 1;
        fields["formation_first"] = o.formation_first;
      }
      if (o.limber != LimberChange::kNone) fields["limber"] = id_of(kLimberIds, o.limber);
      break;
    default: break;
  }
  if (o.pivot_deg) fields["pivot"] = *o.pivot_deg;
  return engine::Action::make(std::string(id(o.kind)), label(b, unit, o), fields);
}

Order order_from_json(const Battle& b, const Json& json) {
  if (!json.is_object() || !json.contains("type") || !json["type"].is_string()) throw engine::IllegalAction("an action needs a 'type'");
  Order o;
  try {
    o.kind = parse_id(kOrderIds, json["type"].get<std::string>(), "action type");
  } catch (const UnknownName& e) {
    throw engine::IllegalAction(e.what());
  }
  switch (o.kind) {
    case OrderKind::kFire:
    case OrderKind::kCharge: o.target = unit_named(b, json, "target"); break;
    case OrderKind::kNext: o.target = unit_named(b, json, "unit"); break;
    case OrderKind::kSplitFire: {
      if (!json.contains("targets") || !json["targets"].is_array() || json["targets"].size() != 2) {
        throw engine::IllegalAction("'targets' must list the two stands' targets");
      }
      o.target = unit_listed(b, json["targets"], 0);
      o.second_target = unit_listed(b, json["targets"], 1);
      break;
    }
    case OrderKind::kAttack:
      if (!json.contains("attacks") || !json["attacks"].is_array()) throw engine::IllegalAction("'attacks' must be a list");
      for (const Json& a : json["attacks"]) {
        if (!a.is_object() || !a.contains("sp") || !a["sp"].is_number_integer()) throw engine::IllegalAction("each attack needs a 'target' and whole 'sp'");
        o.attacks.push_back({unit_named(b, a, "target"), a["sp"].get<int>()});
      }
      break;
    case OrderKind::kMove: {
      if (!json.contains("to") || !json["to"].is_object()) throw engine::IllegalAction("'to' must give x, y and facing");
      o.to = {table_point(b, json["to"], "'to'"), finite(json["to"], "facing")};
      if (json.contains("via")) {
        if (!json["via"].is_array() || json["via"].size() > kMostTurnPoints) {
          throw engine::IllegalAction(fmt::format("'via' must list at most {} points, each with x and y", kMostTurnPoints));
        }
        for (const Json& p : json["via"]) {
          if (!p.is_object()) throw engine::IllegalAction("each point of 'via' needs x and y");
          o.via.push_back(table_point(b, p, "a point of 'via'"));
        }
      }
      o.pace = enum_field(kPaceIds, json, "pace", MovePace::kMove);
      o.step = step_field(json);
      if (json.contains("formation")) {
        o.formation = formation_field(json);
        if (!json.contains("about") || !json["about"].is_number_integer()) throw engine::IllegalAction("'about' must be stand 1 or 2");
        o.about = json["about"].get<int>() - 1;
        if (json.contains("kept_as")) {
          if (!json["kept_as"].is_number_integer() || json["kept_as"].get<int>() < 1 || json["kept_as"].get<int>() > 2) {
            throw engine::IllegalAction("'kept_as' must be stand 1 or 2");
          }
          o.kept_as = json["kept_as"].get<int>() - 1;
        }
        o.formation_first = json.value("formation_first", false);
      }
      o.limber = enum_field(kLimberIds, json, "limber", LimberChange::kNone);
      break;
    }
    default: break;
  }
  if (json.contains("pivot")) {
    if (o.kind != OrderKind::kFire && o.kind != OrderKind::kSplitFire) throw engine::IllegalAction("only an order to fire pivots first");
    o.pivot_deg = finite(json, "pivot");
  }
  return o;
}

std::uint64_t MiniNapGame::fingerprint() const { return mininap::fingerprint(battle_); }

std::string MiniNapGame::summary() const { return battle_summary(battle_); }

std::vector<engine::UnitNote> MiniNapGame::unit_notes() const { return battle_unit_notes(battle_); }

engine::Request MiniNapGame::next_request() const {
  if (!request_) request_ = build_request(battle_);
  return *request_;
}

Order MiniNapGame::order_due(const engine::Action& action) const {
  const Need n = need(battle_);
  const auto& asked = std::get<OrderNeeded>(n);
  const Order order = order_from_json(battle_, action.json);
  if (order.kind == OrderKind::kNext) return order;
  const int unit = unit_named(battle_, action.json, "unit");
  if (unit != asked.unit) {
    // In a manoeuvre phase another unit may go first, by an order of its own.
    const bool may_go_first = asked.context == OrderKind::kHold && battle_.unit(unit).side == asked.side;
    throw engine::IllegalAction(fmt::format("the order due is for {}{}", name_of(battle_, asked.unit),
                                            may_go_first ? fmt::format(R"(; to move {0} first, answer {{"type": "next", "unit": "{0}"}})",
                                                                       name_of(battle_, unit))
                                                         : ""));
  }
  return order;
}

// A move typed in (the list gives only examples of moves) is logged as the list words a move.
std::string MiniNapGame::label_unlisted(engine::SideIndex, const Json& action) const {
  const Need n = need(battle_);
  if (!std::holds_alternative<OrderNeeded>(n)) return {};
  try {
    return label(battle_, std::get<OrderNeeded>(n).unit, order_due(engine::Action{action, ""}));
  } catch (const engine::IllegalAction&) {
    return {};
  } catch (const RuleError&) {
    return {};
  }
}

std::optional<std::string> MiniNapGame::refusal(const engine::Action& action) const {
  try {
    Battle trial = battle_;
    trial.tell = false;
    apply_order(trial, order_due(action));
  } catch (const engine::IllegalAction& e) {
    return e.what();
  } catch (const RuleError& e) {
    return e.what();
  }
  return std::nullopt;
}

void MiniNapGame::do_apply(const engine::Action& action) {
  const Order order = order_due(action);
  request_.reset();
  battle_.told.clear();
  try {
    apply_order(battle_, order);
  } catch (const RuleError& e) {
    throw engine::IllegalAction(e.what());
  }
}

std::vector<std::string> MiniNapGame::results() const {
  std::vector<std::string> out;
  for (const Told& t : battle_.told) out.push_back(told_text(battle_, t));
  return out;
}

void MiniNapGame::do_apply_dice(const std::vector<int>& faces) {
  request_.reset();
  battle_.told.clear();
  try {
    apply_roll(battle_, faces);
  } catch (const RuleError& e) {
    throw engine::IllegalAction(e.what());
  }
}

Json MiniNapGame::to_json() const {
  const Battle& b = battle_;
  Json units = Json::array();
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) units.push_back(unit_view(b, i));
  Json rolls = Json::array();
  for (const PendingRoll& r : b.rolls) rolls.push_back({{"kind", static_cast<int>(r.kind)}, {"unit", r.unit}, {"target", r.target}, {"dice", r.dice}, {"why", r.why}});
  Json attacks = Json::array();
  for (const auto& a : b.attacks) attacks.push_back({a.attacker, a.target, a.sp, a.outflanking});
  return {{"sides", b.sides}, {"turn", b.turn}, {"phase", id(b.phase)}, {"initiative", b.initiative},
          {"initiative_throw", b.initiative_throw}, {"units", units}, {"queue", b.queue}, {"rolls", rolls},
          {"stage", static_cast<int>(b.stage)}, {"attacks", attacks}, {"rethrow_hits", b.rethrow_hits.value_or(-1)}, {"brought_forward", b.brought_forward},
          {"charge", b.charge ? Json{b.charge->charger, b.charge->target} : Json()}, {"over", b.over.has_value()}};
}

namespace {

// The AI's choice in `style`, with its reason in words.
std::function<engine::Action(const engine::Game&, const engine::Decision&, core::Rng&)> ai_in_style(AiStyle style) {
  return [style](const engine::Game& game, const engine::Decision&, core::Rng& rng) {
    const Battle& b = dynamic_cast<const MiniNapGame&>(game).battle();
    const AiChoice choice = choose_with_reason(b, rng, style);
    engine::Action action = to_action(b, std::get<OrderNeeded>(need(b)).unit, choice.order);
    action.why = reason_text(b, choice.why);
    return action;
  };
}

}  // namespace

engine::RuleSet rule_set() {
  engine::RuleSet rules{"mininap", "Mini-Nap 2",
                        [](const engine::Scenario& scenario, const engine::Rulings& rulings) -> std::unique_ptr<engine::Game> {
                          return std::make_unique<MiniNapGame>(battle_from_scenario(scenario, rulings, true));
                        }};
  // Solo play (`game auto`) answers with the same AI as the simulations.
  rules.choose = ai_in_style(AiStyle::kStandard);
  const auto style = [](AiStyle s, std::string about) {
    return engine::AiStyle{std::string(style_name(s)), std::move(about), ai_in_style(s)};
  };
  rules.ai_styles = {
      style(AiStyle::kCautious, "charges only on twice the hits it expects to take; units of 3 SP or less keep out of trouble"),
      style(AiStyle::kBold, "charges whenever it legally can, whatever the odds, and never forms square"),
      style(AiStyle::kPrevious,
            "the AI of earlier versions: halts at its stand-off even with no shot, forms square against any cavalry near")};
  rules.battle_simulator = battle_simulator;
  rules.rulings = rulings_spec();
  rules.victory_terms = {
      engine::whole("at_end_of_turn", 1, 100, "the battle is decided at the end of this turn: the scenario's own turn_limit")
          .with_section("R14: the turn limit")};
  rules.calculators = calculators::all();
  rules.about =
      "Every roll's exact odds and the factors behind it (fire, bounce-through, melee, hold-back, "
      "initiative, losses, commanders, moves, strength); tracked games with undo and replay; an AI "
      "for either side; whole battles simulated by the thousand.";
  rules.scenario = {"cm", unit_type_ids(), formation_ids(), terrain_kind_ids(), scenario_unit_fields()};
  return rules;
}

}  // namespace sandtable::rules::mininap
