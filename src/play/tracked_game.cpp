#include "play/tracked_game.hpp"

#include <fmt/format.h>

#include <charconv>

#include "engine/rule_set.hpp"

namespace sandtable::play {

namespace {

constexpr const char* kSeedNote = "dice_seed";
constexpr const char* kRedoNote = "redo";

// What the logged answer `seq` was, in the log's own words.
std::string answer_text(const engine::Event& event) {
  const std::string words = event.payload.value("label", event.payload.value("reason", std::string{}));
  return words.empty() ? fmt::format("event {}", event.seq) : fmt::format("event {} ({})", event.seq, words);
}

engine::DiceRequest pending_roll(const engine::Session& session) {
  const engine::Request request = session.next_request();
  if (const auto* roll = std::get_if<engine::DiceRequest>(&request)) return *roll;
  throw engine::IllegalAction(std::holds_alternative<engine::GameOver>(request)
                                  ? "no roll is due: the game is over"
                                  : "no roll is due: the game is waiting for a decision or orders");
}

// The decision an answer for `side` (or, left out, for the one side that may answer) is for.
const engine::Decision& decision_due(const engine::Request& request, std::optional<engine::SideIndex> side) {
  if (const auto* decision = std::get_if<engine::Decision>(&request)) {
    if (side && *side != decision->side) {
      throw engine::IllegalAction(fmt::format("side {} cannot answer: the decision is side {}'s ({})", *side,
                                              decision->side, decision->prompt));
    }
    return *decision;
  }
  if (const auto* orders = std::get_if<engine::SealedOrders>(&request)) {
    if (side) {
      if (const engine::Decision* d = orders->decision_of(*side)) return *d;
      throw engine::IllegalAction(fmt::format("side {} writes no orders in round {}", *side, orders->round));
    }
    std::vector<const engine::Decision*> writing;
    for (const engine::Decision& d : orders->decisions) {
      if (!orders->is_sealed(d.side)) writing.push_back(&d);
    }
    if (writing.size() == 1) return *writing.front();
    throw engine::IllegalAction(fmt::format("round {} has sealed orders from several sides: say which side answers",
                                            orders->round));
  }
  throw engine::IllegalAction(std::holds_alternative<engine::GameOver>(request)
                                  ? "no decision is due: the game is over"
                                  : "no decision is due: the game is waiting for dice");
}

engine::SeededDice digital_dice(std::uint64_t seed, std::size_t events) {
  return engine::SeededDice(core::Rng::stream(seed, events, core::Purpose::kGeneral));
}

}  // namespace

TrackedGame TrackedGame::start(const std::string& path, const engine::Registry& registry,
                               const engine::Scenario& scenario, const engine::Rulings& rulings,
                               std::uint64_t dice_seed) {
  const engine::RuleSet& rule_set = registry.find(scenario.ruleset);
  TrackedGame game(engine::SavedGame::start(path, rule_set, scenario, rulings, engine::system_clock_ms), rule_set);
  game.set_dice_seed(dice_seed);
  return game;
}

TrackedGame TrackedGame::start_in_memory(const engine::Registry& registry, const engine::Scenario& scenario,
                                         const engine::Rulings& rulings, std::uint64_t dice_seed) {
  return start(engine::kInMemory, registry, scenario, rulings, dice_seed);
}

TrackedGame TrackedGame::load(const std::string& path, const engine::Registry& registry) {
  engine::SavedGame saved = engine::SavedGame::load(path, registry, engine::system_clock_ms);
  const engine::RuleSet& rule_set = registry.find(saved.file().header().ruleset);
  return TrackedGame(std::move(saved), rule_set);
}

TrackedGame TrackedGame::load_bytes(std::string_view bytes, const engine::Registry& registry) {
  engine::SavedGame saved = engine::SavedGame::resume(engine::SaveFile::from_bytes(bytes), registry, engine::system_clock_ms);
  const engine::RuleSet& rule_set = registry.find(saved.file().header().ruleset);
  return TrackedGame(std::move(saved), rule_set);
}

std::uint64_t TrackedGame::dice_seed() const {
  const std::optional<std::string> text = saved_.file().note(kSeedNote);
  if (text) {
    // Digits only: std::stoull would read "-1" as 2^64 - 1.
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), seed);
    if (error == std::errc{} && end == text->data() + text->size()) return seed;
  }
  throw engine::StoreError(fmt::format("{}: the dice seed is missing or damaged; give one with --seed",
                                       saved_.file().path()));
}

