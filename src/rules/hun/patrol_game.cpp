#include "rules/hun/patrol_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <set>

#include "rules/hun/patrol_json.hpp"
#include "rules/hun/scenario_units.hpp"
#include "rules/hun/split_merge.hpp"

namespace sandtable::rules::hun {

namespace {

using engine::Json;

constexpr int kMaxUnitNumber = 1'000'000;

// Where a press stands: waiting for the players' choice, or for one of its rolls.
// (kDistance last: a save's state keeps the step's number.)
enum class Step { kChoose, kWhoActs, kSpotCheck, kType, kQuality, kAttendants, kDirection, kDistance };

core::ExactOutcomes chances(std::initializer_list<std::pair<std::string, core::Rational>> entries) {
  core::ExactOutcomes out;
  for (const auto& [label, p] : entries) {
    if (p > 0) out.add(label, p);
  }
  return out;
}

class PatrolGame final : public engine::Game {
 public:
  PatrolGame(Session s, std::vector<std::string> sides, std::vector<std::string> player_names, PlacementRulings rulings)
      : s_(std::move(s)), sides_(std::move(sides)), player_names_(std::move(player_names)), rulings_(rulings) {}

  engine::Request next_request() const override {
    if (!request_) request_ = build_request();
    return *request_;
  }

  Json to_json() const override {
    Json enemy = Json::array();
    for (const auto& e : s_.enemy) enemy.push_back(enemy_json(e));
    return {{"mode", std::string(name(s_.mode))},
            {"turn", s_.turn},
            {"player", {{"units", s_.player_units}, {"acted", s_.player_acted}, {"names", player_names_}}},
            {"enemy", std::move(enemy)},
            {"enemy_generals", generals_on_table(s_)},
            {"enemy_spotted", s_.enemy_spotted},
            {"next_enemy_id", s_.next_enemy_id},
            {"step", static_cast<int>(step_)},
            {"rolled", {type_2d6_, quality_d6_, attendants_d3_, direction_}},
            {"last", last_ ? initiative_json(*last_) : Json()},
            {"ended", ended_},
            {"map", s_.map ? map_json(*s_.map) : Json()},
            {"score", {{"survived", s_.player_units},
                       {"driven_off", s_.losses.driven_off},
                       {"supply_captured", s_.losses.supply_captured},
                       {"headquarters_members", s_.losses.headquarters_members}}}};
  }

  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<PatrolGame>(*this); }
  std::vector<std::string> side_names() const override { return sides_; }

  std::string summary() const override { return session_text(s_); }

 private:
  // What the session asks in its state now; next_request keeps it until the state changes.
  engine::Request build_request() const {
    if (s_.player_units == 0) {
      return engine::GameOver{1, "every player unit has left the table: the players lose (XII.B)", {}};
    }
    if (ended_) {
      return engine::GameOver{std::nullopt, "the players ended the game: score it with the Patrol scoring guide", {}};
    }
    switch (step_) {
      case Step::kChoose: return choice();
      case Step::kWhoActs: return who_acts();
      case Step::kSpotCheck: return spot_check();
      case Step::kType: return type_roll();
      case Step::kQuality: return roll(1, 6, fmt::format("spotted {}: its quality (1 conscript, 2-4 soldier, 5 veteran, 6 elite)", spotted_type()));
      case Step::kAttendants: return roll(1, 3, "spotted supply transport: its attendants (twice the die)");
      case Step::kDirection: return roll(1, static_cast<int>(tables().directions.size()), direction_reason());
      case Step::kDistance: return distance_roll();
    }
    return choice();
  }

  // The other actions are checked by what they do; these must be on the list the session offers.
  void check_listed(const engine::Action& action) const {
    const engine::Request& asked = request_ ? *request_ : *(request_ = build_request());
    const auto* decision = std::get_if<engine::Decision>(&asked);
    if (decision == nullptr || decision->find(action.json) == nullptr) {
      throw engine::IllegalAction(fmt::format("action {} is not one of the legal actions for: {}", action.json.dump(), choice().prompt));
    }
  }

