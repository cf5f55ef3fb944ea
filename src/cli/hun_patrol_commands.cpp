// `sandtable hun patrol new|initiative|unit-lost|show|score`: Patrol and Defense modes.
#include <fmt/format.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <memory>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/hun_commands.hpp"
#include "cli/words.hpp"
#include "core/random.hpp"
#include "rules/hun/patrol.hpp"
#include "rules/hun/score.hpp"
#include "rules/hun/session_file.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;
using nlohmann::json;

namespace {

// Runs a command body; a refusal names the option it is about as typed ("--player-units: ...").
std::function<void()> options_named(std::function<void()> body) {
  return [body = std::move(body)] {
    try {
      body();
    } catch (const engine::BadInput& e) {
      if (e.field().empty() || e.field() == "session") throw;
      throw engine::BadInput(e.field(), e.detail(), option_name(e.field()) + ": " + e.detail());
    }
  };
}

rh::Session load(const std::string& path) { return rh::parse_session(rh::load_file(path)); }

json enemy_json(const rh::EnemyUnit& e) {
  json j = {{"id", e.id}, {"type", e.type}, {"quality", std::string(rh::name(e.quality))}, {"acted", e.acted}};
  if (e.attendants > 0) j["attendants"] = e.attendants;
  return j;
}

json state_json(const rh::Session& s) {
  json enemy = json::array();
  for (const auto& e : s.enemy) enemy.push_back(enemy_json(e));
  return {{"mode", std::string(rh::name(s.mode))},
          {"seed", s.seed},
          {"turn", s.turn},
          {"player", {{"units", s.player_units}, {"acted", s.player_acted}}},
          {"enemy", std::move(enemy)},
          {"enemy_generals", rh::generals_on_table(s)},
          {"enemy_spotted", s.enemy_spotted}};
}

void print_state(const rh::Session& s, std::ostream& out) {
  out << fmt::format("{} mode, turn {}, seed {}\n", rh::name(s.mode), s.turn, s.seed);
  out << fmt::format("player units: {} ({} acted this turn)\n", s.player_units, s.player_acted);
  out << fmt::format("enemy units: {}\n", s.enemy.size());
  for (const auto& e : s.enemy) {
    out << fmt::format("  #{} {} {}{}{}\n", e.id, rh::name(e.quality), e.type,
                       e.attendants ? fmt::format(" ({} attendants)", e.attendants) : "", e.acted ? ", acted" : "");
  }
}

json result_json(const rh::InitiativeResult& r) {
  using Kind = rh::InitiativeResult::Kind;
  json j = {{"turn", r.turn},
            {"result", r.kind == Kind::kPlayer ? "player" : r.kind == Kind::kEnemy ? "enemy" : "spotted"},
            {"new_turn", r.new_turn}};
  if (r.enemy) j["enemy"] = enemy_json(*r.enemy);
  if (r.spotted) {
    const rh::Spotted& sp = *r.spotted;
    j["spotted"] = {{"id", sp.unit.id},
                    {"type", sp.unit.type},
                    {"quality", std::string(rh::name(sp.unit.quality))},
                    {"distance", {{"dice", sp.distance.dice}, {"plus_inches", sp.distance.plus_inches}}},
                    {"direction", sp.direction},
                    {"general", sp.general.has_value()}};
    if (sp.unit.attendants > 0) j["spotted"]["attendants"] = sp.unit.attendants;
    if (sp.general) j["spotted"]["general_id"] = sp.general->id;
  }
  return j;
}

void print_result(const rh::InitiativeResult& r, std::ostream& out) {
  using Kind = rh::InitiativeResult::Kind;
  if (r.new_turn) out << fmt::format("-- turn {} begins --\n", r.turn);
  if (r.kind == Kind::kPlayer) out << fmt::format("turn {}: a player unit of your choice acts\n", r.turn);
  if (r.kind == Kind::kEnemy) {
    out << fmt::format("turn {}: enemy unit #{} ({} {}) acts\n", r.turn, r.enemy->id, rh::name(r.enemy->quality),
                       r.enemy->type);
  }
  if (r.kind == Kind::kSpotted) {
    const rh::Spotted& sp = *r.spotted;
    out << fmt::format("turn {}: new enemy spotted! #{} {} {}{}, at least {} dice + {} inches away to the {}\n", r.turn,
                       sp.unit.id, rh::name(sp.unit.quality), sp.unit.type,
                       sp.unit.attendants ? fmt::format(" with {} attendants", sp.unit.attendants) : "",
                       sp.distance.dice, sp.distance.plus_inches, sp.direction);
    if (sp.general) out << fmt::format("  with a non-player general (#{})\n", sp.general->id);
  }
}

struct PatrolOptions {
  std::string session;
  std::string mode = "patrol";
  int player_units = 0;
  std::optional<std::uint64_t> seed;
  bool force = false;
  std::string side = "player";
  bool acted = false;
  std::optional<int> id;
  bool json = false;
};

// The session's state as JSON or text, by --json.
void show_state(const PatrolOptions& o, const rh::Session& s, std::ostream& out) {
  if (o.json) {
    out << state_json(s).dump(2) << "\n";
  } else {
    print_state(s, out);
  }
}

void run_new(const PatrolOptions& o, std::ostream& out) {
  if (std::filesystem::exists(o.session) && !o.force) {
    throw UsageError(fmt::format("{} already exists; pass --force to start over", o.session));
  }
  const rh::Session s = rh::new_session(rh::parse_mode(o.mode), o.player_units, o.seed ? *o.seed : core::fresh_seed());
  rh::save_atomically(o.session, rh::session_json(s));
  show_state(o, s, out);
}

void run_initiative(const PatrolOptions& o, std::ostream& out) {
  rh::Session s = load(o.session);
  const rh::InitiativeResult r = rh::press_initiative(s);
  rh::save_atomically(o.session, rh::session_json(s));
  o.json ? void(out << result_json(r).dump(2) << "\n") : print_result(r, out);
}

void run_unit_lost(const PatrolOptions& o, std::ostream& out) {
  rh::Session s = load(o.session);
  if (o.side == "player") {
    if (o.id) throw UsageError("--id names an enemy unit; for a player unit say --acted or not");
    rh::player_unit_lost(s, o.acted);
  } else if (o.side == "enemy") {
    if (!o.id) throw UsageError("say which enemy unit with --id (see hun patrol show)");
    rh::enemy_unit_lost(s, *o.id);
  } else {
    throw UsageError(fmt::format("unknown side '{}' (player or enemy)", o.side));
  }
  rh::save_atomically(o.session, rh::session_json(s));
  show_state(o, s, out);
}

void register_score(CLI::App& patrol, std::ostream& out) {
  struct ScoreOptions {
    rh::PatrolOutcome outcome;
    bool json = false;
  };
  auto o = std::make_shared<ScoreOptions>();
  CLI::App* c = patrol.add_subcommand("score", "XII.B: the Patrol Mode scoring guide");
  c->add_option("--survived", o->outcome.survived, "player units surviving the game");
  c->add_option("--half-strength", o->outcome.half_strength, "of those, at half strength or above");
  c->add_option("--unscathed", o->outcome.unscathed, "of those, no more than a quarter wounded or killed");
  c->add_option("--supply-captured", o->outcome.supply_captured, "enemy supply transports captured or destroyed");
  c->add_option("--headquarters-members", o->outcome.headquarters_members, "enemy headquarters figures captured or killed");
  c->add_option("--driven-off", o->outcome.driven_off, "enemy units (generals too) driven off the table");
  c->add_option("--feet-crossed", o->outcome.feet_crossed, "feet of table crossed toward one big objective");
  c->add_option("--other-points", o->outcome.other_points, "points for other scenario objectives");
  c->add_flag("--json", o->json, "machine-readable output");
  c->callback(options_named([o, &out] {
    const rh::PatrolScore s = rh::score_patrol(o->outcome);
    if (o->json) {
      out << json{{"points", s.points}, {"lost", s.lost}, {"lines", s.lines}}.dump(2) << "\n";
      return;
    }
    for (const auto& line : s.lines) out << "  " << line << "\n";
    out << fmt::format("total: {} points{}\n", s.points, s.lost ? " (but the players lose)" : "");
  }));
}

}  // namespace

