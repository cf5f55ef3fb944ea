#include "server/hosted_game.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "engine/store.hpp"
#include "play/game_map.hpp"
#include "server/secrets.hpp"

namespace sandtable::server {

namespace {

constexpr const char* kSetupNote = "server.setup";
constexpr const char* kSeatsNote = "server.seats";
constexpr const char* kAuditNote = "server.audit";
// The most answers the AI and the digital dice give in a row before a person is asked again.
constexpr std::uint64_t kMostAutomaticAnswers = 200'000;

Json seat_json(const engine::Seat& seat) { return {{"role", engine::role_name(seat.role)}, {"side", seat.side}}; }

engine::Seat seat_from(const Json& json) {
  return {engine::role_named(json.at("role").get<std::string>()).value_or(engine::Role::kObserver),
          json.at("side").get<engine::SideIndex>()};
}

Json setup_json(const std::string& id, const HostedSetup& setup) {
  return {{"id", id},
          {"umpired", setup.umpired},
          {"dice", setup.dice == DiceMode::kTyped ? "typed" : "digital"},
          {"ai_sides", setup.ai_sides},
          {"host", seat_json(setup.host)}};
}

HostedSetup setup_from(const Json& json) {
  HostedSetup setup;
  setup.umpired = json.at("umpired").get<bool>();
  setup.dice = json.at("dice").get<std::string>() == "typed" ? DiceMode::kTyped : DiceMode::kDigital;
  setup.ai_sides = json.at("ai_sides").get<std::set<engine::SideIndex>>();
  setup.host = seat_from(json.at("host"));
  return setup;
}

Json seats_json(const std::vector<SeatRecord>& seats) {
  Json out = Json::array();
  for (const SeatRecord& s : seats) {
    Json j = seat_json(s.seat);
    j["code"] = s.code;
    j["token"] = s.token;
    j["host"] = s.host;
    out.push_back(std::move(j));
  }
  return out;
}

std::vector<SeatRecord> seats_from(const Json& json) {
  std::vector<SeatRecord> seats;
  for (const Json& j : json) {
    seats.push_back({seat_from(j), j.at("code").get<std::string>(), j.at("token").get<std::string>(), j.at("host").get<bool>()});
  }
  return seats;
}

bool has_roll(const std::vector<engine::Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const engine::Event& e) { return e.kind == engine::EventKind::kDice; });
}

bool same_seat(const engine::Seat& a, const engine::Seat& b) { return a.role == b.role && a.side == b.side; }

// A seat for each side's player, one for the umpire when there is one, and one for observers.
std::vector<SeatRecord> draw_seats(const std::string& id, std::size_t sides, const HostedSetup& setup) {
  std::vector<engine::Seat> seats;
  for (std::size_t s = 0; s < sides; ++s) {
    if (!setup.ai_sides.contains(static_cast<engine::SideIndex>(s))) {
      seats.push_back({engine::Role::kPlayer, static_cast<engine::SideIndex>(s)});
    }
  }
  if (setup.umpired) seats.push_back({engine::Role::kUmpire, engine::kNoSide});
  seats.push_back({engine::Role::kObserver, engine::kNoSide});
  std::vector<SeatRecord> records;
  for (const engine::Seat& seat : seats) {
    records.push_back({seat, random_code(), id + "." + random_token(), same_seat(seat, setup.host)});
  }
  return records;
}

}  // namespace

HostedGame::HostedGame(std::string id, play::TrackedGame game, const HostedSetup& setup)
    : HostedGame(id, std::move(game), setup, {}) {
  seats_ = draw_seats(id_, game_.session().game().side_names().size(), setup_);
  game_.set_note(kSetupNote, setup_json(id_, setup_).dump());
  store_seats();
  settle();
}

HostedGame::HostedGame(std::string id, play::TrackedGame game, HostedSetup setup, std::vector<SeatRecord> seats)
    : id_(std::move(id)),
      game_(std::move(game)),
      setup_(std::move(setup)),
      seats_(std::move(seats)),
      // From the clock, so versions keep rising across a restart and a returning phone sees a change.
      version_(static_cast<std::uint64_t>(engine::system_clock_ms())) {}

std::unique_ptr<HostedGame> HostedGame::load(const std::filesystem::path& path, const engine::Registry& registry) {
  play::TrackedGame game = play::TrackedGame::load(path.string(), registry);
  const std::optional<std::string> setup = game.note(kSetupNote);
  const std::optional<std::string> seats = game.note(kSeatsNote);
  if (!setup || !seats) throw engine::StoreError(fmt::format("{}: not a hosted game (no seats stored)", path.string()));
  try {
    const Json setup_stored = Json::parse(*setup);
    return std::unique_ptr<HostedGame>(new HostedGame(setup_stored.at("id").get<std::string>(), std::move(game),
                                                      setup_from(setup_stored), seats_from(Json::parse(*seats))));
  } catch (const Json::exception& e) {
    throw engine::StoreError(fmt::format("{}: the hosted game's seats are damaged: {}", path.string(), e.what()));
  }
}

