// `sandtable game`: a scriptable command line for a game tracked in a save file. Each verb
// loads the save, does one thing, and has it on disk before it returns.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <memory>
#include <set>

#include "cli/commands.hpp"
#include "cli/game_text.hpp"
#include "cli/output.hpp"
#include "cli/ruling_options.hpp"
#include "engine/scenario.hpp"
#include "play/tracked_game.hpp"

namespace sandtable::cli {

namespace {

struct GameOptions {
  std::string file;
  std::string scenario;
  std::optional<std::uint64_t> seed;
  std::vector<std::string> rulings;
  std::string action;
  std::optional<std::string> dice;
  std::vector<std::string> faces;  // the same as --dice, given as words after the file
  std::vector<std::string> sides{"all"};
  std::uint64_t steps = 1000;
  std::string policy = "ai";
  bool json = false;
};

std::optional<std::size_t> parse_number(const std::string& text) {
  std::size_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return n;
}

engine::Action parse_action(const std::string& text) {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_object()) {
    throw UsageError(fmt::format("ACTION must be the number of a listed action or a JSON object, not '{}'", text));
  }
  return engine::Action{json, ""};
}

// "all", a side's number or a side's name.
std::set<engine::SideIndex> parse_sides(const std::vector<std::string>& words, const std::vector<std::string>& names) {
  std::set<engine::SideIndex> sides;
  for (const std::string& word : words) {
    bool found = false;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (word == "all" || word == names[i] || parse_number(word) == i) {
        sides.insert(static_cast<engine::SideIndex>(i));
        found = true;
      }
    }
    if (!found) {
      std::string known;
      for (std::size_t i = 0; i < names.size(); ++i) known += fmt::format("{}{} {}", i == 0 ? "" : ", ", i, names[i]);
      throw UsageError(fmt::format("--side: no side '{}' (sides: {})", word, known));
    }
  }
  return sides;
}

play::TrackedGame load(const GameOptions& o, const engine::Registry& registry) {
  return play::TrackedGame::load(o.file, registry);
}

void print_next(const play::TrackedGame& game, std::ostream& out) {
  out << request_text(game.session().next_request(), game.session().game().side_names());
}

void run_new(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  const engine::Scenario scenario = engine::load_scenario(o.scenario);
  const engine::Rulings rulings = rulings_with(scenario.rulings, o.rulings);
  const std::uint64_t seed = o.seed ? *o.seed : random_seed();
  std::optional<play::TrackedGame> game;
  try {
    game.emplace(play::TrackedGame::start(o.file, registry, scenario, rulings, seed));
  } catch (const engine::UnknownRuleSet& e) {
    throw UsageError(fmt::format("{}: {}", o.scenario, e.what()));
  } catch (const std::invalid_argument& e) {
    throw UsageError(fmt::format("{}: {}", o.scenario, e.what()));
  }
  out << fmt::format("{}: new game of {} ({}), digital dice seed {}\n", o.file, scenario.name, game->rule_set().name,
                     seed);
  print_next(*game, out);
}

void run_show(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  const play::TrackedGame game = load(o, registry);
  const engine::Session& session = game.session();
  if (o.json) {
    out << nlohmann::json{{"state", session.game().to_json()},
                          {"request", request_json(session.next_request())},
                          {"events", session.events().size()}}
               .dump(2)
        << "\n";
    return;
  }
  out << fmt::format("{}: {} ({}), {} events\n", o.file, game.header().scenario_name, game.rule_set().name,
                     session.events().size());
  const std::string summary = session.game().summary();
  out << (summary.empty() ? state_text(session.game().to_json()) : summary);
  print_next(game, out);
}

void run_next(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  const play::TrackedGame game = load(o, registry);
  if (o.json) {
    out << request_json(game.session().next_request()).dump(2) << "\n";
  } else {
    print_next(game, out);
  }
}

void print_answer(const play::TrackedGame& game, const engine::Event& event, std::ostream& out) {
  out << event_text(event, game.session().game().side_names()) << "\n";
  print_next(game, out);
}

void run_do(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  play::TrackedGame game = load(o, registry);
  const std::optional<std::size_t> number = parse_number(o.action);
  print_answer(game, number ? game.choose(*number) : game.apply(parse_action(o.action)), out);
}

void run_roll(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  if (o.dice && !o.faces.empty()) throw UsageError("give the faces after the file or with --dice, not both");
  const std::optional<std::string> typed = o.faces.empty() ? o.dice : fmt::format("{}", fmt::join(o.faces, " "));
  if (typed && o.seed) throw UsageError("give typed dice (physical dice) or --seed (digital dice), not both");
  play::TrackedGame game = load(o, registry);
  if (typed) {
    print_answer(game, game.roll_typed(*typed), out);
    return;
  }
  if (o.seed) game.set_dice_seed(*o.seed);
  print_answer(game, game.roll_digital(), out);
}

