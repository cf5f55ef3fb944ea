// `sandtable hun patrol new|initiative|unit-lost|split|merge|show|convert`: Patrol and Defense
// sessions, saved as engine games. Each verb is a few calls of the API's game calls on the
// save, so `game undo`, `game log`, `game roll` with typed dice and `game replay` work on it too.
#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "api/ruling_texts.hpp"
#include "cli/commands.hpp"
#include "cli/hun_commands.hpp"
#include "cli/words.hpp"
#include "engine/text_file.hpp"
#include "rules/hun/patrol_game.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;
using nlohmann::json;

namespace {

struct PatrolOptions {
  std::string session;
  std::string old_session;
  std::string mode = "patrol";
  int player_units = 0;
  std::optional<std::string> seed;
  bool force = false;
  std::string side;
  bool acted = false;
  std::optional<int> id;
  std::optional<int> into;  // split: how many units; merge: the enemy unit joined
  bool joined_acted = false;
  std::string how = "left";
  int members = 0;
  std::optional<std::string> table;  // WIDTHxDEPTH in inches
  std::string forward = "N";
  std::optional<std::string> line;
  std::vector<std::string> rulings;  // NAME=VALUE
  std::optional<int> half_strength, unscathed;  // what `score` is told beside what the session knows
  std::optional<double> feet_crossed, other_points;
  bool json = false;
};

// Runs a command body; a refusal names the option it is about as typed ("--player-units: ...").
std::function<void()> options_named(std::function<void()> body) {
  return [body = std::move(body)] {
    try {
      body();
    } catch (const engine::BadInput& e) {
      if (e.field().empty() || e.field() == "session" || e.field() == "save") throw;
      throw engine::BadInput(e.field(), e.detail(), option_name(e.field()) + ": " + e.detail());
    }
  };
}

json on_save(const PatrolOptions& o, json args = json::object()) {
  args["save"] = o.session;
  return args;
}

// Where a spotted unit appears on the session's map (XII.B).
std::string placement_text(int inches, const json& placement) {
  const std::string result = placement.at("result").get<std::string>();
  std::string out = fmt::format("  {} inches rolled, from ({}, {}): ", inches, placement.at("from").at(0).get<double>(),
                                placement.at("from").at(1).get<double>());
  if (result == "behind-line") return out + "that is behind the players' line, so it does not appear\n";
  out += fmt::format("{} ({:.1f}, {:.1f})", result == "traced" ? "traced along the table edge to" : "it appears at",
                     placement.at("at").at(0).get<double>(), placement.at("at").at(1).get<double>());
  return out + (placement.value("acted", false) ? ", arriving on the edge having acted\n" : "\n");
}

// What the last press said, as the rule book's app would show it.
std::string press_text(const json& last) {
  const int turn = last.at("turn").get<int>();
  std::string out = last.at("new_turn").get<bool>() ? fmt::format("-- turn {} begins --\n", turn) : "";
  const std::string result = last.at("result").get<std::string>();
  if (result == "player") return out + fmt::format("turn {}: a player unit of your choice acts\n", turn);
  if (result == "enemy") {
    const json& e = last.at("enemy");
    return out + fmt::format("turn {}: enemy unit #{} ({} {}) acts\n", turn, e.at("id").dump(),
                             e.at("quality").get<std::string>(), e.at("type").get<std::string>());
  }
  const json& sp = last.at("spotted");
  out += fmt::format("turn {}: new enemy spotted! #{} {} {}{}, at least {} dice + {} inches away to the {}\n", turn,
                     sp.at("id").dump(), sp.at("quality").get<std::string>(), sp.at("type").get<std::string>(),
                     sp.contains("attendants") ? fmt::format(" with {} attendants", sp.at("attendants").dump()) : "",
                     sp.at("distance").at("dice").dump(), sp.at("distance").at("plus_inches").dump(),
                     sp.at("direction").get<std::string>());
  if (sp.at("general").get<bool>()) out += fmt::format("  with a non-player general (#{})\n", sp.at("general_id").dump());
  if (sp.contains("placement")) out += placement_text(sp.at("distance").at("inches").get<int>(), sp.at("placement"));
  return out;
}

// The session as the old `show` printed it: its state's members, and the dice seed.
json session_json(const json& state, const json& seed) {
  json j = {{"mode", state.at("mode")},     {"seed", seed},
            {"turn", state.at("turn")},     {"player", {{"units", state.at("player").at("units")}, {"acted", state.at("player").at("acted")}}},
            {"enemy", state.at("enemy")},   {"enemy_generals", state.at("enemy_generals")},
            {"enemy_spotted", state.at("enemy_spotted")}, {"score", state.at("score")}};
  if (!state.at("map").is_null()) j["map"] = state.at("map");
  return j;
}

void show(Context& context, const PatrolOptions& o) {
  const json r = context.api.call("game.state", on_save(o));
  if (o.json) {
    context.out << session_json(r.at("state"), r.at("seed")).dump(2) << "\n";
  } else {
    context.out << r.at("summary").get<std::string>();
  }
}

// Starts the game of `scenario_text` in the session file (replacing it with --force).
void start(Context& context, const PatrolOptions& o, const std::string& scenario_text, json seed) {
  if (std::filesystem::exists(o.session)) {
    if (!o.force) throw UsageError(fmt::format("{} already exists; pass --force to start over", o.session));
    std::filesystem::remove(o.session);
  }
  json args = {{"scenario_text", scenario_text}, {"scenario_name", "hun patrol"}, {"save", o.session}};
  if (!seed.is_null()) args["seed"] = std::move(seed);
  if (!o.rulings.empty()) args["rulings"] = api::rulings_from_texts(o.rulings);
  context.api.call("game.new", args);
  show(context, o);
}

// XII.A: one press of Initiative, its rolls made with the game's digital dice.
void press(Context& context, const PatrolOptions& o) {
  json r = context.api.call("game.do", on_save(o, {{"action", {{"type", "initiative"}}}}));
  while (r.at("request").at("kind") == "dice") r = context.api.call("game.roll", on_save(o));
  const json last = context.api.call("game.state", on_save(o)).at("state").at("last");
  context.out << (o.json ? last.dump(2) + "\n" : press_text(last));
}

void unit_lost(Context& context, const PatrolOptions& o) {
  json action = {{"type", "unit-lost"}, {"side", o.side}};
  if (o.side == "player") {
    if (o.id) throw UsageError("--id names an enemy unit; for a player unit say --acted or not");
    action["acted"] = o.acted;
  } else {
    if (!o.id) throw UsageError("say which enemy unit with --id (see hun patrol show)");
    action["id"] = *o.id;
    if (o.how != "left") action["how"] = o.how;
    if (o.members != 0) action["members"] = o.members;
  }
  context.api.call("game.do", on_save(o, {{"action", action}}));
  show(context, o);
}

// IV.A: a unit given the last initiative splits or joins another; the game tells what it did.
void split_or_merge(Context& context, const PatrolOptions& o, const std::string& type) {
  json action = {{"type", type}, {"side", o.side}};
  if (type == "merge" && o.side == "player") {
    if (o.id || o.into) throw UsageError("player units have no numbers: say --joined-acted if the unit joined had acted this turn");
    action["joined_acted"] = o.joined_acted;
  } else {
    if (o.joined_acted) throw UsageError("--joined-acted is for a player unit; the session knows whether an enemy unit has acted");
    if (o.side == "enemy" && !o.id) throw UsageError("say which enemy unit with --id (see hun patrol show)");
    if (o.side == "player" && o.id) throw UsageError("player units have no numbers: leave out --id");
    if (!o.into) throw UsageError(type == "split" ? "say into how many units with --into" : "say which enemy unit it joins with --into");
    if (o.id) action["id"] = *o.id;
    action["into"] = *o.into;
  }
  const json done = context.api.call("game.do", on_save(o, {{"action", action}}));
  if (!o.json) {
    for (const auto& line : done.at("event").at("payload").value("results", json::array())) context.out << line.get<std::string>() << "\n";
  }
  show(context, o);
}

void move_line(Context& context, const PatrolOptions& o) {
  context.api.call("game.do", on_save(o, {{"action", {{"type", "front-line"}, {"line", o.line.value_or("")}}}}));
  show(context, o);
}

// XII.B's scoring guide with the counts the session kept: survivors and what the enemy lost.
void score(Context& context, const PatrolOptions& o) {
  json args = json::object();
  if (o.half_strength) args["half_strength"] = *o.half_strength;
  if (o.unscathed) args["unscathed"] = *o.unscathed;
  if (o.feet_crossed) args["feet_crossed"] = *o.feet_crossed;
  if (o.other_points) args["other_points"] = *o.other_points;
  const json state = context.api.call("game.state", on_save(o)).at("state");
  for (const auto& [count, n] : state.at("score").items()) args[count] = n;
  const json result = with_option_names(context.api, "hun.patrol-score", args);
  if (o.json) {
    context.out << json{{"counted", args}, {"score", result}}.dump(2) << "\n";
    return;
  }
  const engine::Calculator& guide = context.api.registry().find("hun").calculator("patrol-score");
  context.out << fmt::format("from the session: {} surviving, {} driven off, {} supply captured, {} headquarters figures\n",
                             args.at("survived").get<int>(), args.at("driven_off").get<int>(), args.at("supply_captured").get<int>(),
                             args.at("headquarters_members").get<int>())
              << guide.text(guide.fields().validate(args), result);
}

// The scenario text of a new session, with its map when a line is given.
std::string new_session_text(const PatrolOptions& o) {
  rh::SessionFile file;
  file.session.mode = rh::parse_mode(o.mode);
  file.session.player_units = o.player_units;
  if (o.line) {
    rh::TableMap map;
    if (o.table) {
      char x = 0;
      std::istringstream in(*o.table);
      if (!(in >> map.table.width >> x >> map.table.depth) || (x != 'x' && x != 'X') || in >> x) {
        throw engine::BadInput("table", fmt::format("{} is not WIDTHxDEPTH in inches, e.g. 72x48", engine::quoted(*o.table)));
      }
    }
    map.forward = o.forward;
    map.line = rh::parse_line(*o.line);
    file.session.map = map;
  } else if (o.table) {
    throw UsageError("--table places the enemy only with the players' --line");
  }
  return rh::patrol_scenario_text(file);
}

// An old session file: a few units, well under this.
constexpr std::size_t kMostSessionFileBytes = 1 << 20;

std::string read_session_file(const std::string& path) {
  try {
    return engine::read_text_file(path, kMostSessionFileBytes);
  } catch (const engine::FileError& e) {
    throw engine::BadInput("session", e.what());
  }
}

CLI::App* add_verb(CLI::App& patrol, const char* name, const char* about, const std::shared_ptr<PatrolOptions>& o,
                   std::function<void()> run) {
  CLI::App* verb = patrol.add_subcommand(name, about);
  verb->add_option("session", o->session, "the session's save file")->required();
  verb->add_flag("--json", o->json, "machine-readable output");
  verb->callback(options_named(std::move(run)));
  return verb;
}

}  // namespace

