#include "rules/hun/patrol.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/random.hpp"

namespace sandtable::rules::hun {

namespace {

constexpr int kMaxPlayerUnits = 200;

bool all_acted(const Session& s) {
  return s.player_acted == s.player_units &&
         std::all_of(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) { return e.acted; });
}

// XII.B: type, quality, distance and direction of a newly spotted enemy unit.
Spotted spot(Session& s, core::Rng& rng, const PatrolTables& t) {
  Spotted sp;
  sp.unit.id = s.next_enemy_id++;
  sp.unit.type = t.unit_type_2d6[static_cast<std::size_t>(rng.two_d6())];
  sp.unit.quality = t.quality_d6[static_cast<std::size_t>(rng.d6())];
  if (sp.unit.type == kSupplyTransport) {
    sp.unit.quality = t.supply_quality;
    sp.unit.attendants = rng.d3() * t.supply_attendants_d3_times;
  }
  sp.distance = t.distance.at(sp.unit.type);
  sp.direction = t.directions[rng.below(static_cast<std::uint32_t>(t.directions.size()))];
  s.enemy.push_back(sp.unit);
  ++s.enemy_spotted;
  // A general comes with the unit whenever the units on the table call for one more.
  if (sp.unit.type != kSupplyTransport && generals_on_table(s) < generals_needed(s, t)) {
    EnemyUnit general{s.next_enemy_id++, std::string(kGeneral), t.general_quality, false, 0};
    s.enemy.push_back(general);
    ++s.enemy_spotted;
    sp.general = general;
  }
  return sp;
}

EnemyUnit parse_enemy(const nlohmann::json& j) {
  EnemyUnit e;
  e.id = j.at("id").get<int>();
  e.type = j.at("type").get<std::string>();
  e.quality = parse_quality(j.at("quality").get<std::string>());
  e.acted = j.at("acted").get<bool>();
  e.attendants = j.value("attendants", 0);
  return e;
}

}  // namespace

Session new_session(Mode mode, int player_units, std::uint64_t seed) {
  if (player_units < 1 || player_units > kMaxPlayerUnits) {
    throw engine::BadInput("player_units", fmt::format("a session needs 1 to {} player units, not {}", kMaxPlayerUnits, player_units));
  }
  Session s;
  s.mode = mode;
  s.seed = seed;
  s.player_units = player_units;
  return s;
}

int generals_on_table(const Session& s) {
  return static_cast<int>(std::count_if(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) { return e.type == kGeneral; }));
}

int generals_needed(const Session& s, const PatrolTables& t) {
  const auto units = std::count_if(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) {
    return e.type != kGeneral && e.type != kSupplyTransport;
  });
  return static_cast<int>((units + t.units_per_general - 1) / t.units_per_general);
}

InitiativeResult press_initiative(Session& s, const PatrolTables& t) {
  if (s.player_units == 0) throw engine::BadInput("session", "the players have no units left on the table: the game is lost");
  InitiativeResult r;
  if (all_acted(s)) {
    ++s.turn;
    s.player_acted = 0;
    for (auto& e : s.enemy) e.acted = false;
    r.new_turn = true;
  }
  r.turn = s.turn;
  core::Rng rng = core::Rng::stream(s.seed, static_cast<std::uint64_t>(s.presses++), core::Purpose::kScenario);
  // 1. Each unit yet to act is equally likely to be next.
  std::vector<std::size_t> waiting_enemy;
  for (std::size_t i = 0; i < s.enemy.size(); ++i) {
    if (!s.enemy[i].acted) waiting_enemy.push_back(i);
  }
  const int waiting_player = s.player_units - s.player_acted;
  const auto pick = rng.below(static_cast<std::uint32_t>(waiting_player + static_cast<int>(waiting_enemy.size())));
  if (pick >= static_cast<std::uint32_t>(waiting_player)) {
    EnemyUnit& e = s.enemy[waiting_enemy[pick - static_cast<std::uint32_t>(waiting_player)]];
    e.acted = true;
    r.kind = InitiativeResult::Kind::kEnemy;
    r.enemy = e;
    return r;
  }
  // 2. The players' turn to act may instead reveal new enemy ahead of them.
  const int spotted_on = t.spotted_on_d6[static_cast<std::size_t>(s.mode)];
  if (rng.d6() >= spotted_on && static_cast<int>(s.enemy.size()) < t.max_enemy_units) {
    r.kind = InitiativeResult::Kind::kSpotted;
    r.spotted = spot(s, rng, t);
    return r;
  }
  ++s.player_acted;
  r.kind = InitiativeResult::Kind::kPlayer;
  return r;
}

void player_unit_lost(Session& s, bool acted) {
  if (s.player_units == 0) throw engine::BadInput("side", "the players have no units left to lose");
  if (acted && s.player_acted == 0) throw engine::BadInput("acted", "no player unit has acted this turn");
  if (!acted && s.player_acted == s.player_units) throw engine::BadInput("acted", "every player unit has already acted this turn");
  --s.player_units;
  if (acted) --s.player_acted;
}

void enemy_unit_lost(Session& s, int enemy_id) {
  const auto it = std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == enemy_id; });
  if (it == s.enemy.end()) throw engine::BadInput("id", fmt::format("there is no enemy unit {} on the table", enemy_id));
  s.enemy.erase(it);
}

std::string session_json(const Session& s) {
  nlohmann::json enemy = nlohmann::json::array();
  for (const auto& e : s.enemy) {
    enemy.push_back({{"id", e.id}, {"type", e.type}, {"quality", std::string(name(e.quality))}, {"acted", e.acted},
                     {"attendants", e.attendants}});
  }
  return nlohmann::json{{"format", "sandtable-hun-session"},
                        {"version", 1},
                        {"mode", std::string(name(s.mode))},
                        {"seed", s.seed},
                        {"presses", s.presses},
                        {"turn", s.turn},
                        {"player", {{"units", s.player_units}, {"acted", s.player_acted}}},
                        {"enemy", std::move(enemy)},
                        {"next_enemy_id", s.next_enemy_id},
                        {"enemy_spotted", s.enemy_spotted}}
      .dump(2);
}

Session parse_session(const std::string& text) {
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    if (j.at("format") != "sandtable-hun-session" || j.at("version") != 1) {
      throw std::invalid_argument("not a version 1 sandtable hun session");
    }
    Session s;
    s.mode = parse_mode(j.at("mode").get<std::string>());
    s.seed = j.at("seed").get<std::uint64_t>();
    s.presses = j.at("presses").get<std::int64_t>();
    s.turn = j.at("turn").get<int>();
    s.player_units = j.at("player").at("units").get<int>();
    s.player_acted = j.at("player").at("acted").get<int>();
    for (const auto& e : j.at("enemy")) s.enemy.push_back(parse_enemy(e));
    s.next_enemy_id = j.at("next_enemy_id").get<int>();
    s.enemy_spotted = j.at("enemy_spotted").get<int>();
    if (s.presses < 0 || s.turn < 1 || s.player_units < 0 || s.player_units > kMaxPlayerUnits || s.player_acted < 0 ||
        s.player_acted > s.player_units) {
      throw std::invalid_argument("its counts are out of range");
    }
    return s;
  } catch (const nlohmann::json::exception& e) {
    throw engine::BadInput("session", std::string("the session file is damaged: ") + e.what());
  } catch (const std::invalid_argument& e) {
    throw engine::BadInput("session", std::string("the session file is damaged: ") + e.what());
  }
}

}  // namespace sandtable::rules::hun