void register_patrol_commands(CLI::App& hun, std::ostream& out) {
  CLI::App* patrol = hun.add_subcommand("patrol", "XII-XIII: Patrol and Defense modes (a saved session)");
  patrol->require_subcommand(1);
  auto o = std::make_shared<PatrolOptions>();

  CLI::App* create = patrol->add_subcommand("new", "Start a session in a file");
  create->add_option("session", o->session, "the session file")->required();
  create->add_option("--mode", o->mode, "patrol|defense");
  create->add_option("--player-units", o->player_units, "player units on the table")->required();
  create->add_option("--seed", o->seed, "seed for repeatable dice (default: random, saved in the session)");
  create->add_flag("--force", o->force, "replace an existing session file");
  create->add_flag("--json", o->json, "machine-readable output");
  create->callback(options_named([o, &out] { run_new(*o, out); }));

  CLI::App* press = patrol->add_subcommand("initiative", "Press the Initiative button: who acts next, or new enemy");
  press->add_option("session", o->session, "the session file")->required();
  press->add_flag("--json", o->json, "machine-readable output");
  press->callback(options_named([o, &out] { run_initiative(*o, out); }));

  CLI::App* lost = patrol->add_subcommand("unit-lost", "A unit has left the table (killed, routed, driven off)");
  lost->add_option("session", o->session, "the session file")->required();
  lost->add_option("--side", o->side, "player|enemy");
  lost->add_flag("--acted", o->acted, "player side: the unit had already acted this turn");
  lost->add_option("--id", o->id, "enemy side: the unit's number");
  lost->add_flag("--json", o->json, "machine-readable output");
  lost->callback(options_named([o, &out] { run_unit_lost(*o, out); }));

  CLI::App* show = patrol->add_subcommand("show", "The session's state");
  show->add_option("session", o->session, "the session file")->required();
  show->add_flag("--json", o->json, "machine-readable output");
  show->callback(options_named([o, &out] {
    show_state(*o, load(o->session), out);
  }));

  register_score(*patrol, out);
}

}  // namespace sandtable::cli::hun