void TrackedGame::set_dice_seed(std::uint64_t seed) { saved_.file().set_note(kSeedNote, std::to_string(seed)); }

const engine::Event& TrackedGame::choose(std::size_t number, std::optional<engine::SideIndex> side) {
  const engine::Request request = session().next_request();
  const engine::Decision& decision = decision_due(request, side);
  if (number < 1 || number > decision.actions.size()) {
    throw engine::IllegalAction(fmt::format("there is no action {}: choose 1 to {} ({})", number,
                                            decision.actions.size(), decision.prompt));
  }
  return apply(decision.actions[number - 1], decision.side);
}

const engine::Event& TrackedGame::apply(const engine::Action& action, std::optional<engine::SideIndex> side) {
  const engine::Request request = session().next_request();
  const engine::Decision& decision = decision_due(request, side);
  if (std::holds_alternative<engine::SealedOrders>(request)) {
    return answered(saved_.session().apply_sealed(decision.side, action));
  }
  return answered(saved_.session().apply(action));
}

const engine::Event& TrackedGame::roll_typed(std::string_view text) {
  return answered(saved_.session().apply_dice(engine::TypedDice::parse(text, pending_roll(session()))));
}

const engine::Event& TrackedGame::roll_digital() {
  pending_roll(session());
  engine::SeededDice dice = digital_dice(dice_seed(), session().events().size());
  return answered(saved_.session().roll(dice));
}

const engine::Event& TrackedGame::override_roll(std::uint64_t seq, std::string_view text) {
  const std::vector<engine::Event>& events = session().events();
  if (seq < 1 || seq > events.size()) {
    throw engine::IllegalAction(fmt::format("there is no event {}: the log holds events 1 to {}", seq, events.size()));
  }
  if (events[seq - 1].kind != engine::EventKind::kDice) throw engine::IllegalAction(fmt::format("event {} is not a roll", seq));
  std::unique_ptr<engine::Session> changed = session().copy_before(seq - 1);
  changed->apply_dice(engine::TypedDice::parse(text, pending_roll(*changed)));
  try {
    changed->replay({events.begin() + static_cast<std::ptrdiff_t>(seq), events.end()}, engine::Session::Words::kToldAgain);
  } catch (const engine::ReplayError& e) {
    const engine::Event& refused = events[e.seq() - 1];
    throw engine::IllegalAction(fmt::format("roll {} is left as it was: with {} the later answer {} would no longer be legal: {}",
                                            seq, text, answer_text(refused), e.what()));
  }
  saved_.session().adopt(std::move(*changed), seq - 1);
  return answered(session().events()[seq - 1]);
}

const engine::Event& TrackedGame::answered(const engine::Event& event) {
  if (saved_.file().note(kRedoNote)) saved_.file().set_note(kRedoNote, std::nullopt);
  return event;
}

std::vector<engine::Event> TrackedGame::redo_list() const {
  const std::optional<std::string> text = saved_.file().note(kRedoNote);
  std::vector<engine::Event> events;
  if (!text) return events;
  const engine::Json json = engine::Json::parse(*text, nullptr, false);
  try {
    if (!json.is_array()) throw std::invalid_argument("not a list");
    for (const engine::Json& e : json) events.push_back(engine::event_from_json(e));
  } catch (const std::invalid_argument& e) {
    throw engine::StoreError(fmt::format("{}: the redo list is damaged: {}", saved_.file().path(), e.what()));
  }
  return events;
}

void TrackedGame::set_redo_list(const std::vector<engine::Event>& events) {
  if (events.empty()) {
    saved_.file().set_note(kRedoNote, std::nullopt);
    return;
  }
  engine::Json json = engine::Json::array();
  for (const engine::Event& e : events) json.push_back(engine::to_json(e));
  saved_.file().set_note(kRedoNote, json.dump());
}