void HostedGame::store_seats() { game_.set_note(kSeatsNote, seats_json(seats_).dump()); }

std::optional<SeatRecord> HostedGame::seat_with_token(std::string_view token) const {
  std::optional<SeatRecord> found;
  for (const SeatRecord& s : seats_) {
    if (same_secret(s.token, token)) found = s;
  }
  return found;
}

std::optional<SeatRecord> HostedGame::seat_record(const engine::Seat& seat) const {
  for (const SeatRecord& s : seats_) {
    if (same_seat(s.seat, seat)) return s;
  }
  return std::nullopt;
}

std::optional<SeatRecord> HostedGame::seat_with_code(std::string_view code) const {
  const std::string wanted = normalized_code(code);
  std::optional<SeatRecord> found;
  for (const SeatRecord& s : seats_) {
    if (same_secret(s.code, wanted)) found = s;
  }
  return found;
}

bool HostedGame::may_roll(const SeatRecord& seat) const {
  const engine::Request request = game_.session().next_request();
  const auto* roll = std::get_if<engine::DiceRequest>(&request);
  if (roll == nullptr) return false;
  // The umpire may make any roll (one left pending by his undo, say).
  if (seat.seat.role == engine::Role::kUmpire) return true;
  if (seat.seat.role != engine::Role::kPlayer || setup_.dice != DiceMode::kTyped) return false;
  // A roll of no side's is the umpire's; with no umpire, any player makes it.
  return roll->side == seat.seat.side || (roll->side == engine::kNoSide && !setup_.umpired);
}

Json HostedGame::view(const SeatRecord& seat) const {
  std::lock_guard lock(mutex_);
  CachedView& cached = views_[ViewKey{seat.seat.role, seat.seat.side, seat.host}];
  if (cached.version != version_) cached = {version_, compute_view(seat)};
  return cached.view;
}

Json HostedGame::compute_view(const SeatRecord& seat) const {
  const engine::Session& session = game_.session();
  const engine::Game& game = session.game();
  const engine::Request request = session.next_request();
  const std::vector<std::string> sides = game.side_names();
  Json seat_shown = seat_json(seat.seat);
  if (seat.seat.side >= 0) seat_shown["side_name"] = sides.at(static_cast<std::size_t>(seat.seat.side));
  const bool umpire = seat.seat.role == engine::Role::kUmpire;
  Json result = {{"game", id_},
                 {"ruleset", game_.rule_set().id},
                 {"ruleset_name", game_.rule_set().name},
                 {"scenario", game_.header().scenario_name},
                 {"seat", std::move(seat_shown)},
                 {"sides", sides},
                 {"umpired", setup_.umpired},
                 {"dice", setup_.dice == DiceMode::kTyped ? "typed" : "digital"},
                 {"ai_sides", setup_.ai_sides},
                 {"version", version_},
                 {"events", session.events().size()},
                 {"state", engine::state_view(game, seat.seat)},
                 {"summary", engine::summary_view(game, seat.seat)},
                 {"unit_notes", engine::unit_notes_view(game, seat.seat)},
                 {"map", play::map_json(game_)},
                 {"request", engine::request_view(game, request, seat.seat)},
                 {"may", {{"decide", engine::may_decide(request, seat.seat)},
                          {"roll", may_roll(seat)},
                          {"undo", may_undo(seat)},
                          {"override", umpire && has_roll(session.events())},
                          {"close", umpire && std::holds_alternative<engine::SealedOrders>(request)}}}};
  if (seat.host) {
    Json codes = Json::array();
    for (const SeatRecord& s : seats_) {
      Json j = seat_json(s.seat);
      j["code"] = s.code;
      codes.push_back(std::move(j));
    }
    result["join_codes"] = std::move(codes);
  }
  if (umpire) result["audit"] = Json::parse(game_.note(kAuditNote).value_or("[]"));
  return result;
}

Json HostedGame::log(const SeatRecord& seat, std::uint64_t after) const {
  std::lock_guard lock(mutex_);
  return {{"events", engine::log_view(game_.session().game(), game_.session().events(), after, seat.seat)},
          {"version", version_}};
}

Json HostedGame::answer(const engine::Event& event) {
  const Json shown = engine::to_json(event);
  settle();
  changed();
  return {{"event", shown}, {"version", version_}};
}

