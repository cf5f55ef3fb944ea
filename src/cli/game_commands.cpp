// `sandtable game`: a game tracked in a save file, one command at a time. Each verb is one
// call of the API on the save (game.new, game.do, ...), which holds the save while it works
// and has every change on disk before it answers.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <memory>

#include "api/ruling_texts.hpp"
#include "cli/commands.hpp"
#include "cli/game_text.hpp"
#include "cli/words.hpp"

namespace sandtable::cli {

namespace {

using nlohmann::json;

struct GameOptions {
  std::string file;
  std::string scenario;
  std::optional<std::string> seed;
  std::vector<std::string> rulings;
  std::string action;
  std::optional<std::string> side;  // whose sealed orders `game do` writes
  std::optional<std::string> dice;
  std::vector<std::string> faces;  // the same as --dice, given as words after the file
  std::vector<std::string> sides{"all"};
  std::uint64_t steps = 1000;
  std::string policy = "ai";
  std::string style = "standard";
  bool advise = false;  // game next: also the AI's answer
  bool json = false;
};

json on_save(const GameOptions& o, json args = json::object()) {
  args["save"] = o.file;
  return args;
}

std::string next_text(const json& result) { return request_text(result.at("request"), result.at("sides")); }

using Show = std::string (*)(const GameOptions&, const json&);

std::string new_text(const GameOptions& o, const json& r) {
  return fmt::format("{}: new game of {} ({}), digital dice seed {}\n", o.file, r.at("scenario").get<std::string>(),
                     r.at("ruleset_name").get<std::string>(), r.at("seed").dump()) +
         next_text(r);
}

std::string show_text(const GameOptions& o, const json& r) {
  const std::string summary = r.at("summary").get<std::string>();
  return fmt::format("{}: {} ({}), {} events\n", o.file, r.at("scenario").get<std::string>(),
                     r.at("ruleset_name").get<std::string>(), r.at("events").dump()) +
         (summary.empty() ? state_text(r.at("state")) : summary) + next_text(r);
}

std::string event_then_next(const json& r, const char* key, const char* before = "") {
  return before + event_text(r.at(key), r.at("sides")) + "\n" + next_text(r);
}

std::string log_text(const GameOptions&, const json& r) {
  std::string out;
  for (const json& e : r.at("events")) out += event_text(e, r.at("sides")) + "\n";
  return out;
}

std::string auto_text(const GameOptions& o, const json& r) { return log_text(o, r) + next_text(r); }

// What the game needs next and, with --advise, the AI's answer by its number in the list.
std::string next_with_advice_text(const GameOptions& o, const json& r) {
  std::string out = next_text(r);
  if (!r.contains("advice")) return out;
  const json& advice = r.at("advice");
  const json actions = r.at("request").value("actions", json::array());
  std::string number;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (actions[i].at("action") == advice.at("action")) number = fmt::format("{}. ", i + 1);
  }
  out += fmt::format("the AI ({}) would answer: {}{}\n", o.style, number, advice.at("label").get<std::string>());
  const std::string why = advice.at("why").get<std::string>();
  if (!why.empty()) out += "        why: " + why + "\n";
  return out;
}

std::string replay_text(const GameOptions& o, const json& r) {
  return fmt::format("{}: replayed {} events to the same state (fingerprint {}, log {}); {} stored snapshots "
                     "matched; this state is now stored as a snapshot\n",
                     o.file, r.at("events").dump(), r.at("state_fingerprint").get<std::string>(),
                     r.at("log_fingerprint").get<std::string>(), r.at("snapshots_checked").dump());
}

// Runs one API call for a verb and prints its answer: as JSON with --json (the member
// `json_member` of it when given), else as text.
void answer(Context& context, const GameOptions& o, const std::string& call, const json& args, Show show,
            const char* json_member = nullptr) {
  const json result = context.api.call(call, args);
  if (!o.json) {
    context.out << show(o, result);
  } else {
    context.out << (json_member != nullptr ? result.at(json_member) : result).dump(2) << "\n";
  }
}

json do_args(const GameOptions& o) {
  json args = on_save(o);
  if (o.side) args["side"] = *o.side;
  std::size_t number = 0;
  const auto [end, error] = std::from_chars(o.action.data(), o.action.data() + o.action.size(), number);
  if (error == std::errc{} && end == o.action.data() + o.action.size()) {
    args["number"] = number;
    return args;
  }
  const json action = json::parse(o.action, nullptr, false);
  if (!action.is_object()) {
    throw UsageError(fmt::format("ACTION must be the number of a listed action or a JSON object, not {}",
                                 engine::quoted(o.action)));
  }
  args["action"] = action;
  return args;
}

json roll_args(const GameOptions& o) {
  if (o.dice && !o.faces.empty()) throw UsageError("give the faces after the file or with --dice, not both");
  json args = on_save(o);
  if (!o.faces.empty()) args["dice"] = fmt::format("{}", fmt::join(o.faces, " "));
  if (o.dice) args["dice"] = *o.dice;
  if (o.seed) args["seed"] = whole_or_text(*o.seed);
  return args;
}

json new_args(const GameOptions& o) {
  json args = {{"scenario_path", o.scenario}, {"save", o.file}, {"rulings", api::rulings_from_texts(o.rulings)}};
  if (o.seed) args["seed"] = whole_or_text(*o.seed);
  return args;
}

CLI::App* add_verb(CLI::App& game, const char* name, const char* about, const std::shared_ptr<GameOptions>& o,
                   std::function<void()> run) {
  CLI::App* command = game.add_subcommand(name, about);
  if (std::string_view(name) != "new") command->add_option("file", o->file, "the save file")->required();
  command->add_flag("--json", o->json, "machine-readable output: the API's answer");
  command->callback(std::move(run));
  return command;
}

}  // namespace