void register_patrol_commands(CLI::App& hun, Context& context) {
  CLI::App* patrol = hun.add_subcommand(
      "patrol", "XII-XIII: Patrol and Defense sessions, saved as games (game undo, log, roll and replay work on them)");
  patrol->require_subcommand(1);
  auto o = std::make_shared<PatrolOptions>();

  CLI::App* create = add_verb(*patrol, "new", "Start a session in a new save file", o, [o, &context] {
    start(context, *o, new_session_text(*o), o->seed ? whole_or_text(*o->seed) : json());
  });
  create->add_option("--mode", o->mode, "patrol|defense");
  create->add_option("--player-units", o->player_units, "player units on the table")->required();
  create->add_option("--seed", o->seed, "seed for repeatable dice (default: a fresh one, saved in the session)");
  create->add_flag("--force", o->force, "replace an existing session file");
  create->add_option("--line", o->line, "the players' front line or perimeter, left to right: x,y points in inches (\"0,12 36,18 72,12\"); the session then places each enemy");
  create->add_option("--table", o->table, "the table's width x depth in inches, from the players' side (default 72x48)");
  create->add_option("--forward", o->forward, "the compass point facing the enemy's table edge (default N)");
  create->add_option("--ruling", o->rulings, "NAME=VALUE: a ruling's switch, e.g. flank_slope_from_end=true (RULINGS.md 58, 60)");

  add_verb(*patrol, "initiative", "Press the Initiative button: who acts next, or new enemy", o,
           [o, &context] { press(context, *o); });

  CLI::App* lost = add_verb(*patrol, "unit-lost", "A unit has left the table (killed, routed, driven off)", o,
                            [o, &context] { unit_lost(context, *o); });
  // No default: a unit lost without saying whose must not quietly remove a player's.
  lost->add_option("--side", o->side, "player|enemy")->required()->transform(CLI::IsMember({"player", "enemy"}, CLI::ignore_case));
  lost->add_flag("--acted", o->acted, "player side: the unit had already acted this turn");
  lost->add_option("--id", o->id, "enemy side: the unit's number");
  lost->add_option("--how", o->how, "enemy side, for the score: left (killed, routed: no points), driven-off, captured-or-killed (supply transport, headquarters)")
      ->transform(CLI::IsMember({"left", "driven-off", "captured-or-killed"}, CLI::ignore_case));
  lost->add_option("--members", o->members, "a headquarters captured or killed: how many of its figures");

  CLI::App* split = add_verb(*patrol, "split", "IV.A: the unit given the last initiative splits; one part acts, the rest wait", o,
                             [o, &context] { split_or_merge(context, *o, "split"); });
  split->add_option("--side", o->side, "player|enemy")->required()->transform(CLI::IsMember({"player", "enemy"}, CLI::ignore_case));
  split->add_option("--id", o->id, "enemy side: the unit's number");
  split->add_option("--into", o->into, "how many units it splits into (2 or more)")->required();

  CLI::App* merge = add_verb(*patrol, "merge", "IV.A: the unit given the last initiative joins another within 3 inches", o,
                             [o, &context] { split_or_merge(context, *o, "merge"); });
  merge->add_option("--side", o->side, "player|enemy")->required()->transform(CLI::IsMember({"player", "enemy"}, CLI::ignore_case));
  merge->add_option("--id", o->id, "enemy side: the joining unit's number");
  merge->add_option("--into", o->into, "enemy side: the number of the unit it joins");
  merge->add_flag("--joined-acted", o->joined_acted, "player side: the unit joined had already acted this turn");

  CLI::App* front = add_verb(*patrol, "front-line", "The players' line (or perimeter) has moved: give its points", o,
                             [o, &context] { move_line(context, *o); });
  front->add_option("--line", o->line, "x,y points in inches, left to right")->required();

  CLI::App* scored = add_verb(*patrol, "score", "XII.B's scoring guide, with what the session counted", o, [o, &context] { score(context, *o); });
  // The session never sees the figures: how strong the survivors are is asked here.
  scored->add_option("--half-strength", o->half_strength, "surviving units at half strength or above");
  scored->add_option("--unscathed", o->unscathed, "of those, no more than a quarter wounded or killed");
  scored->add_option("--feet-crossed", o->feet_crossed, "feet of table crossed toward one big objective");
  scored->add_option("--other-points", o->other_points, "points for other scenario objectives");

  add_verb(*patrol, "show", "The session's state", o, [o, &context] { show(context, *o); });

  CLI::App* convert = patrol->add_subcommand("convert", "Continue a session file of sandtable 0.1 as a game in a new save file");
  convert->add_option("old", o->old_session, "the old session file (JSON)")->required();
  convert->add_option("session", o->session, "the new session's save file")->required();
  convert->add_flag("--force", o->force, "replace an existing save file");
  convert->add_flag("--json", o->json, "machine-readable output");
  convert->callback(options_named([o, &context] {
    const rh::SessionFile old = rh::parse_session_file(read_session_file(o->old_session));
    start(context, *o, rh::scenario_from_session_file(old), old.seed);
  }));
}

}  // namespace sandtable::cli::hun