void run_undo(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  play::TrackedGame game = load(o, registry);
  if (!game.session().can_undo()) throw UsageError(fmt::format("{}: nothing to undo", o.file));
  out << "undid " << event_text(game.session().events().back(), game.session().game().side_names()) << "\n";
  game.undo();
  print_next(game, out);
}

void run_redo(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  play::TrackedGame game = load(o, registry);
  if (!game.redo()) throw UsageError(fmt::format("{}: nothing to redo", o.file));
  out << "redid " << event_text(game.session().events().back(), game.session().game().side_names()) << "\n";
  print_next(game, out);
}

void run_log(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  const play::TrackedGame game = load(o, registry);
  const std::vector<std::string> names = game.session().game().side_names();
  for (const engine::Event& event : game.session().events()) {
    out << (o.json ? engine::to_json(event).dump() : event_text(event, names)) << "\n";
  }
}

void run_replay(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  play::TrackedGame game = load(o, registry);
  const play::ReplayCheck check = game.replay_check();
  out << fmt::format("{}: replayed {} events to the same state (fingerprint {:016x}, log {:016x}); {} stored "
                     "snapshots matched; this state is now stored as a snapshot\n",
                     o.file, check.events, check.state_fingerprint, check.log_fingerprint, check.snapshots_checked);
}

void run_auto(const GameOptions& o, const engine::Registry& registry, std::ostream& out) {
  play::TrackedGame game = load(o, registry);
  const std::vector<std::string> names = game.session().game().side_names();
  const std::set<engine::SideIndex> sides = parse_sides(o.sides, names);
  const play::Policy policy = o.policy == "ai" ? play::policy_for(game.rule_set(), play::first_listed)
                                               : play::builtin_policy(o.policy);
  for (const engine::Event& event : game.auto_play(sides, policy, o.steps)) out << event_text(event, names) << "\n";
  print_next(game, out);
}

using Verb = void (*)(const GameOptions&, const engine::Registry&, std::ostream&);

CLI::App* add_verb(CLI::App& game, const char* name, const char* about, Verb verb,
                   const std::shared_ptr<GameOptions>& o, const engine::Registry& registry, std::ostream& out) {
  CLI::App* command = game.add_subcommand(name, about);
  if (verb != run_new) command->add_option("file", o->file, "the save file")->required();
  command->callback([verb, o, &registry, &out] { verb(*o, registry, out); });
  return command;
}

}  // namespace

void register_game_commands(CLI::App& app, std::ostream& out, const engine::Registry& registry) {
  auto o = std::make_shared<GameOptions>();
  CLI::App* game = app.add_subcommand("game", "Track a game in a save file, one command at a time (docs/game-cli.md)");
  game->require_subcommand(1);

  CLI::App* start = add_verb(*game, "new", "Start a game of a scenario and create its save", run_new, o, registry, out);
  start->add_option("scenario", o->scenario, "the scenario file (YAML)")->required();
  start->add_option("--save", o->file, "the save file to create")->required();
  start->add_option("--seed", o->seed, "seed of the game's digital dice (default: random, printed)");
  start->add_option("--ruling", o->rulings, "NAME=VALUE, over the scenario's own rulings (repeatable)");

  add_verb(*game, "show", "The state and what the game needs next", run_show, o, registry, out)
      ->add_flag("--json", o->json, "{\"state\", \"request\", \"events\"}");
  add_verb(*game, "next", "What the game needs next: a decision or a roll", run_next, o, registry, out)
      ->add_flag("--json", o->json, "the request as JSON");
  add_verb(*game, "do", "Answer a decision with an action's number or a JSON action", run_do, o, registry, out)
      ->add_option("action", o->action, "the number of a listed action, or a JSON object")
      ->required();

  CLI::App* roll = add_verb(*game, "roll", "Answer a roll with typed dice or digital dice", run_roll, o, registry, out);
  roll->add_option("faces", o->faces, "the faces the physical dice show, e.g. 3 5 6");
  roll->add_option("--dice", o->dice, "the same faces as one argument, e.g. \"3 5 6\"");
  roll->add_option("--seed", o->seed, "a new seed for the game's digital dice, kept for later rolls");

  add_verb(*game, "undo", "Take back the last answer", run_undo, o, registry, out);
  add_verb(*game, "redo", "Give again the last answer taken back", run_redo, o, registry, out);
  add_verb(*game, "log", "The events, one a line", run_log, o, registry, out)
      ->add_flag("--json", o->json, "each event as a JSON object on its line");
  add_verb(*game, "replay", "Rebuild the game from its log and check its fingerprint", run_replay, o, registry, out);

  CLI::App* autoplay = add_verb(*game, "auto", "Let a policy play sides until a person must decide", run_auto, o,
                                registry, out);
  autoplay->add_option("--side", o->sides, "the sides it plays: all, a side's number or its name (repeatable)");
  autoplay->add_option("--steps", o->steps, "at most this many answers")->check(CLI::Range(1, 1'000'000));
  autoplay->add_option("--policy", o->policy, "ai (the rule set's own, else first), first or random")
      ->check(CLI::IsMember({"ai", "first", "random"}));
}

}  // namespace sandtable::cli
