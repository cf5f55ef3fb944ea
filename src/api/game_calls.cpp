// game.new, game.load, game.state, game.next, game.do, game.roll, game.undo, game.redo,
// game.log, game.auto, game.replay, game.save, game.close, game.export, game.import: a tracked game, open in the Api by
// id or in a save file opened for one call.
#include <fmt/format.h>

#include <optional>
#include <set>

#include "api/call.hpp"
#include "api/open_games.hpp"
#include "api/scenario_source.hpp"
#include "api/sides_named.hpp"
#include "core/base64.hpp"
#include "core/random.hpp"
#include "engine/game.hpp"
#include "engine/scenario.hpp"
#include "engine/view.hpp"
#include "play/game_map.hpp"

namespace sandtable::api {

namespace {

using engine::Field;

// A save of thousands of events with its snapshots, base64-encoded.
constexpr std::size_t kMostSaveBase64 = 12 << 20;

Field game_field() { return engine::text("game", "an open game's id, from game.new or game.load", 40); }
Field save_field() { return engine::text("save", "a save file on this machine", 4096); }

// The game a call is about: an open one, or a save opened (and locked) for this call alone.
class GameAt {
 public:
  GameAt(CallContext& context, const Json& args) {
    if (args.contains("game") == args.contains("save")) {
      throw engine::BadInput("game", "name the game: give either game (an open game's id) or save (a file)");
    }
    if (args.contains("game")) {
      game_ = &context.games.find(args["game"].get<std::string>());
      return;
    }
    if (!context.options.files) throw engine::BadInput("save", "this server reads no files; use an open game");
    loaded_.emplace(play::TrackedGame::load(args["save"].get<std::string>(), context.registry));
    game_ = &*loaded_;
  }
  play::TrackedGame& operator*() { return *game_; }
  play::TrackedGame* operator->() { return game_; }

