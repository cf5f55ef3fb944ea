// `sandtable hun move|morale|rally|command|heal|fire-mg|fire-artillery|throw-bomb|support|
// charge|counter-charge|vehicle|train|initiative`: every roll of the app but attacks.
#include <fmt/format.h>

#include <memory>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/hun_commands.hpp"
#include "cli/hun_dice_choice.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/hun/attack.hpp"
#include "rules/hun/charge.hpp"
#include "rules/hun/checks.hpp"
#include "rules/hun/competitive.hpp"
#include "rules/hun/fire_support.hpp"
#include "rules/hun/movement.hpp"

namespace sandtable::cli::hun {

using engine::distribution_json;
using engine::distribution_line;
using engine::distribution_text;
using engine::percent;

namespace rh = rules::hun;
using nlohmann::json;

namespace {

json roll_json(const rh::RollResult& r) {
  json j = {{"dice", r.dice}, {"distribution", distribution_json(r.dist)}, {"why", r.why}};
  if (r.dist.min() >= 0 && r.dist.max() <= 1) j["chance"] = r.dist.probability(1);
  return j;
}

void print_roll(const rh::RollResult& r, std::ostream& out) {
  out << r.dice << "\n";
  for (const auto& w : r.why) out << "  - " << w << "\n";
  if (r.dist.min() >= 0 && r.dist.max() <= 1) {
    out << "chance to pass: " << percent(r.dist.probability(1)) << "\n";
  } else {
    out << distribution_text(distribution_json(r.dist));
  }
}

// Prints a result as JSON or as text, by the --json flag.
template <class ToJson, class ToText>
void emit(bool as_json, std::ostream& out, ToJson to_json, ToText to_text) {
  if (as_json) {
    out << to_json().dump(2) << "\n";
  } else {
    to_text();
  }
}

// What a roll came to: the JSON "outcome", the words for players and, for distances, inches.
struct RollOutcome {
  std::string outcome;
  std::string words;
  std::optional<int> inches;
};

// Makes a roll with the chosen dice and reports it: `read` asks for the dice, `describe` turns
// its value into a RollOutcome, `odds` is the JSON of the roll's chances.
template <class Read, class Describe>
void emit_resolved(bool as_json, DiceChoice& dice, const std::string& what, Read read, Describe describe,
                   const json& odds, std::ostream& out) {
  const RollOutcome o = describe(dice.roll(read));
  if (as_json) {
    json j = dice.record(o.outcome);
    if (o.inches) j["inches"] = *o.inches;
    j["roll"] = odds;
    out << j.dump(2) << "\n";
    return;
  }
  out << what << "\n";
  dice.print(o.words, out);
}

// A pass/fail roll described in the words of its command.
auto pass_fail(std::string pass_words, std::string fail_words) {
  return [pass = std::move(pass_words), fail = std::move(fail_words)](int passed) {
    return passed ? RollOutcome{"passed", "passed: " + pass, {}} : RollOutcome{"failed", "failed: " + fail, {}};
  };
}

// The roll's odds, or the roll made when dice were chosen.
template <class Describe>
void emit_roll(bool as_json, DiceChoice& dice, const rh::RollResult& r, Describe describe, std::ostream& out) {
  if (dice.resolving()) {
    emit_resolved(as_json, dice, r.dice, r.read_dice, describe, roll_json(r), out);
  } else {
    emit(as_json, out, [&] { return roll_json(r); }, [&] { print_roll(r, out); });
  }
}

// A subcommand of `hun` with the --json flag every command has.
CLI::App* add_command(CLI::App& hun, const std::string& name, const std::string& about, bool& json) {
  CLI::App* c = hun.add_subcommand(name, about);
  c->add_flag("--json", json, "machine-readable output");
  return c;
}

// The --actor quality option.
void add_actor(CLI::App* c, std::string& quality, const std::string& who) {
  c->add_option("--actor", quality, who + ": " + rh::quality_names());
}

struct MoveOptions {
  std::string action = "advance";
  std::string actor = "soldier";
  std::optional<std::string> vehicle_speed;
  bool mounted = false, wounded = false, transport = false, rough = false, obstacle = false, road = false,
       tracked = false, json = false;
  DiceChoice dice;
};

void register_move(CLI::App& hun, std::ostream& out) {
  auto o = std::make_shared<MoveOptions>();
  CLI::App* c = add_command(hun, "move", "VII/XI: how far a group moves (X + 1d3 inches)", o->json);
  c->add_option("action", o->action, "crawl|advance|run|charge (run = run/gallop)");
  add_actor(c, o->actor, "quality");
  c->add_option("--vehicle-speed", o->vehicle_speed, "a vehicle: slow|fast|very-fast|extremely-fast");
  add_flags(*c, {{"--actor-mounted", &o->mounted, "mounted figures"},
                 {"--wounded", &o->wounded, "wounded figures"},
                 {"--transport", &o->transport, "transport or limbered artillery"},
                 {"--tracked", &o->tracked, "a tracked vehicle (pays rough terrain as foot)"},
                 {"--rough", &o->rough, "the move is through rough terrain"},
                 {"--linear-obstacle", &o->obstacle, "the move crosses a linear obstacle"},
                 {"--road", &o->road, "the move is along a road"}});
  o->dice.add_to(*c);
  c->callback(guarded([o, &out] {
    rh::MoveSituation s{o->action, rh::parse_quality(o->actor), o->mounted, o->wounded, o->transport,
                        o->rough,  o->obstacle, o->road, o->vehicle_speed, o->tracked};
    const rh::MoveResult r = rh::resolve_move(s);
    if (o->dice.resolving()) {
      const auto describe = [&](int inches) {
        const std::string rough =
            r.rough_divisor > 1 ? fmt::format("; each inch in the rough costs {}", r.rough_divisor) : "";
        return RollOutcome{"moved", fmt::format("moves up to {} inches in the open{}", inches, rough), inches};
      };
      emit_resolved(o->json, o->dice, r.roll.dice, r.roll.read_dice, describe, roll_json(r.roll), out);
      return;
    }
    emit(
        o->json, out,
        [&] {
          json j = roll_json(r.roll);
          j["base_inches"] = r.base_inches;
          j["multiplier"] = r.multiplier;
          j["rough_costs_per_inch"] = r.rough_divisor;
          return j;
        },
        [&] {
          print_roll(r.roll, out);
          if (r.rough_divisor > 1) out << fmt::format("in the rough: divide the inches by {}\n", r.rough_divisor);
        });
  }));
}

struct MoraleOptions {
  std::string actor = "soldier";
  bool general = false, musician = false, colours = false, half = false, transport = false, json = false;
  DiceChoice dice;
};

void register_morale(CLI::App& hun, std::ostream& out, const std::string& command, bool rallying) {
  auto o = std::make_shared<MoraleOptions>();
  CLI::App* c = add_command(hun, command,
                            rallying ? "X: a Wavering unit's rally (2D6; failure removes it)" : "X: a unit's morale check (2D6)",
                            o->json);
  add_actor(c, o->actor, "the unit's quality");
  add_flags(*c, {{"--general", &o->general, "a general within 6 inches of the unit"},
                 {"--musician", &o->musician, "a musician playing within 3 inches"},
                 {"--colours", &o->colours, "the colours within 3 inches"},
                 {"--half-strength", &o->half, "half or more of the unit's figures are gone"},
                 {"--transport", &o->transport, "the attendants of transport (civilians unless --actor says)"}});
  o->dice.add_to(*c);
  c->callback(guarded([o, c, rallying, &out] {
    // X: transport's drivers and guards check as civilians when no quality was given.
    const bool stated = c->count("--actor") > 0;
    const rh::Quality quality = o->transport && !stated ? rh::Quality::kCivilian : rh::parse_quality(o->actor);
    rh::MoraleSituation s{quality, o->general, o->musician, o->colours, o->half};
    s.transport_attendants = o->transport;
    if (rallying) {
      emit_roll(o->json, o->dice, rh::rally(s), pass_fail("the unit is Solid again", "the unit is removed from play"), out);
    } else {
      emit_roll(o->json, o->dice, rh::morale_check(s),
                pass_fail("the unit stays Solid", "the unit goes Wavering (a Wavering unit is removed)"), out);
    }
  }));
}

void register_tests(CLI::App& hun, std::ostream& out) {
  struct CommandOptions {
    std::string actor = "soldier";
    double range = 0;
    bool musician = false, json = false;
    DiceChoice dice;
  };
  auto co = std::make_shared<CommandOptions>();
  CLI::App* c = add_command(hun, "command", "VI: the out-of-command test of a unit far from its general", co->json);
  add_actor(c, co->actor, "quality of the unit's leader");
  c->add_option("--range", co->range, "inches from the commanding general")->required();
  c->add_flag("--musician", co->musician, "a musician is playing (24-inch radius)");
  co->dice.add_to(*c);
  c->callback(guarded([co, &out] {
    emit_roll(co->json, co->dice, rh::command_test(rh::parse_quality(co->actor), co->range, co->musician),
              pass_fail("the unit is in command", "the unit is out of command"), out);
  }));

  struct HealOptions {
    std::string actor = "soldier";
    bool json = false;
    DiceChoice dice;
  };
  auto ho = std::make_shared<HealOptions>();
  CLI::App* h = add_command(hun, "heal", "V: a medic heals or binds a wounded figure", ho->json);
  add_actor(h, ho->actor, "the medic's quality");
  ho->dice.add_to(*h);
  h->callback(guarded([ho, &out] {
    emit_roll(ho->json, ho->dice, rh::heal(rh::parse_quality(ho->actor)),
              pass_fail("the wounded figure is healed", "the wounds are not bound this time"), out);
  }));
}

json fall_json(const rh::FallOfShot& f) {
  json j = roll_json(f.deviation);
  j["bracket"] = f.bracket;
  j["on_target"] = f.deviation.dist.probability(0);
  j["direction"] = "1D6: 60-degree sectors clockwise from 1 = straight beyond the target";
  j["blast_inches"] = f.blast_inches;
  j["actions"] = f.actions;
  return j;
}

void print_fall(const rh::FallOfShot& f, std::ostream& out) {
  print_roll(f.deviation, out);
  out << fmt::format("on target: {}; if not, a D6 gives the direction (1 = beyond the target, then clockwise)\n",
                     percent(f.deviation.dist.probability(0)));
  out << fmt::format("blast: every figure and equipment within {} inches tests versus blast\n", f.blast_inches);
  if (f.actions > 1) out << "a single crewman: load and fire take two separate actions\n";
}

// Where the shot fell, or its odds when no dice were chosen.
void emit_fall(bool as_json, DiceChoice& dice, const rh::FallOfShot& f, std::ostream& out) {
  if (!dice.resolving()) {
    emit(as_json, out, [&] { return fall_json(f); }, [&] { print_fall(f, out); });
    return;
  }
  const auto describe = [&](int inches) {
    if (inches == 0) return RollOutcome{"on-target", fmt::format("on target: {}-inch blast where aimed", f.blast_inches), 0};
    return RollOutcome{"deviates",
                   fmt::format("lands {} inches off target, in the sector its direction die shows; {}-inch blast",
                               inches, f.blast_inches),
                   inches};
  };
  emit_resolved(as_json, dice, f.deviation.dice, f.deviation.read_dice, describe, fall_json(f), out);
}

void register_fire(CLI::App& hun, std::ostream& out) {
  struct MgOptions {
    int crew = 3, wounded = 0;
    std::string arc = "90";
    bool moved = false, vehicle = false, json = false;
  };
  auto mo = std::make_shared<MgOptions>();
  CLI::App* mg = add_command(hun, "fire-mg", "VIII: an MG's arc of fire and what it costs", mo->json);
  mg->add_option("--crew", mo->crew, "crew figures manning the MG");
  mg->add_option("--wounded-crew", mo->wounded, "how many of them are wounded");
  mg->add_option("--arc", mo->arc, "45|double-45|90");
  mg->add_flag("--crew-moved", mo->moved, "the crew moved this turn");
  mg->add_flag("--on-vehicle", mo->vehicle, "mounted on a vehicle, cart, train or boat");
  mg->callback(guarded([mo, &out] {
    const rh::MgFireResult r = rh::fire_mg({mo->crew, mo->wounded, mo->arc, mo->moved, mo->vehicle});
    emit(
        mo->json, out,
        [&] {
          return json{{"arc_degrees", r.arc_degrees}, {"tests_per_figure", r.tests_per_figure},
                      {"reload_needed", r.reload_needed}, {"moving_fire", r.moving_fire}, {"why", r.why}};
        },
        [&] {
          for (const auto& w : r.why) out << w << "\n";
          out << "each test: sandtable hun chart test-vs-mg --range R ...\n";
        });
  }));

  struct ArtilleryOptions {
    double range = 0;
    int crew = 4;
    bool overhead = false, off_board = false, heavy = false, json = false;
    DiceChoice dice;
  };
  auto ao = std::make_shared<ArtilleryOptions>();
  CLI::App* art = add_command(hun, "fire-artillery", "VIII: where an artillery shot falls (deviation) and its blast", ao->json);
  art->alias("deviation");
  art->add_option("--range", ao->range, "inches to the intended fall of shot");
  art->add_option("--crew", ao->crew, "crew figures serving the gun");
  art->add_flag("--overhead", ao->overhead, "firing over the heads of intervening troops");
  art->add_flag("--off-board", ao->off_board, "off-board support fire (longest bracket)");
  art->add_flag("--heavy", ao->heavy, "heavy artillery (off-board, 6-inch blast)");
  ao->dice.add_to(*art);
  art->callback(guarded([ao, &out] {
    const rh::FallOfShot f =
        rh::fire_artillery({rh::whole_inches(ao->range), ao->crew, ao->overhead, ao->off_board, ao->heavy});
    emit_fall(ao->json, ao->dice, f, out);
  }));

  struct BombOptions {
    std::string actor = "soldier";
    double range = 0;
    bool json = false;
    DiceChoice dice;
  };
  auto bo = std::make_shared<BombOptions>();
  CLI::App* bomb = add_command(hun, "throw-bomb", "VIII: where a thrown bomb lands and its blast", bo->json);
  add_actor(bomb, bo->actor, "the thrower's quality");
  bomb->add_option("--range", bo->range, "inches to the target point (6 at most)");
  bo->dice.add_to(*bomb);
  bomb->callback(guarded([bo, &out] {
    const rh::FallOfShot f = rh::throw_bomb(rh::parse_quality(bo->actor), rh::whole_inches(bo->range));
    emit_fall(bo->json, bo->dice, f, out);
  }));

  struct SupportOptions {
    int registration = 0;
    bool json = false;
    DiceChoice dice;
  };
  auto so = std::make_shared<SupportOptions>();
  CLI::App* sup = add_command(hun, "support", "VIII: calling for off-board supporting fire (2D6)", so->json);
  sup->add_option("--registration", so->registration, "earlier turns of calls on the same point (+1 each)");
  so->dice.add_to(*sup);
  sup->callback(guarded([so, &out] {
    const rh::SupportResult r = rh::call_support(so->registration);
    const json odds = {{"arrives", r.arrives}, {"communications_lost", r.communications_lost},
                       {"registration_next", r.registration_next}, {"registration_if_lost", r.registration_if_lost},
                       {"why", r.why}};
    if (so->dice.resolving()) {
      const auto describe = [&](rh::SupportCall call) {
        switch (call) {
          case rh::SupportCall::kArrives:
            return RollOutcome{"arrives", fmt::format("the fire arrives; registration {} next turn", r.registration_next), {}};
          case rh::SupportCall::kCommunicationsLost:
            return RollOutcome{"communications-lost", "communications lost: no fire, registration back to 0", {}};
          case rh::SupportCall::kNoFire: break;
        }
        return RollOutcome{"no-fire", fmt::format("no fire this turn; registration {} next turn", r.registration_next), {}};
      };
      emit_resolved(so->json, so->dice, fmt::format("2D6 {:+} registration", so->registration), r.read_dice, describe,
                    odds, out);
      return;
    }
    emit(
        so->json, out, [&] { return odds; },
        [&] {
          for (const auto& w : r.why) out << "  - " << w << "\n";
          out << fmt::format("fire arrives: {}; communications lost: {}; next registration {} (0 if lost)\n",
                             percent(r.arrives), percent(r.communications_lost), r.registration_next);
        });
  }));
}

void register_charges(CLI::App& hun, std::ostream& out) {
  struct ChargeOptions {
    std::string actor = "soldier";
    double start = 0;
    std::optional<double> move;
    bool json = false;
  };
  auto o = std::make_shared<ChargeOptions>();
  CLI::App* c = add_command(hun, "charge", "IX: the range of a charged figure's defensive fire", o->json);
  add_actor(c, o->actor, "quality of the figures firing");
  c->add_option("--start-distance", o->start, "inches between the sides when the charge began")->required();
  c->add_option("--charge-move", o->move, "inches the chargers move (default: the start distance)");
  c->callback(guarded([o, &out] {
    const rh::DefensiveFire f =
        rh::defensive_fire_range(rh::parse_quality(o->actor), o->start, o->move.value_or(o->start));
    emit(
        o->json, out, [&] { return json{{"range_inches", f.range_inches}, {"why", f.why}}; },
        [&] { out << fmt::format("defensive fire at {} inches ({})\n", f.range_inches, f.why); });
  }));

  struct CounterOptions {
    double distance = 0;
    bool cavalry = false, wavering = false, open = false, json = false;
  };
  auto co = std::make_shared<CounterOptions>();
  CLI::App* cc = add_command(hun, "counter-charge", "IX: where a charge and a counter-charge meet", co->json);
  cc->add_option("--distance", co->distance, "inches between the sides")->required();
  cc->add_flag("--cavalry", co->cavalry, "the counter-chargers are cavalry");
  cc->add_flag("--wavering", co->wavering, "the counter-chargers are Wavering");
  cc->add_flag("--open", co->open, "in open terrain");
  cc->callback(guarded([co, &out] {
    const rh::CounterCharge m = rh::counter_charge(co->distance, co->cavalry, co->wavering, co->open);
    emit(
        co->json, out,
        [&] { return json{{"charger_moves", m.charger_moves}, {"counter_charger_moves", m.counter_charger_moves}}; },
        [&] {
          out << fmt::format("chargers move {} inches, counter-chargers {} inches; both count as charging\n",
                             m.charger_moves, m.counter_charger_moves);
        });
  }));
}

void register_vehicles(CLI::App& hun, std::ostream& out) {
  struct VehicleOptions {
    std::string armour = "none", cover = "none";
    bool json = false;
  };
  auto v = std::make_shared<VehicleOptions>();
  CLI::App* c = add_command(hun, "vehicle", "XI: the cover a vehicle's armour gives (moves: hun move --vehicle-speed)", v->json);
  c->add_option("--armour", v->armour, "none|light (stout sides, 3mm)|armoured (6mm)|heavy (10mm+)");
  c->add_option("--cover", v->cover, "other cover around the vehicle: " + rh::cover_names());
  c->callback(guarded([v, &out] {
    const rh::Cover cover = rh::vehicle_cover(rh::parse_armour(v->armour), rh::parse_cover(v->cover));
    emit(
        v->json, out, [&] { return json{{"cover", std::string(rh::name(cover))}}; },
        [&] { out << "passengers and crew count as in " << rh::name(cover) << " cover\n"; });
  }));

  struct TrainOptions {
    int last = 0;
    bool json = false;
  };
  auto t = std::make_shared<TrainOptions>();
  CLI::App* tr = add_command(hun, "train", "XI: how far a train may move after its last move", t->json);
  tr->add_option("--last-move", t->last, "inches the train moved last turn")->required();
  tr->callback(guarded([t, &out] {
    const rh::TrainRange r = rh::train_speed_range(t->last);
    emit(
        t->json, out, [&] { return json{{"slowest", r.slowest}, {"fastest", r.fastest}}; },
        [&] { out << fmt::format("this turn: {} to {} inches\n", r.slowest, r.fastest); });
  }));
}

void register_initiative(CLI::App& hun, std::ostream& out) {
  struct InitiativeOptions {
    std::string style = "alternating-units";
    int a = 1, b = 1;
    bool json = false;
    DiceChoice dice;  // none given: digital dice from a fresh seed
  };
  auto o = std::make_shared<InitiativeOptions>();
  CLI::App* c = add_command(hun, "initiative", "IV.A: a competitive turn's initiatives, in one of three styles", o->json);
  c->add_option("--style", o->style, "unit-by-unit|alternating-units|alternating-sides");
  c->add_option("--player-units", o->a, "units on the first side");
  c->add_option("--enemy-units", o->b, "units on the second side");
  o->dice.add_to(*c);
  c->callback(guarded([o, &out] {
    const rh::InitiativeStyle style = rh::parse_initiative_style(o->style);
    const rh::CompetitiveTurn turn =
        o->dice.roll([&](rh::DiceRoller& dice) { return rh::competitive_turn(style, o->a, o->b, dice); });
    const auto side = [](int s) { return s == 0 ? "player" : "enemy"; };
    json order = json::array();
    for (const int s : turn.order) order.push_back(side(s));
    json initiatives = json::array();
    for (const auto& r : turn.rolls) {
      json each = json::array();
      for (const auto& [x, y] : r.rolls) each.push_back({x, y});
      initiatives.push_back({{"rolls", each}, {"winner", side(r.winner)}});
    }
    const std::string first = order.empty() ? "nobody" : order.front().get<std::string>();
    emit(
        o->json, out,
        [&] {
          json j = o->dice.record(first + " acts first");
          j["style"] = o->style;
          j["initiatives"] = initiatives;
          j["order"] = order;
          return j;
        },
        [&] {
          out << fmt::format("{}: {}\n", o->style, fmt::join(order.begin(), order.end(), " "));
          o->dice.print(fmt::format("{} acts first", first), out);
        });
  }));
}

}  // namespace

void register_roll_commands(CLI::App& hun, std::ostream& out) {
  register_move(hun, out);
  register_morale(hun, out, "morale", false);
  register_morale(hun, out, "rally", true);
  register_tests(hun, out);
  register_fire(hun, out);
  register_charges(hun, out);
  register_vehicles(hun, out);
  register_initiative(hun, out);
}

}  // namespace sandtable::cli::hun