  static const PatrolTables& tables() { return builtin_patrol_tables(); }

  engine::Decision choice() const {
    engine::Decision d;
    d.side = 0;
    d.prompt = fmt::format("Turn {}: press Initiative, or record a unit that has left the table", s_.turn);
    d.actions.push_back(engine::Action::make("initiative", "Press Initiative"));
    if (s_.player_acted < s_.player_units) {
      d.actions.push_back(engine::Action::make("unit-lost", "A player unit yet to act this turn has left the table",
                                               {{"side", "player"}, {"acted", false}}));
    }
    if (s_.player_acted > 0) {
      d.actions.push_back(engine::Action::make("unit-lost", "A player unit that has acted this turn has left the table",
                                               {{"side", "player"}, {"acted", true}}));
    }
    for (const EnemyUnit& e : s_.enemy) enemy_leaving(d, e);
    splits_and_merges(d);
    if (s_.map) {
      d.actions.push_back(engine::Action::make("front-line", "The players' line has moved (give its points)",
                                               {{"line", line_text(s_.map->line)}}));
    }
    d.complete = false;  // a split into any number of units, any line: do_apply checks every action
    d.actions.push_back(engine::Action::make("end", "End the game (then score it with the Patrol scoring guide)"));
    return d;
  }

  // How an enemy unit may leave the table, as scoring tells them apart (ruling 63).
  static void enemy_leaving(engine::Decision& d, const EnemyUnit& e) {
    const std::string unit = fmt::format("Enemy #{} ({} {})", e.id, name(e.quality), e.type);
    const auto add = [&](const std::string& label, Json fields) {
      fields["side"] = "enemy";
      fields["id"] = e.id;
      d.actions.push_back(engine::Action::make("unit-lost", unit + label, std::move(fields)));
    };
    add(" has left the table", Json::object());
    if (e.type == kSupplyTransport) {
      add(" was captured or destroyed", {{"how", "captured-or-killed"}});
    } else if (e.type == kHeadquarters) {
      for (int n = 1; n <= kMostHeadquartersMembers; ++n) {
        add(fmt::format(" was captured or killed: {} {}", n, n == 1 ? "figure" : "figures"), {{"how", "captured-or-killed"}, {"members", n}});
      }
    } else {
      add(" was driven off the table", {{"how", "driven-off"}});
    }
  }

  // IV.A: the splits and joins the session allows now, as examples (a split may be into any
  // number of units), for the players' unit given an initiative and the enemy unit the last
  // press named. A candidate is listed when the rule's own check accepts it.
  void splits_and_merges(engine::Decision& d) const {
    const auto offer = [&](const std::string& type, const std::string& label, Json fields, const auto& check) {
      try {
        check();
      } catch (const engine::BadInput&) {
        return;
      }
      d.actions.push_back(engine::Action::make(type, label, std::move(fields)));
    };
    offer("split", "A player unit splits (into 2 units, or say how many)", {{"side", "player"}, {"into", 2}},
          [&] { check_player_split(s_, 2); });
    offer("merge", "A player unit joins one yet to act (the whole new unit acts)",
          {{"side", "player"}, {"joined_acted", false}}, [&] { check_player_merge(s_, false); });
    offer("merge", "A player unit joins one that has acted (the combined unit is done)",
          {{"side", "player"}, {"joined_acted", true}}, [&] { check_player_merge(s_, true); });
    if (!last_ || !last_->enemy) return;
    const int id = last_->enemy->id;
    offer("split", fmt::format("Enemy #{} splits (into 2 units, or say how many)", id), {{"side", "enemy"}, {"id", id}, {"into", 2}},
          [&] { check_enemy_split(s_, id, 2); });
    for (const EnemyUnit& other : s_.enemy) {
      if (other.id == id) continue;
      offer("merge", fmt::format("Enemy #{} joins enemy #{}", id, other.id), {{"side", "enemy"}, {"id", id}, {"into", other.id}},
            [&] { check_enemy_merge(s_, id, other.id); });
    }
  }