std::size_t TrackedGame::redo_count() const { return redo_list().size(); }

bool TrackedGame::undo() {
  if (!session().can_undo()) return false;
  std::vector<engine::Event> redo = redo_list();
  redo.push_back(session().events().back());
  saved_.session().undo();
  set_redo_list(redo);
  return true;
}

bool TrackedGame::redo() {
  std::vector<engine::Event> redo = redo_list();
  // A list left behind by a process killed before it could clear it no longer fits.
  if (!redo.empty() && redo.back().seq != session().events().size() + 1) redo.clear();
  if (redo.empty()) {
    set_redo_list(redo);
    return false;
  }
  try {
    saved_.session().replay({redo.back()});
  } catch (const engine::ReplayError& e) {
    // A list damaged on disk: the answer it holds cannot be given again, nor those after it.
    set_redo_list({});
    throw engine::StoreError(fmt::format("{}: the answer taken back no longer fits the game, so the redo list is dropped: {}",
                                         saved_.file().path(), e.what()));
  }
  redo.pop_back();
  set_redo_list(redo);
  return true;
}

std::optional<engine::Action> TrackedGame::advice(const Policy& policy) const {
  const engine::Request request = session().next_request();
  const auto* decision = std::get_if<engine::Decision>(&request);
  if (decision == nullptr) return std::nullopt;
  core::Rng choices = core::Rng::stream(dice_seed(), session().events().size(), core::Purpose::kDecision);
  return policy(session().game(), *decision, choices);
}

std::vector<engine::Event> TrackedGame::auto_play(const std::set<engine::SideIndex>& sides, const Policy& policy,
                                                  std::uint64_t max_answers, DiceRolled rolled) {
  // A roll belongs to the side that makes it; one of no side is made by whoever drives.
  const auto may_roll = [&](engine::SideIndex side) {
    return rolled == DiceRolled::kEveryone ||
           (rolled == DiceRolled::kSidesPlayed && (side == engine::kNoSide || sides.contains(side)));
  };
  std::vector<engine::Event> added;
  const std::uint64_t seed = dice_seed();
  while (added.size() < max_answers) {
    const engine::Request request = session().next_request();
    const std::size_t done = session().events().size();
    if (const auto* roll = std::get_if<engine::DiceRequest>(&request)) {
      if (!may_roll(roll->side)) break;
      engine::SeededDice dice = digital_dice(seed, done);
      added.push_back(saved_.session().roll(dice));
    } else if (const auto* decision = std::get_if<engine::Decision>(&request); decision && sides.contains(decision->side)) {
      core::Rng choices = core::Rng::stream(seed, done, core::Purpose::kDecision);
      added.push_back(saved_.session().apply(policy(session().game(), *decision, choices)));
    } else if (const auto* orders = std::get_if<engine::SealedOrders>(&request)) {
      const engine::Decision* writing = unsealed_among(*orders, sides);
      if (writing == nullptr) break;
      core::Rng choices = core::Rng::stream(seed, done, core::Purpose::kDecision);
      added.push_back(saved_.session().apply_sealed(writing->side, policy(session().game(), *writing, choices)));
    } else {
      break;
    }
    answered(added.back());
  }
  return added;
}

ReplayCheck TrackedGame::replay_check() {
  const std::string& path = saved_.file().path();
  std::vector<engine::Event> events;
  for (const engine::Event& e : session().events()) events.push_back(engine::event_from_json(engine::to_json(e)));
  engine::Session fresh(session().initial().clone());
  try {
    fresh.replay(events);
  } catch (const engine::ReplayError& e) {
    throw engine::StoreError(fmt::format("{}: the log does not replay: {}", path, e.what()));
  }
  if (fresh.game().fingerprint() != session().game().fingerprint()) {
    throw engine::StoreError(fmt::format("{}: replaying the log gives state {:016x}, not {:016x}", path,
                                         fresh.game().fingerprint(), session().game().fingerprint()));
  }
  const std::size_t checked = saved_.file().snapshots().size();
  saved_.checkpoint();
  return {events.size(), fresh.game().fingerprint(), fresh.log_fingerprint(), checked};
}

}  // namespace sandtable::play
