#include "rules/m2m/game/turn.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/m2m/game/orders.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/reorganise.hpp"
#include "rules/m2m/game/resolve.hpp"

namespace sandtable::rules::m2m {

namespace {

using engine::Action;
using engine::Json;

bool decides(Stage stage) { return stage == Stage::kOrders || stage == Stage::kArtillery || stage == Stage::kFire; }

// Stage 2 and 3 decisions: each unit of the arm the stage is for, at each target it may fire at.
std::vector<Action> fire_actions(const State& s, int side, bool artillery) {
  std::vector<Action> out;
  for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
    const Unit& u = s.unit(i);
    if (u.side != side || (u.arm == Arm::kArtillery) != artillery) continue;
    for (int t : fire_targets(s, i)) {
      const FireOdds odds = fire_odds(fire_situation(s, i, t, false), s.rulings);
      std::string dice = fmt::format("{} dice, {} to hit", odds.plan.dice, face_needed(*odds.plan.hit_on));
      core::ExactDist hits = odds.hits;
      if (const std::optional<FireSituation> mg = attached_mg_situation(s, i, t)) {
        const FireOdds mg_odds = fire_odds(*mg, s.rulings);
        if (mg_odds.plan.hit_on) {
          dice += fmt::format(", its {} {} dice, {} to hit", u.lmg ? "LMG" : "MG", mg_odds.plan.dice, face_needed(*mg_odds.plan.hit_on));
          hits = hits + mg_odds.hits;
        }
      }
      Action a = Action::make("fire", fmt::format("{} fires at {} ({})", u.name, s.unit(t).name, dice), {{"unit", u.name}, {"target", s.unit(t).name}});
      a.forecasts.push_back({fmt::format("hits on {}", s.unit(t).name), approximate(hits)});
      out.push_back(std::move(a));
    }
    if (artillery) continue;
    for (int t : move_then_fire_targets(s, i)) {  // ruling 57
      out.push_back(Action::make("move-fire", fmt::format("{} moves half, then fires at {} (half effect)", u.name, s.unit(t).name),
                                 {{"unit", u.name}, {"target", s.unit(t).name}}));
    }
  }
  return out;
}

std::vector<Action> stage_actions(const State& s) {
  switch (s.stage) {
    case Stage::kOrders: return order_actions(s, s.acting);
    case Stage::kArtillery: return fire_actions(s, s.acting, true);
    case Stage::kFire: return fire_actions(s, s.acting, false);
    default: return {};
  }
}

void enter(State& s, Stage stage) {
  s.stage = stage;
  s.acting = s.order_of_play(stage)[0];
  switch (stage) {
    case Stage::kArtillery: enqueue_bombardments(s); break;
    case Stage::kMorale: enqueue_morale(s); break;
    case Stage::kMovement: enqueue_moves(s); break;
    case Stage::kMelee: enqueue_melees(s); break;
    case Stage::kEnforced: enqueue_enforced_moves(s); break;
    case Stage::kMessages:
      enqueue_message_rolls(s);
      enqueue_dispersal(s);
      break;
    default: break;
  }
}

void next_stage(State& s) {
  if (s.stage == Stage::kMessages || s.stage == Stage::kBombardment) {
    if (s.stage == Stage::kMessages) end_turn(s);
    if (s.stage != Stage::kOver) enter(s, Stage::kOrders);
    return;
  }
  enter(s, static_cast<Stage>(static_cast<int>(s.stage) + 1));
}

// The acting side is done: the other side's turn in the stage, or the next stage.
void next_actor(State& s) {
  const std::vector<int> order = s.order_of_play(s.stage);
  if (s.acting == order[0]) {
    s.acting = order[1];
  } else {
    next_stage(s);
  }
}

// Plays on through what needs no one: rolls of no dice, stages with nothing to decide.
void settle(State& s) {
  while (s.stage != Stage::kOver && s.cavalry_choice < 0) {
    if (!s.rolls.empty()) {
      if (s.rolls.front().count > 0) return;
      const Roll roll = s.rolls.front();
      s.rolls.pop_front();
      resolve(s, roll, {});
    } else if (decides(s.stage)) {
      if (!stage_actions(s).empty()) return;
      next_actor(s);
    } else {
      next_stage(s);
    }
  }
}

}  // namespace

void begin_battle(State& s) {
  if (s.setup.bombardment) {
    s.stage = Stage::kBombardment;
    enqueue_pre_battle_bombardment(s);
  } else {
    enter(s, Stage::kOrders);
  }
  settle(s);
}

std::vector<Action> legal_actions(const State& s) {
  if (s.cavalry_choice >= 0) {
    const std::string& name = s.unit(s.cavalry_choice).name;
    return {Action::make("cavalry", fmt::format("{} advances under fire, losing one more figure", name), {{"unit", name}, {"choice", "advance"}}),
            Action::make("cavalry", fmt::format("{} halts", name), {{"unit", name}, {"choice", "halt"}})};
  }
  std::vector<Action> out = stage_actions(s);
  out.push_back(Action::make("done", fmt::format("{}: done with {}", s.sides[static_cast<std::size_t>(s.acting)], id(s.stage))));
  return out;
}

engine::Request battle_request(const State& s) {
  if (s.stage == Stage::kOver) {
    engine::GameOver over;
    over.winner = s.winner;
    over.summary = s.result;
    over.details = {{"turns", s.turn}, {"clock_minutes", s.clock_minutes}};
    return over;
  }
  if (s.cavalry_choice < 0 && !s.rolls.empty()) {
    const Roll& r = s.rolls.front();
    engine::DiceRequest d;
    d.side = r.side;
    d.count = r.count;
    d.reason = r.reason;
    d.outcome = r.outcome;
    d.labelled_outcome = r.labelled;
    return d;
  }
  engine::Decision d;
  d.side = s.cavalry_choice >= 0 ? s.unit(s.cavalry_choice).side : s.acting;
  d.prompt = fmt::format("Turn {}, {}: {}", s.turn, id(s.stage), s.sides[static_cast<std::size_t>(d.side)]);
  d.actions = legal_actions(s);
  return d;
}

void apply_action(State& s, const Json& action) {
  if (!action.is_object() || !action.contains("type") || !action["type"].is_string()) throw GameError("an action needs a 'type'");
  const std::string type = action["type"].get<std::string>();
  const int side = s.cavalry_choice >= 0 ? s.unit(s.cavalry_choice).side : s.acting;
  s.log.clear();
  if (type == "cavalry") {
    choose_for_cavalry(s, action.value("choice", "") == "advance");
  } else if (type == "done") {
    next_actor(s);
  } else if (type == "reorganise") {
    apply_reorganise(s, action);
  } else if (type == "fire") {
    enqueue_fire(s, unit_named(s, action, "unit"), unit_named(s, action, "target"), false);
  } else if (type == "move-fire") {
    enqueue_move_then_fire(s, unit_named(s, action, "unit"), unit_named(s, action, "target"));
  } else {
    apply_order_action(s, action);
  }
  s.audience.push_back(side);
  settle(s);
}

void apply_roll(State& s, const std::vector<int>& faces) {
  if (s.rolls.empty()) throw GameError("no roll is waiting");
  const Roll roll = s.rolls.front();
  s.rolls.pop_front();
  s.log.clear();
  resolve(s, roll, faces);
  s.audience.push_back(roll.audience);
  settle(s);
}

}  // namespace sandtable::rules::m2m