  static engine::DiceRequest roll(int count, int sides, std::string reason) {
    engine::DiceRequest r;
    r.count = count;
    r.sides = sides;
    r.reason = std::move(reason);
    return r;
  }

  engine::DiceRequest who_acts() const {
    const int players = s_.player_units - s_.player_acted;
    const int all = waiting_units(s_);
    std::string enemy;
    int face = players;
    for (const EnemyUnit& e : s_.enemy) {
      if (!e.acted) enemy += fmt::format(", {} enemy #{}", ++face, e.id);
    }
    const std::string player_faces = players == 0 ? "" : players == 1 ? "1 a player unit" : fmt::format("1-{} a player unit", players);
    engine::DiceRequest r = roll(1, all, fmt::format("Initiative: which unit acts ({}{})", player_faces,
                                                     players == 0 ? enemy.substr(2) : enemy));
    r.labelled_outcome = chances({{"player", core::Rational(players, all)}, {"enemy", core::Rational(all - players, all)}});
    return r;
  }

  engine::DiceRequest spot_check() const {
    const int on = *spotted_on(s_);
    engine::DiceRequest r = roll(1, 6, fmt::format("Initiative: new enemy spotted on {}{}, else a player unit acts", on, on < 6 ? "+" : ""));
    r.labelled_outcome = chances({{"spotted", core::Rational(7 - on, 6)}, {"player acts", core::Rational(on - 1, 6)}});
    return r;
  }

  engine::DiceRequest type_roll() const {
    engine::DiceRequest r = roll(2, 6, "spotted enemy: its type (2D6)");
    core::ExactOutcomes types;
    for (int a = 1; a <= 6; ++a) {
      for (int b = 1; b <= 6; ++b) types.add(tables().unit_type_2d6.at(static_cast<std::size_t>(a + b)), core::Rational(1, 36));
    }
    r.labelled_outcome = std::move(types);
    return r;
  }

  std::string spotted_type() const { return tables().unit_type_2d6.at(static_cast<std::size_t>(type_2d6_)); }

  engine::DiceRequest distance_roll() const {
    const DistanceDice& d = tables().distance.at(spotted_type());
    return roll(d.dice, 6, fmt::format("spotted {} to the {}: its distance, {} dice + {} inches", spotted_type(),
                                       tables().directions.at(static_cast<std::size_t>(direction_ - 1)), d.dice, d.plus_inches));
  }

  std::string direction_reason() const {
    std::string faces;
    const auto& directions = tables().directions;
    for (std::size_t i = 0; i < directions.size(); ++i) faces += fmt::format("{}{} {}", i ? ", " : "", i + 1, directions[i]);
    return fmt::format("spotted {}: the direction it is seen in ({})", spotted_type(), faces);
  }

  void do_apply(const engine::Action& action) override {
    const std::string type = action.type();
    if (type != "split" && type != "merge" && type != "front-line") check_listed(action);
    request_.reset();
    if (type == "split" || type == "merge") {
      std::vector<std::string> told = type == "split" ? split(action.json) : merge(action.json);
      results_ = std::move(told);
      return;
    }
    results_.clear();
    if (type == "front-line") return move_line(action.json);
    if (type == "initiative") {
      press();
    } else if (type == "unit-lost" && action.json.value("side", "") == "player") {
      player_unit_lost(s_, action.json.at("acted").get<bool>());
    } else if (type == "unit-lost") {
      enemy_unit_lost(s_, action.json.at("id").get<int>(), parse_enemy_leaves(action.json.value("how", "left")),
                      action.json.value("members", 0));
    } else {
      ended_ = true;
    }
  }

  std::vector<std::string> results() const override { return results_; }

