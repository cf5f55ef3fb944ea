#include "server/game_host.hpp"

#include <fmt/format.h>

#include "api/api.hpp"
#include "api/scenario_source.hpp"
#include "api/sides_named.hpp"
#include "core/random.hpp"
#include "engine/store.hpp"
#include "server/secrets.hpp"

namespace sandtable::server {

namespace {

constexpr const char* kSaveEnding = ".sandtable";
constexpr std::size_t kGameIdLength = 10;

// The seat the creator takes: "umpire", or a side's name or number.
engine::Seat host_seat(const std::string& text, bool umpired, const std::vector<std::string>& sides) {
  if (text == "umpire") {
    if (!umpired) throw engine::BadInput("seat", "this game has no umpire: take a side's seat");
    return {engine::Role::kUmpire, engine::kNoSide};
  }
  if (text.empty()) return umpired ? engine::Seat{engine::Role::kUmpire, engine::kNoSide} : engine::Seat{engine::Role::kPlayer, 0};
  const std::set<engine::SideIndex> named = api::sides_named(text, sides, "seat");
  if (named.size() != 1) throw engine::BadInput("seat", "name one side (or umpire) for your own seat");
  return {engine::Role::kPlayer, *named.begin()};
}

}  // namespace

GameHost::GameHost(const engine::Registry& registry, GameHostOptions options)
    : registry_(registry), options_(std::move(options)) {
  std::filesystem::create_directories(options_.dir);
  for (const auto& entry : std::filesystem::directory_iterator(options_.dir)) {
    if (!entry.is_regular_file() || entry.path().extension() != kSaveEnding) continue;
    try {
      std::unique_ptr<HostedGame> game = HostedGame::load(entry.path(), registry_);
      const std::string id = game->id();
      games_.emplace(id, std::move(game));
    } catch (const std::exception& e) {
      problems_.push_back(e.what());
    }
  }
}

const engine::InputSpec& GameHost::create_spec() {
  static const engine::InputSpec spec = [] {
    std::vector<engine::Field> fields = api::scenario_fields();
    std::erase_if(fields, [](const engine::Field& f) { return f.name == "scenario_path"; });
    fields.push_back(engine::object("rulings", "rulings over the scenario's own, NAME: value"));
    fields.push_back(engine::seed("seed", "seed of the game's digital dice (default: a fresh one)"));
    fields.push_back(engine::flag("umpired", "the game has an umpire's seat, who sees everything").with_default(true));
    fields.push_back(engine::choice("dice", {"digital", "typed"}, "the server rolls every die, or the seats type the faces of their own dice")
                         .with_default("digital"));
    fields.push_back(engine::text("ai_sides", "sides the AI plays: names or numbers separated by commas").with_default(""));
    fields.push_back(engine::text("seat", "your own seat: umpire, or a side's name or number (default: the umpire's, else the first side's)")
                         .with_default(""));
    return engine::InputSpec(std::move(fields));
  }();
  return spec;
}

const engine::InputSpec& GameHost::join_spec() {
  static const engine::InputSpec spec{engine::text("code", "the seat's join code, as the game's host read it out", 40).as_required()};
  return spec;
}

Json GameHost::create(const Json& given) {
  const Json args = create_spec().validate(given);
  if (!args.contains("scenario_text")) throw engine::BadInput("scenario_text", "give the scenario as YAML text");
  const std::string& text = args["scenario_text"].get_ref<const std::string&>();
  engine::Scenario scenario =
      engine::parse_scenario(text, args.contains("scenario_name") ? args["scenario_name"].get<std::string>() : "scenario_text");
  if (!args.contains("scenario_name") && !scenario.name.empty()) scenario.source_name = scenario.name;
  const engine::RuleSet& rules = registry_.find(scenario.ruleset);
  const engine::Rulings rulings = api::rulings_from(args, scenario.rulings);
  const std::uint64_t seed = args.contains("seed") ? args["seed"].get<std::uint64_t>() : core::fresh_seed();

  if (size() >= options_.max_games) {
    throw engine::BadInput("", fmt::format("this server hosts {} games already, its most", options_.max_games));
  }
  // 32^10 ids: one already taken would only make the save's creation fail (its file exists).
  const std::string id = random_code(kGameIdLength);
  const std::filesystem::path path = options_.dir / (id + kSaveEnding);
  // Starting in memory first checks the scenario and rulings without leaving a file behind.
  const std::vector<std::string> sides = rules.start(scenario, rulings)->side_names();
  HostedSetup setup;
  setup.umpired = args["umpired"].get<bool>();
  setup.dice = args["dice"].get<std::string>() == "typed" ? DiceMode::kTyped : DiceMode::kDigital;
  setup.ai_sides = api::sides_named(args["ai_sides"].get<std::string>(), sides, "ai_sides");
  setup.host = host_seat(args["seat"].get<std::string>(), setup.umpired, sides);
  if (setup.host.role == engine::Role::kPlayer && setup.ai_sides.contains(setup.host.side)) {
    throw engine::BadInput("seat", "your own side cannot also be the AI's");
  }
  auto game = std::make_unique<HostedGame>(
      id, play::TrackedGame::start(path.string(), registry_, scenario, rulings, seed), setup);
  const SeatRecord host = *game->seat_record(setup.host);
  // Only now is the list locked: a game whose AI plays a long way must not hold up the others.
  std::lock_guard lock(mutex_);
  games_.emplace(id, std::move(game));
  return {{"game", id}, {"token", host.token}, {"seat", {{"role", engine::role_name(host.seat.role)}, {"side", host.seat.side}}}};
}

Json GameHost::join(const Json& given) {
  const Json args = join_spec().validate(given);
  const std::string code = args["code"].get<std::string>();
  std::lock_guard lock(mutex_);
  for (const auto& [id, game] : games_) {
    if (const std::optional<SeatRecord> seat = game->seat_with_code(code)) {
      return {{"game", id}, {"token", seat->token}, {"seat", {{"role", engine::role_name(seat->seat.role)}, {"side", seat->seat.side}}}};
    }
  }
  throw api::NotFound("code", "no seat has this join code: check it with the game's host");
}

HostedGame* GameHost::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  const auto found = games_.find(id);
  return found == games_.end() ? nullptr : found->second.get();
}

std::pair<HostedGame*, SeatRecord> GameHost::open(std::string_view token) {
  const std::size_t dot = token.find('.');
  HostedGame* game = dot == std::string_view::npos ? nullptr : find(std::string(token.substr(0, dot)));
  if (game != nullptr) {
    if (const std::optional<SeatRecord> seat = game->seat_with_token(token)) return {game, *seat};
  }
  throw api::NotFound("token", "no seat has this token: join the game again with its code");
}

std::size_t GameHost::size() const {
  std::lock_guard lock(mutex_);
  return games_.size();
}

void GameHost::stop_waiting() {
  std::lock_guard lock(mutex_);
  for (auto& [id, game] : games_) game->stop_waiting();
}

}  // namespace sandtable::server