 private:
  std::optional<play::TrackedGame> loaded_;
  play::TrackedGame* game_ = nullptr;
};

Json sides_json(const play::TrackedGame& game) { return game.session().game().side_names(); }

// What every answer to a game call carries: the sides' names and what the game needs next.
Json with_next(const play::TrackedGame& game, Json result) {
  result["sides"] = sides_json(game);
  result["request"] = engine::to_json(game.session().next_request());
  return result;
}

Json about(const play::TrackedGame& game) {
  return {{"ruleset", game.rule_set().id}, {"ruleset_name", game.rule_set().name},
          {"scenario", game.header().scenario_name}, {"seed", game.dice_seed()}};
}

std::uint64_t seed_or_fresh(const Json& args) {
  return args.contains("seed") ? args["seed"].get<std::uint64_t>() : core::fresh_seed();
}

Json game_new(CallContext& context, const Json& args) {
  const engine::Scenario scenario = scenario_from(context, args);
  try {
    context.registry.find(scenario.ruleset);
  } catch (const engine::UnknownRuleSet& e) {
    throw NotFound("ruleset", fmt::format("{}: {}", scenario.source_name, e.what()));
  }
  const engine::Rulings rulings = rulings_from(args, scenario.rulings);
  const std::uint64_t seed = seed_or_fresh(args);
  if (args.contains("save")) {
    if (!context.options.files) throw engine::BadInput("save", "this server writes no files");
    const std::string path = args["save"].get<std::string>();
    const play::TrackedGame game = play::TrackedGame::start(path, context.registry, scenario, rulings, seed);
    Json result = about(game);
    result["save"] = path;
    return with_next(game, std::move(result));
  }
  play::TrackedGame game = play::TrackedGame::start_in_memory(context.registry, scenario, rulings, seed);
  Json result = about(game);
  result = with_next(game, std::move(result));
  result["game"] = context.games.add(std::move(game));
  return result;
}

// Keeps a loaded game open; the answer of game.load and game.import.
Json keep_open(CallContext& context, play::TrackedGame game) {
  Json result = with_next(game, about(game));
  result["events"] = game.session().events().size();
  result["game"] = context.games.add(std::move(game));
  return result;
}

Json game_load(CallContext& context, const Json& args) {
  if (!context.options.files) throw engine::BadInput("save", "this server reads no files");
  return keep_open(context, play::TrackedGame::load(args["save"].get<std::string>(), context.registry));
}

Json game_import(CallContext& context, const Json& args) {
  const std::optional<std::string> bytes = core::base64_decode(args["save_base64"].get<std::string>());
  if (!bytes) throw engine::BadInput("save_base64", "not base64 text (the bytes of a save file, encoded)");
  try {
    return keep_open(context, play::TrackedGame::load_bytes(*bytes, context.registry));
  } catch (const engine::StoreError& e) {
    // The message names the in-memory copy; the user knows it as the save they handed over.
    std::string message = e.what();
    const std::string_view prefix = std::string_view(engine::kInMemory);
    if (message.starts_with(prefix)) message = "the save" + message.substr(prefix.size());
    throw engine::BadInput("save_base64", message);
  }
}

Json game_export(CallContext& context, const Json& args) {
  GameAt game(context, args);
  const std::string bytes = game->save_bytes();
  return {{"save_base64", core::base64_encode(bytes)}, {"bytes", bytes.size()}, {"events", game->session().events().size()}};
}

Json game_state(CallContext& context, const Json& args) {
  GameAt game(context, args);
  const engine::Session& session = game->session();
  Json result = about(*game);
  result["state"] = session.game().to_json();
  result["map"] = play::map_json(*game);
  result["summary"] = session.game().summary();
  result["unit_notes"] = engine::unit_notes_json(session.game().unit_notes());
  result["events"] = session.events().size();
  result["can_undo"] = session.can_undo();
  result["can_redo"] = game->redo_count() > 0;
  return with_next(*game, std::move(result));
}

play::Policy ai_in_style(const engine::RuleSet& rule_set, const std::string& style) {
  try {
    return play::policy_for(rule_set, play::first_listed, style);
  } catch (const std::invalid_argument& e) {
    throw engine::BadInput("style", e.what());
  }
}

// game.next, with the AI's answer to the decision due when `advise` is set.
Json game_next(CallContext& context, const Json& args) {
  GameAt game(context, args);
  Json result = Json::object();
  if (args["advise"].get<bool>()) {
    if (!game->rule_set().choose) throw engine::BadInput("advise", fmt::format("{} has no AI to advise", game->rule_set().name));
    const auto advice = game->advice(ai_in_style(game->rule_set(), args["style"].get<std::string>()));
    if (advice) result["advice"] = {{"action", advice->json}, {"label", advice->label}, {"why", advice->why}};
  }
  return with_next(*game, std::move(result));
}

Json event_answer(play::TrackedGame& game, const engine::Event& event, const char* key = "event") {
  return with_next(game, {{key, engine::to_json(event)}});
}

Json game_do(CallContext& context, const Json& args) {
  if (args.contains("number") == args.contains("action")) {
    throw engine::BadInput("action", "give number (a listed action, from 1) or action (a JSON object)");
  }
  GameAt game(context, args);
  std::optional<engine::SideIndex> side;
  if (args.contains("side")) {
    const std::set<engine::SideIndex> named = sides_named(args["side"].get<std::string>(), game->session().game().side_names(), "side");
    if (named.size() != 1) throw engine::BadInput("side", "name one side");
    side = *named.begin();
  }
  if (args.contains("number")) return event_answer(*game, game->choose(args["number"].get<std::size_t>(), side));
  return event_answer(*game, game->apply(engine::Action{args["action"], ""}, side));
}

Json game_close_round(CallContext& context, const Json& args) {
  GameAt game(context, args);
  return event_answer(*game, game->close_round());
}

Json game_roll(CallContext& context, const Json& args) {
  if (args.contains("dice") && args.contains("seed")) {
    throw engine::BadInput("seed", "give typed dice (physical dice) or seed (digital dice), not both");
  }
  GameAt game(context, args);
  if (args.contains("dice")) return event_answer(*game, game->roll_typed(args["dice"].get<std::string>()));
  if (args.contains("seed")) game->set_dice_seed(args["seed"].get<std::uint64_t>());
  return event_answer(*game, game->roll_digital());
}

Json game_undo(CallContext& context, const Json& args) {
  GameAt game(context, args);
  if (!game->session().can_undo()) throw engine::IllegalAction("nothing to undo");
  const engine::Event last = game->session().events().back();
  game->undo();
  return with_next(*game, {{"undone", engine::to_json(last)}});
}

Json game_redo(CallContext& context, const Json& args) {
  GameAt game(context, args);
  if (!game->redo()) throw engine::IllegalAction("nothing to redo");
  return event_answer(*game, game->session().events().back(), "redone");
}

Json game_log(CallContext& context, const Json& args) {
  GameAt game(context, args);
  Json events = Json::array();
  for (const engine::Event& e : game->session().events()) events.push_back(engine::to_json(e));
  return {{"events", std::move(events)}, {"sides", sides_json(*game)}};
}

Json game_auto(CallContext& context, const Json& args) {
  GameAt game(context, args);
  const std::set<engine::SideIndex> sides =
      sides_named(args["sides"].get<std::string>(), game->session().game().side_names());
  const std::string name = args["policy"].get<std::string>();
  const play::Policy policy = name == "ai" ? ai_in_style(game->rule_set(), args["style"].get<std::string>())
                                           : play::builtin_policy(name);
  Json events = Json::array();
  for (const engine::Event& e : game->auto_play(sides, policy, args["steps"].get<std::uint64_t>())) {
    events.push_back(engine::to_json(e));
  }
  return with_next(*game, {{"events", std::move(events)}});
}

Json game_replay(CallContext& context, const Json& args) {
  GameAt game(context, args);
  const play::ReplayCheck check = game->replay_check();
  return {{"events", check.events},
          {"state_fingerprint", fmt::format("{:016x}", check.state_fingerprint)},
          {"log_fingerprint", fmt::format("{:016x}", check.log_fingerprint)},
          {"snapshots_checked", check.snapshots_checked}};
}

Json game_save(CallContext& context, const Json& args) {
  if (!context.options.files) throw engine::BadInput("path", "this server writes no files");
  play::TrackedGame& game = context.games.find(args["game"].get<std::string>());
  const std::string path = args["path"].get<std::string>();
  game.save_copy(path);
  return {{"save", path}};
}

Json game_copy(CallContext& context, const Json& args) {
  return {{"game", context.games.add(context.games.find(args["game"].get<std::string>()).copy())}};
}

Json game_close(CallContext& context, const Json& args) {
  context.games.close(args["game"].get<std::string>());
  return Json::object();
}

Field style_field() {
  return engine::text("style", "the AI's style: standard, or one of the rule set's ai_styles", 40).with_default(play::kStandardStyle);
}

engine::InputSpec which_game(std::vector<Field> more = {}) {
  std::vector<Field> fields{game_field(), save_field()};
  for (Field& f : more) fields.push_back(std::move(f));
  return engine::InputSpec(std::move(fields));
}

}  // namespace

std::vector<Call> game_calls() {
  std::vector<Field> new_fields = scenario_fields();
  new_fields.push_back(engine::object("rulings", "rulings over the scenario's own, NAME: value"));
  new_fields.push_back(engine::seed("seed", "seed of the game's digital dice (default: a fresh one, reported)"));
  new_fields.push_back(engine::text("save", "create the game's save file here (else the game is kept open in memory)", 4096));
  return {
      {"game.new", "starts a game of a scenario: kept open (answer: its id) or in a new save file",
       engine::InputSpec(std::move(new_fields)), game_new},
      {"game.load", "opens a save file and keeps it open (answer: its id)", {save_field().as_required()}, game_load},
      {"game.state", "the whole state, a summary for people, and what the game needs next", which_game(), game_state},
      {"game.next", "what the game needs next: a decision, sealed orders, a roll, or nothing (it is over)",
       which_game({engine::flag("advise", "also give what the AI would answer to the decision due (advice: action, label, why)"),
                   style_field()}),
       game_next},
      {"game.do", "answers a decision with a listed action's number (from 1) or a JSON action",
       which_game({engine::whole("number", 1, 1'000'000, "the number of a listed action"),
                   engine::object("action", "the action as a JSON object, e.g. {\"type\": \"hold\", \"unit\": \"IR 44\"}"),
                   engine::text("side", "in a round of sealed orders, whose orders (a side's name or number); "
                                        "may be left out when one side is still writing")}),
       game_do},
      {"game.close_round", "closes the open round of sealed orders: what each side wrote stands (the umpire's call)",
       which_game(), game_close_round},
      {"game.roll", "answers a roll with the faces of physical dice, or with the game's digital dice",
       which_game({engine::text("dice", "the faces the physical dice show, e.g. \"3 5 6\""),
                   engine::seed("seed", "a new seed for the game's digital dice, kept for later rolls")}),
       game_roll},
      {"game.undo", "takes back the last answer", which_game(), game_undo},
      {"game.redo", "gives again the last answer taken back", which_game(), game_redo},
      {"game.log", "every answer so far, in order", which_game(), game_log},
      {"game.auto", "lets a policy answer for sides until a person must decide",
       which_game({engine::text("sides", "all, or side names or numbers separated by commas (empty: none, so only the dice are rolled)").with_default("all"),
                   engine::choice("policy", {"ai", "first", "random"}, "the rule set's AI, the first listed action, or a random one")
                       .with_default("ai"),
                   style_field(),
                   engine::whole("steps", 1, 1'000'000, "at most this many answers").with_default(1000)}),
       game_auto},
      {"game.replay", "rebuilds the game from its log and checks it gives the same state", which_game(), game_replay},
      {"game.save", "writes an open game to a new save file",
       {game_field().as_required(), engine::text("path", "the new save file", 4096).as_required()}, game_save},
      {"game.copy", "opens a copy of an open game beside it, to try a line of play (answer: its id)",
       {game_field().as_required()}, game_copy},
      {"game.close", "closes an open game", {game_field().as_required()}, game_close},
      {"game.export", "the whole save as the bytes of its file, in base64: the file the command line opens",
       which_game(), game_export},
      {"game.import", "opens a save handed over as its file's bytes in base64 and keeps it open (answer: its id)",
       {engine::text("save_base64", "a save file's bytes, base64-encoded", kMostSaveBase64).as_required()}, game_import},
  };
}

}  // namespace sandtable::api