  // IV.A: a unit given this initiative splits; what happened, in words.
  std::vector<std::string> split(const Json& action) {
    const int into = whole(action, "into");
    if (player_side(action)) {
      player_split(s_, into);
      return {fmt::format("A player unit splits into {}: one part acts on this initiative, {} new {} wait for their own "
                          "({} player units, {} acted)", into, into - 1, into == 2 ? "unit" : "units", s_.player_units, s_.player_acted)};
    }
    const int id = whole(action, "id");
    const std::vector<int> parts = enemy_split(s_, id, into, tables());
    std::string numbers;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      numbers += fmt::format("{}#{}", i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ", parts[i]);
    }
    std::vector<std::string> told{fmt::format("Enemy #{} splits into {}: #{} acts on this initiative, {} {} for {} own", id, into, id,
                                              numbers, parts.size() == 1 ? "waits" : "wait", parts.size() == 1 ? "its" : "their")};
    generals_told(told);
    return told;
  }

  // IV.A: a unit given this initiative joins another; what happened, in words.
  std::vector<std::string> merge(const Json& action) {
    const auto said = [](Joined how, const std::string& joiners, const std::string& joined) {
      return how == Joined::kWholeUnitActs ? fmt::format("{} joins {}, which had not acted: the whole combined unit acts now", joiners, joined)
                                           : fmt::format("{} joins {}, which had acted: only the joining figures act, and the "
                                                         "combined unit is done for the turn", joiners, joined);
    };
    if (player_side(action)) {
      const Json& acted = action.contains("joined_acted") ? action.at("joined_acted") : Json();
      if (!acted.is_boolean()) throw engine::BadInput("joined_acted", "say whether the unit joined had acted this turn (true or false)");
      const Joined how = player_merge(s_, acted.get<bool>());
      return {said(how, "A player unit", "another") + fmt::format(" ({} player units, {} acted)", s_.player_units, s_.player_acted)};
    }
    const int from = whole(action, "id");
    const int into = whole(action, "into");
    std::vector<std::string> told{said(enemy_merge(s_, from, into), fmt::format("Enemy #{}", from), fmt::format("#{}", into))};
    generals_told(told);
    return told;
  }

  // XII.B: generals come only with units that appear, so a split may leave the enemy short.
  void generals_told(std::vector<std::string>& told) const {
    const int needed = generals_needed(s_, tables());
    const int there = generals_on_table(s_);
    if (there < needed) {
      told.push_back(fmt::format("The enemy units on the table call for {} generals and {} {} there: another comes with the "
                                 "next unit to appear", needed, there, there == 1 ? "is" : "are"));
    }
  }

  static bool player_side(const Json& action) {
    const std::string side = action.contains("side") && action.at("side").is_string() ? action.at("side").get<std::string>() : "";
    if (side != "player" && side != "enemy") throw engine::BadInput("side", "say whose unit it is: player or enemy");
    return side == "player";
  }

  static int whole(const Json& action, const char* field) {
    const Json& value = action.contains(field) ? action.at(field) : Json();
    if (!value.is_number_integer() || std::abs(value.get<std::int64_t>()) > kMaxUnitNumber) {
      throw engine::BadInput(field, fmt::format("give a whole number (at most {})", kMaxUnitNumber));
    }
    return value.get<int>();
  }

  // XII.B: the front line is drawn anew as the game goes on.
  void move_line(const Json& action) {
    if (!s_.map) throw engine::IllegalAction("this session has no map of the table: start it with a table and a line");
    const Json& text = action.contains("line") ? action.at("line") : Json();
    if (!text.is_string()) throw engine::BadInput("line", "give the line as text: x,y points in inches, e.g. \"0,12 36,18 72,12\"");
    std::vector<Point> line = parse_line(text.get<std::string>());
    check_line(s_.map->table, line);
    s_.map->line = std::move(line);
  }