Json HostedGame::decide(const SeatRecord& seat, const Json& args) {
  std::lock_guard lock(mutex_);
  if (!engine::may_decide(game_.session().next_request(), seat.seat)) {
    throw engine::IllegalAction("it is not this seat's decision now");
  }
  std::optional<engine::SideIndex> side;
  if (seat.seat.role == engine::Role::kPlayer) {
    if (args.contains("side") && args["side"] != seat.seat.side) throw engine::IllegalAction("a player writes only his own side's orders");
    side = seat.seat.side;
  }
  if (seat.seat.role == engine::Role::kUmpire && args.contains("side")) side = args["side"].get<engine::SideIndex>();
  if (args.contains("number")) return answer(game_.choose(args["number"].get<std::size_t>(), side));
  return answer(game_.apply(engine::Action{args.at("action"), ""}, side));
}

Json HostedGame::close_round(const SeatRecord& seat) {
  std::lock_guard lock(mutex_);
  if (seat.seat.role != engine::Role::kUmpire) throw engine::IllegalAction("only the umpire closes a round of orders");
  const engine::Event& event = game_.close_round();
  audit(seat, fmt::format("closed {} early: the orders written stand", event.payload.at("round").get<std::string>()));
  return answer(event);
}

Json HostedGame::roll(const SeatRecord& seat, const std::optional<std::string>& faces) {
  std::lock_guard lock(mutex_);
  if (!may_roll(seat)) {
    throw engine::IllegalAction(setup_.dice == DiceMode::kTyped || seat.seat.role == engine::Role::kUmpire
                                    ? "it is not this seat's roll now"
                                    : "the server rolls this game's dice");
  }
  return answer(faces ? game_.roll_typed(*faces) : game_.roll_digital());
}

bool HostedGame::may_undo(const SeatRecord& seat) const {
  const std::vector<engine::Event>& events = game_.session().events();
  if (events.empty()) return false;
  if (seat.seat.role == engine::Role::kUmpire) return true;
  const engine::Event& last = events.back();
  return seat.seat.role == engine::Role::kPlayer && last.kind == engine::EventKind::kDecision && last.side == seat.seat.side;
}

Json HostedGame::undo(const SeatRecord& seat) {
  std::lock_guard lock(mutex_);
  if (game_.session().events().empty()) throw engine::IllegalAction("nothing to undo");
  if (!may_undo(seat)) {
    throw engine::IllegalAction("a player may take back only his own decision, while it is the last thing done");
  }
  const Json undone = engine::to_json(game_.session().events().back());
  game_.undo();
  if (seat.seat.role == engine::Role::kUmpire) audit(seat, fmt::format("took back event {}", undone.at("seq").get<std::uint64_t>()));
  changed();
  return {{"undone", undone}, {"version", version_}};
}

Json HostedGame::override_roll(const SeatRecord& seat, std::optional<std::uint64_t> seq, const std::string& faces) {
  std::lock_guard lock(mutex_);
  if (seat.seat.role != engine::Role::kUmpire) throw engine::IllegalAction("only the umpire overrides a roll");
  const std::vector<engine::Event>& events = game_.session().events();
  if (!seq) {
    if (events.empty() || events.back().kind != engine::EventKind::kDice) {
      throw engine::IllegalAction("the last thing done is not a roll: say which roll (seq)");
    }
    seq = events.back().seq;
  }
  const Json old_faces = *seq >= 1 && *seq <= events.size() ? events[*seq - 1].payload.value("faces", Json()) : Json();
  const engine::Event& event = game_.override_roll(*seq, faces);
  audit(seat, fmt::format("replaced roll {} ({}) with {}", *seq, old_faces.dump(), event.payload.at("faces").dump()));
  return answer(event);
}

void HostedGame::audit(const SeatRecord& seat, const std::string& what) {
  Json entries = Json::parse(game_.note(kAuditNote).value_or("[]"));
  entries.push_back({{"unix_ms", engine::system_clock_ms()}, {"seat", engine::role_name(seat.seat.role)}, {"what", what}});
  game_.set_note(kAuditNote, entries.dump());
}

void HostedGame::settle() {
  if (setup_.ai_sides.empty() && setup_.dice == DiceMode::kTyped) return;
  const play::Policy ai = play::policy_for(game_.rule_set(), play::first_listed);
  // Digital dice are the host's for every seat; typed dice are every seat's own, the AI's too.
  game_.auto_play(setup_.ai_sides, ai, kMostAutomaticAnswers,
                  setup_.dice == DiceMode::kDigital ? play::TrackedGame::DiceRolled::kEveryone
                                                    : play::TrackedGame::DiceRolled::kNone);
}

void HostedGame::changed() {
  ++version_;
  changed_.notify_all();
}

std::uint64_t HostedGame::version() const {
  std::lock_guard lock(mutex_);
  return version_;
}

std::uint64_t HostedGame::wait_for_change(std::uint64_t seen, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return version_ != seen || stopping_; });
  return version_;
}

void HostedGame::stop_waiting() {
  std::lock_guard lock(mutex_);
  stopping_ = true;
  changed_.notify_all();
}

bool HostedGame::stopping() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

}  // namespace sandtable::server