void register_game_commands(CLI::App& app, Context& context) {
  auto o = std::make_shared<GameOptions>();
  CLI::App* game = app.add_subcommand("game", "Track a game in a save file, one command at a time (docs/game-cli.md)");
  game->require_subcommand(1);
  const auto verb = [&](const char* name, const char* about, std::function<void()> run) {
    return add_verb(*game, name, about, o, std::move(run));
  };
  Context* c = &context;

  CLI::App* start = verb("new", "Start a game of a scenario and create its save",
                         [o, c] { answer(*c, *o, "game.new", new_args(*o), new_text); });
  start->add_option("scenario", o->scenario, "the scenario file (YAML)")->required();
  start->add_option("--save", o->file, "the save file to create")->required();
  start->add_option("--seed", o->seed, "seed of the game's digital dice (default: random, printed)");
  start->add_option("--ruling", o->rulings, "NAME=VALUE, over the scenario's own rulings (repeatable)");

  verb("show", "The state and what the game needs next", [o, c] { answer(*c, *o, "game.state", on_save(*o), show_text); });
  CLI::App* next = verb("next", "What the game needs next: a decision or a roll", [o, c] {
    if (!o->advise) return answer(*c, *o, "game.next", on_save(*o), [](const GameOptions&, const json& r) { return next_text(r); }, "request");
    answer(*c, *o, "game.next", on_save(*o, {{"advise", true}, {"style", o->style}}), next_with_advice_text);
  });
  next->add_flag("--advise", o->advise, "also show what the rule set's AI would answer, and why");
  next->add_option("--style", o->style, "the advising AI's style: standard or one the rule set lists");
  CLI::App* decide = verb("do", "Answer a decision with an action's number or a JSON action", [o, c] {
    answer(*c, *o, "game.do", do_args(*o), [](const GameOptions&, const json& r) { return event_then_next(r, "event"); });
  });
  decide->add_option("action", o->action, "the number of a listed action, or a JSON object")->required();
  decide->add_option("--side", o->side, "in a round of sealed orders, whose orders: a side's name or number");
  verb("close-round", "Close the open round of sealed orders: what each side wrote stands", [o, c] {
    answer(*c, *o, "game.close_round", on_save(*o), [](const GameOptions&, const json& r) { return event_then_next(r, "event"); });
  });

  CLI::App* roll = verb("roll", "Answer a roll with typed dice or digital dice", [o, c] {
    answer(*c, *o, "game.roll", roll_args(*o), [](const GameOptions&, const json& r) { return event_then_next(r, "event"); });
  });
  roll->add_option("faces", o->faces, "the faces the physical dice show, e.g. 3 5 6");
  roll->add_option("--dice", o->dice, "the same faces as one argument, e.g. \"3 5 6\"");
  roll->add_option("--seed", o->seed, "a new seed for the game's digital dice, kept for later rolls");

  verb("undo", "Take back the last answer", [o, c] {
    answer(*c, *o, "game.undo", on_save(*o), [](const GameOptions&, const json& r) { return event_then_next(r, "undone", "undid "); });
  });
  verb("redo", "Give again the last answer taken back", [o, c] {
    answer(*c, *o, "game.redo", on_save(*o), [](const GameOptions&, const json& r) { return event_then_next(r, "redone", "redid "); });
  });
  verb("log", "The events, one a line", [o, c] {
    if (!o->json) return answer(*c, *o, "game.log", on_save(*o), log_text);
    // One event a line, as JSON, for scripts that read the log line by line.
    const json log = c->api.call("game.log", on_save(*o));
    for (const json& e : log.at("events")) c->out << e.dump() << "\n";
  });
  verb("replay", "Rebuild the game from its log and check its fingerprint",
       [o, c] { answer(*c, *o, "game.replay", on_save(*o), replay_text); });

  CLI::App* autoplay = verb("auto", "Let a policy play sides until a person must decide", [o, c] {
    const json args = on_save(*o, {{"sides", fmt::format("{}", fmt::join(o->sides, ","))}, {"policy", o->policy},
                                   {"style", o->style}, {"steps", o->steps}});
    answer(*c, *o, "game.auto", args, auto_text);
  });
  autoplay->add_option("--side", o->sides, "the sides it plays: all, a side's number or its name (repeatable)");
  autoplay->add_option("--steps", o->steps, "at most this many answers (1 to 1000000)");
  autoplay->add_option("--policy", o->policy, "ai (the rule set's own, else first), first or random");
  autoplay->add_option("--style", o->style, "the AI's style: standard or one the rule set lists (sandtable rules ID)");
}

}  // namespace sandtable::cli