  void do_apply_dice(const std::vector<int>& faces) override {
    request_.reset();
    results_.clear();
    switch (step_) {
      case Step::kWhoActs: return picked(faces[0]);
      case Step::kSpotCheck:
        if (faces[0] >= *spotted_on(s_)) {
          step_ = Step::kType;
        } else {
          player_turn_taken();
        }
        return;
      case Step::kType:
        type_2d6_ = faces[0] + faces[1];
        quality_d6_ = 1;
        attendants_d3_ = 0;
        step_ = spotted_type() == kSupplyTransport ? Step::kAttendants : Step::kQuality;
        return;
      case Step::kQuality:
        quality_d6_ = faces[0];
        step_ = Step::kDirection;
        return;
      case Step::kAttendants:
        attendants_d3_ = faces[0];
        step_ = Step::kDirection;
        return;
      case Step::kDirection:
        direction_ = faces[0];
        if (!s_.map) return spotted(std::nullopt, std::nullopt);
        // A direction that is the players' ground needs no distance (XII.B: it does not appear).
        if (const Placement behind = placement(0); behind.kind == Placement::Kind::kBehindLine) return spotted(std::nullopt, behind);
        step_ = Step::kDistance;
        return;
      case Step::kDistance: return placed(faces);
      case Step::kChoose: return;  // never: the engine asks for no dice then
    }
  }

  // XII.A: a press begins a new turn when every unit has acted; with one unit waiting there
  // is nothing to roll for.
  void press() {
    InitiativeResult r;
    r.new_turn = begin_turn_if_all_acted(s_);
    r.turn = s_.turn;
    last_ = r;
    if (waiting_units(s_) == 1) {
      picked(1);
    } else {
      step_ = Step::kWhoActs;
    }
  }

  void picked(int pick) {
    if (const auto enemy = enemy_picked(s_, pick)) {
      last_->kind = InitiativeResult::Kind::kEnemy;
      last_->enemy = enemy;
      step_ = Step::kChoose;
    } else if (spotted_on(s_)) {
      step_ = Step::kSpotCheck;
    } else {
      player_turn_taken();
    }
  }

  // XII.B: the distance rolled from the players' line, and where that puts the unit.
  void placed(const std::vector<int>& faces) {
    int inches = tables().distance.at(spotted_type()).plus_inches;
    for (const int f : faces) inches += f;
    spotted(inches, placement(inches));
  }

  Placement placement(int inches) const {
    const TableMap& map = *s_.map;
    const std::string direction = tables().directions.at(static_cast<std::size_t>(direction_ - 1));
    return place_enemy(map.table, map.line, s_.mode, steps_from_forward(tables().directions, map.forward, direction), inches, rulings_);
  }

  void spotted(std::optional<int> inches, const std::optional<Placement>& placement) {
    last_->kind = InitiativeResult::Kind::kSpotted;
    last_->spotted = spot(s_, type_2d6_, quality_d6_, attendants_d3_, direction_, tables(), placement);
    last_->spotted->distance_inches = inches;
    step_ = Step::kChoose;
  }

  void player_turn_taken() {
    player_acts(s_);
    last_->kind = InitiativeResult::Kind::kPlayer;
    step_ = Step::kChoose;
  }

