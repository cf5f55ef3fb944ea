#include "engine/log.hpp"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/hash.hpp"

namespace sandtable::engine {

namespace {

constexpr std::pair<EventKind, const char*> kKindNames[] = {
    {EventKind::kDecision, "decision"}, {EventKind::kDice, "dice"}, {EventKind::kClose, "close"}};

// What the answer just applied did, as the game tells it, kept with the event.
void with_results(Json& payload, const Game& game) {
  std::vector<std::string> results = game.results();
  if (!results.empty()) payload["results"] = std::move(results);
}

const char* kind_name(EventKind kind) {
  for (const auto& [k, name] : kKindNames) {
    if (k == kind) return name;
  }
  return "?";
}

// Whether the request is one that `event`, recorded for its side, can answer.
bool answers(const Request& request, const Event& event) {
  if (const auto* orders = std::get_if<SealedOrders>(&request)) {
    return event.kind == EventKind::kClose ? event.side == kNoSide : orders->decision_of(event.side) != nullptr;
  }
  if (const auto* d = std::get_if<Decision>(&request)) return d->side == event.side;
  if (const auto* d = std::get_if<DiceRequest>(&request)) return d->side == event.side;
  return false;
}

std::string due_text(const Request& request) {
  if (const auto* orders = std::get_if<SealedOrders>(&request)) {
    return fmt::format("sealed orders from sides {}", fmt::join(orders->sides(), ", "));
  }
  if (const auto* d = std::get_if<Decision>(&request)) return fmt::format("side {}", d->side);
  if (const auto* d = std::get_if<DiceRequest>(&request)) return fmt::format("side {}", d->side);
  return "nothing (the game is over)";
}

// The words for `action`, answering `decision` of `side` in `game` before it is applied: the
// listed action's label, else the one it came with, else the game's words for it.
std::string label_before(const Game& game, const Decision* decision, SideIndex side, const Action& action) {
  if (decision == nullptr) return action.label;
  if (const Action* listed = decision->find(action.json)) return listed->label;
  return action.label.empty() ? game.label_unlisted(side, action.json) : action.label;
}

// A decision's payload: the action, its label and the AI's reason when it gave one.
Json decision_payload(const Action& action, std::string label) {
  Json payload{{"action", action.json}, {"label", std::move(label)}};
  if (!action.why.empty()) payload["why"] = action.why;
  return payload;
}

// `event` with its label or reason and its results as the game tells them now: `due` is what
// the game asked before it, `after` the game once it is applied.
Event told_again(Event event, const Request& due, const Game& after) {
  if (const auto* dice = std::get_if<DiceRequest>(&due)) event.payload["reason"] = dice->reason;
  const Decision* decision = std::get_if<Decision>(&due);
  if (const auto* orders = std::get_if<SealedOrders>(&due)) decision = orders->decision_of(event.side);
  if (decision != nullptr && event.kind == EventKind::kDecision) {
    if (const Action* listed = decision->find(event.payload.at("action"))) event.payload["label"] = listed->label;
  }
  event.payload.erase("results");
  with_results(event.payload, after);
  return event;
}

std::string round_of(const Event& event) {
  const auto round = event.payload.find("round");
  if (round == event.payload.end() || !round->is_string()) throw IllegalAction("event has no \"round\" text");
  return round->get<std::string>();
}

// The member `key` of `json`, which must exist and be of the expected kind.
const Json& member(const Json& json, const char* key, Json::value_t type, const char* what) {
  const auto it = json.find(key);
  if (it == json.end()) throw std::invalid_argument(fmt::format("event has no \"{}\"", key));
  const bool ok = type == Json::value_t::number_integer ? it->is_number_integer() : it->type() == type;
  if (!ok) throw std::invalid_argument(fmt::format("event \"{}\" must be {}", key, what));
  return *it;
}

}  // namespace

Json to_json(const Event& event) {
  Json json{{"seq", event.seq}, {"kind", kind_name(event.kind)}, {"side", event.side}, {"payload", event.payload}};
  if (event.unix_ms) json["unix_ms"] = *event.unix_ms;
  return json;
}

Event event_from_json(const Json& json) {
  if (!json.is_object()) throw std::invalid_argument("an event must be a JSON object");
  Event e;
  const Json& seq = member(json, "seq", Json::value_t::number_integer, "a positive integer");
  if (seq.get<std::int64_t>() < 1) throw std::invalid_argument("event \"seq\" must be a positive integer");
  e.seq = seq.get<std::uint64_t>();
  const auto kind = member(json, "kind", Json::value_t::string, "\"decision\", \"dice\" or \"close\"").get<std::string>();
  const auto* named = std::find_if(std::begin(kKindNames), std::end(kKindNames),
                                   [&](const auto& entry) { return kind == entry.second; });
  if (named == std::end(kKindNames)) {
    throw std::invalid_argument(fmt::format("event kind \"{}\" is not \"decision\", \"dice\" or \"close\"", kind));
  }
  e.kind = named->first;
  const auto side = member(json, "side", Json::value_t::number_integer, "an integer").get<std::int64_t>();
  // Wider than any game's sides, narrow enough that no value wraps into a real side.
  constexpr std::int64_t kMostSides = 1000;
  if (side < kNoSide || side >= kMostSides) {
    throw std::invalid_argument(fmt::format("event \"side\" {} is out of range ({} to {})", side, kNoSide, kMostSides - 1));
  }
  e.side = static_cast<SideIndex>(side);
  e.payload = member(json, "payload", Json::value_t::object, "an object");
  if (json.contains("unix_ms")) e.unix_ms = member(json, "unix_ms", Json::value_t::number_integer, "an integer").get<std::int64_t>();
  return e;
}

std::uint64_t log_fingerprint(const std::vector<Event>& events) {
  std::uint64_t h = kFnvOffset;
  for (const Event& e : events) {
    Event content = e;
    content.unix_ms.reset();
    h = fnv1a(to_json(content).dump(), h);
  }
  return h;
}

void apply_event(Game& game, const Event& event, Answered answered) {
  const bool checked = answered == Answered::kNew;
  if (event.kind == EventKind::kClose) {
    (void)round_of(event);
    checked ? game.close_round() : game.do_close_round();
    return;
  }
  if (event.kind == EventKind::kDecision) {
    const auto action = event.payload.find("action");
    if (action == event.payload.end() || !action->is_object()) {
      throw IllegalAction("decision event has no \"action\" object");
    }
    Action answer{*action, event.payload.value("label", std::string{})};
    if (event.payload.contains("round")) {
      checked ? game.apply_sealed(event.side, answer) : game.do_apply_sealed(event.side, answer);
    } else {
      checked ? game.apply(answer) : game.do_apply(answer);
    }
    return;
  }
  const auto faces = event.payload.find("faces");
  if (faces == event.payload.end() || !faces->is_array()) throw IllegalAction("dice event has no \"faces\" array");
  std::vector<int> values;
  for (const Json& f : *faces) {
    if (!f.is_number_integer()) throw IllegalAction(fmt::format("dice event face {} is not an integer", f.dump()));
    values.push_back(f.get<int>());
  }
  checked ? game.apply_dice(values) : game.do_apply_dice(values);
}

ReplayError::ReplayError(std::uint64_t seq, const std::string& message)
    : std::runtime_error(fmt::format("event {}: {}", seq, message)), seq_(seq) {}

std::int64_t system_clock_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Session::Session(std::unique_ptr<Game> initial, Clock clock)
    : initial_(std::move(initial)), current_(initial_->clone()), clock_(std::move(clock)) {}

void LogListener::rewritten(std::uint64_t kept, const std::vector<Event>& after) {
  truncated(kept);
  for (const Event& event : after) appended(event);
}

std::unique_ptr<Session> Session::copy() const {
  auto copy = std::make_unique<Session>(initial_->clone(), clock_);
  copy->current_ = current_->clone();
  copy->events_ = events_;
  copy->redo_ = redo_;
  for (const auto& [applied, game] : snapshots_) copy->snapshots_.emplace(applied, game->clone());
  return copy;
}

std::unique_ptr<Session> Session::copy_before(std::size_t kept) const {
  auto earlier = copy();
  earlier->events_.resize(std::min(kept, events_.size()));
  earlier->redo_.clear();
  earlier->rebuild();
  return earlier;
}

void Session::adopt(Session&& other, std::size_t kept) {
  if (listener_ != nullptr) {
    listener_->rewritten(kept, {other.events_.begin() + static_cast<std::ptrdiff_t>(kept), other.events_.end()});
  }
  current_ = std::move(other.current_);
  events_ = std::move(other.events_);
  snapshots_ = std::move(other.snapshots_);
  redo_.clear();
}

const Event& Session::apply(const Action& action) {
  const Request request = current_->next_request();
  const auto* decision = std::get_if<Decision>(&request);
  std::string label = label_before(*current_, decision, decision != nullptr ? decision->side : kNoSide, action);
  current_->apply(action);
  Json payload = decision_payload(action, std::move(label));
  with_results(payload, *current_);
  const Event& event = record(Event{events_.size() + 1, EventKind::kDecision, decision->side, std::move(payload), {}});
  redo_.clear();
  return event;
}

const Event& Session::apply_sealed(SideIndex side, const Action& action) {
  const Request request = current_->next_request();
  const auto* orders = std::get_if<SealedOrders>(&request);
  std::string label = label_before(*current_, orders != nullptr ? orders->decision_of(side) : nullptr, side, action);
  current_->apply_sealed(side, action);
  Json payload = decision_payload(action, std::move(label));
  payload["round"] = orders->round;
  with_results(payload, *current_);
  const Event& event = record(Event{events_.size() + 1, EventKind::kDecision, side, std::move(payload), {}});
  redo_.clear();
  return event;
}

const Event& Session::close_round() {
  const Request request = current_->next_request();
  current_->close_round();
  Json payload{{"round", std::get<SealedOrders>(request).round}};
  with_results(payload, *current_);
  const Event& event = record(Event{events_.size() + 1, EventKind::kClose, kNoSide, std::move(payload), {}});
  redo_.clear();
  return event;
}

const Event& Session::apply_dice(const std::vector<int>& faces) {
  const Request request = current_->next_request();
  current_->apply_dice(faces);
  const auto& dice = std::get<DiceRequest>(request);
  Json payload{{"faces", faces}, {"reason", dice.reason}};
  with_results(payload, *current_);
  const Event& event = record(Event{events_.size() + 1, EventKind::kDice, dice.side, std::move(payload), {}});
  redo_.clear();
  return event;
}

const Event& Session::roll(DiceSource& source) {
  const Request request = current_->next_request();
  const auto* dice = std::get_if<DiceRequest>(&request);
  if (dice == nullptr) throw IllegalAction("cannot roll: the game is not waiting for dice");
  return apply_dice(source.roll(*dice));
}

const Event& Session::record(Event event) {
  if (clock_ && !event.unix_ms) event.unix_ms = clock_();
  events_.push_back(std::move(event));
  if (listener_ != nullptr) {
    // The game already holds the event; if it cannot be saved, take it back out of memory
    // too, so the session never runs ahead of its save file.
    try {
      listener_->appended(events_.back());
    } catch (...) {
      events_.pop_back();
      rebuild();
      throw;
    }
  }
  if (events_.size() % kSnapshotEvery == 0) snapshots_[events_.size()] = current_->clone();
  return events_.back();
}

bool Session::undo() {
  if (events_.empty()) return false;
  if (listener_ != nullptr) listener_->truncated(events_.size() - 1);
  redo_.push_back(std::move(events_.back()));
  events_.pop_back();
  rebuild();
  return true;
}

bool Session::redo() {
  if (redo_.empty()) return false;
  apply_event(*current_, redo_.back(), Answered::kBefore);
  record(redo_.back());
  redo_.pop_back();
  return true;
}

void Session::rebuild() {
  snapshots_.erase(snapshots_.upper_bound(events_.size()), snapshots_.end());
  std::size_t from = 0;
  if (snapshots_.empty()) {
    current_ = initial_->clone();
  } else {
    from = snapshots_.rbegin()->first;
    current_ = snapshots_.rbegin()->second->clone();
  }
  for (std::size_t i = from; i < events_.size(); ++i) apply_event(*current_, events_[i], Answered::kBefore);
}

void Session::replay(const std::vector<Event>& events, Words words) {
  for (const Event& event : events) {
    if (event.seq != events_.size() + 1) {
      throw ReplayError(event.seq, fmt::format("out of order: expected event {}", events_.size() + 1));
    }
    const Request due = current_->next_request();
    if (!answers(due, event)) {
      throw ReplayError(event.seq, fmt::format("recorded for side {}, but the game asks {}", event.side, due_text(due)));
    }
    try {
      apply_event(*current_, event);
    } catch (const IllegalAction& e) {
      throw ReplayError(event.seq, e.what());
    }
    redo_.clear();
    if (words == Words::kAsLogged) {
      record(event);
    } else {
      record(told_again(event, due, *current_));
    }
  }
}

}  // namespace sandtable::engine