  Session s_;
  std::vector<std::string> sides_;
  std::vector<std::string> player_names_;
  Step step_ = Step::kChoose;
  int type_2d6_ = 2;
  int quality_d6_ = 1;
  int attendants_d3_ = 0;
  int direction_ = 1;
  PlacementRulings rulings_;
  std::optional<InitiativeResult> last_;
  bool ended_ = false;
  std::vector<std::string> results_;
  mutable std::optional<engine::Request> request_;
};

EnemyUnit enemy_from(const engine::UnitSpec& u, int id) {
  const auto& types = builtin_patrol_tables().distance;
  if (types.count(u.type) == 0 && u.type != kGeneral) {
    std::string known;
    for (const auto& [type, distance] : types) known += type + ", ";
    refuse(u, "type", fmt::format("{} is not an enemy unit the tables make ({}{})", engine::quoted(u.type), known, kGeneral));
  }
  EnemyUnit e;
  e.id = id;
  e.type = u.type;
  e.quality = parse_quality(u.fields.at("quality").get<std::string>(), "quality");
  e.acted = u.fields.at("acted").get<bool>();
  e.attendants = u.fields.at("attendants").get<int>();
  return e;
}

std::string yaml_text(const std::string& text) { return Json(text).dump(); }

TableMap map_from(const Json& setup) {
  TableMap m;
  m.table = {setup.value("table_width", 72.0), setup.value("table_depth", 48.0)};
  m.forward = setup.value("forward", "N");
  m.line = parse_line(setup.at("line").get<std::string>());
  check_line(m.table, m.line);
  return m;
}

}  // namespace

engine::ScenarioSchema patrol_scenario_schema() {
  engine::ScenarioSchema schema;
  schema.distance_unit = "in";
  for (const auto& [type, distance] : builtin_patrol_tables().distance) schema.unit_types.push_back(type);
  schema.unit_types.emplace_back(kGeneral);
  schema.units_placed = false;
  std::vector<std::string> qualities;
  for (const Quality q : kQualities) qualities.emplace_back(name(q));
  schema.unit_fields = {
      engine::choice("quality", qualities, "an enemy unit's quality").with_default("soldier").with_section("III"),
      engine::flag("acted", "the unit has used its initiative this turn").with_section("XII.A"),
      engine::whole("attendants", 0, 100, "a supply transport's guards").with_default(0).with_section("XII.B"),
      engine::whole("number", 1, kMaxUnitNumber, "an enemy unit's number in the session (default: in the order listed)")};
  schema.setup = {
      engine::choice("mode", {"patrol", "defense", "charge"}, "Patrol mode (XII), Defense mode (XIII), or one charge in order (IX)").with_default("patrol"),
      engine::whole("turn", 1, kMaxTurn, "the turn the session starts in").with_default(1),
      engine::whole("next_enemy_number", 1, kMaxUnitNumber, "the number the next spotted enemy unit gets"),
      engine::whole("enemy_spotted", 0, kMaxUnitNumber, "enemy units spotted before the session starts"),
      engine::text("line", "the players' front line (Patrol) or perimeter (Defense), left to right: x,y points in inches, e.g. \"0,12 36,18 72,12\"; with it the session rolls each spotted unit's distance and places it")
          .with_section("XII.B, XIII"),
      engine::number("table_width", 1, kMostTableInches, "the table's width in inches, the players' left to right").with_default(72).with_unit("in"),
      engine::number("table_depth", 1, kMostTableInches, "the table's depth in inches, from the players' edge to the enemy's").with_default(48).with_unit("in"),
      engine::choice("forward", builtin_patrol_tables().directions, "the compass point facing the enemy's table edge").with_default("N").with_section("XII.B")};
  return schema;
}

std::vector<engine::Field> placement_ruling_fields() {
  return {engine::flag("forward_tie_last", "of equally far-forward points of the line, place from the last listed, not the first")
              .with_section("XII.B; ruling 58"),
          engine::flag("flank_slope_from_end", "a flank's slope back is that of the line's end segment, not of the line from the centre point to its end")
              .with_section("XII.B; ruling 60")};
}

std::unique_ptr<engine::Game> new_patrol_game(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  if (scenario.sides.empty() || scenario.sides.size() > 2) {
    throw engine::BadInput("sides", fmt::format("a Patrol or Defense session has the players' side and perhaps the enemy's, not {} sides",
                                                scenario.sides.size()));
  }
  Session s;
  s.mode = parse_mode(scenario.setup.at("mode").get<std::string>());
  s.turn = scenario.setup.at("turn").get<int>();
  const std::vector<const engine::UnitSpec*> players = units_of(scenario.sides[0].army);
  std::vector<std::string> names;
  for (const engine::UnitSpec* u : players) {
    names.push_back(u->name);
    s.player_acted += u->fields.at("acted").get<bool>() ? 1 : 0;
  }
  s.player_units = static_cast<int>(players.size());
  std::vector<std::string> sides{scenario.sides[0].name, "Enemy"};
  if (scenario.sides.size() == 2) {
    sides[1] = scenario.sides[1].name;
    std::set<int> numbers;
    for (const engine::UnitSpec* u : units_of(scenario.sides[1].army)) {
      int id = u->fields.contains("number") ? u->fields.at("number").get<int>() : static_cast<int>(s.enemy.size()) + 1;
      if (!numbers.insert(id).second) refuse(*u, "number", fmt::format("two enemy units have the number {}", id));
      s.enemy.push_back(enemy_from(*u, id));
    }
  }
  int after_last = 1;
  for (const EnemyUnit& e : s.enemy) after_last = std::max(after_last, e.id + 1);
  s.next_enemy_id = std::max(after_last, scenario.setup.value("next_enemy_number", after_last));
  s.enemy_spotted = scenario.setup.value("enemy_spotted", static_cast<int>(s.enemy.size()));
  if (scenario.setup.contains("line")) s.map = map_from(scenario.setup);
  PlacementRulings placement;
  placement.forward_tie_last = ruling_on(rulings, "forward_tie_last");
  placement.flank_slope_from_end = ruling_on(rulings, "flank_slope_from_end");
  return std::make_unique<PatrolGame>(std::move(s), std::move(sides), std::move(names), placement);
}

std::string patrol_scenario_text(const SessionFile& file) {
  const int player_units = file.session.player_units;
  if (player_units < 1 || player_units > kMaxPlayerUnits) {
    throw engine::BadInput("player_units", fmt::format("a session needs 1 to {} player units, not {}", kMaxPlayerUnits, player_units));
  }
  if (file.session.map) check_line(file.session.map->table, file.session.map->line);
  return scenario_from_session_file(file);
}

std::string patrol_scenario_text(Mode mode, int player_units) {
  SessionFile file;
  file.session.mode = mode;
  file.session.player_units = player_units;
  return patrol_scenario_text(file);
}

std::string scenario_from_session_file(const SessionFile& file) {
  const Session& s = file.session;
  if (s.player_units == 0) throw engine::BadInput("session", "the session is over: the players have no units left on the table");
  const std::string map = !s.map ? ""
                          : fmt::format(", line: {}, table_width: {}, table_depth: {}, forward: {}", yaml_text(line_text(s.map->line)),
                                        s.map->table.width, s.map->table.depth, s.map->forward);
  std::string text = fmt::format("ruleset: hun\nname: {}\nsetup: {{mode: {}, turn: {}, next_enemy_number: {}, enemy_spotted: {}{}}}\n",
                                 s.mode == Mode::kPatrol ? "Patrol" : "Defense", name(s.mode), s.turn, s.next_enemy_id,
                                 s.enemy_spotted, map);
  text += "sides:\n  - name: Players\n    army:\n      name: The players' units\n      units:\n";
  for (int i = 1; i <= s.player_units; ++i) {
    text += fmt::format("        - {{name: Unit {}, type: player-unit{}}}\n", i, i <= s.player_acted ? ", acted: true" : "");
  }
  if (s.enemy.empty()) return text;
  text += "  - name: Enemy\n    army:\n      name: The enemy on the table\n      units:\n";
  for (const EnemyUnit& e : s.enemy) {
    text += fmt::format("        - {{name: {}, type: {}, quality: {}, acted: {}, attendants: {}, number: {}}}\n",
                        yaml_text(fmt::format("Enemy #{}", e.id)), e.type, name(e.quality), e.acted, e.attendants, e.id);
  }
  return text;
}

}  // namespace sandtable::rules::hun
