#include "rules/hun/charge_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/charge.hpp"
#include "rules/hun/checks.hpp"
#include "rules/hun/movement.hpp"
#include "rules/hun/resolve.hpp"
#include "rules/hun/scenario_units.hpp"
#include "rules/hun/stepped_roll.hpp"

namespace sandtable::rules::hun {

namespace {

using engine::Json;

constexpr int kChargers = 0;
constexpr int kCharged = 1;

enum class Figure { kFit, kWounded, kKilled };

// Where the charge stands. The step numbers of IX are in the comments.
enum class Step {
  kChargeMove,     // 1: the chargers' move, rolled
  kChargedMorale,  // 2: the charged unit's morale check
  kRout,           // 2: it failed, and runs to the rear
  kReaction,       // 3: the charged unit's reaction, a decision
  kFlight,         // 3: its flight move, rolled
  kDefensiveFire,  // 3: its defensive fire, one attack a figure
  kChargerMorale,  // 4: the chargers' morale check after losses to defensive fire
  kCharge,         // 5: the chargers' (and counter-chargers') attacks
  kStrikeBack,     // 6: the defenders' attacks
  kMorale,         // 7: morale of units that lost figures in the attacks
  kOver,
};

enum class Reaction { kNone, kFire, kCounterCharge, kFlee };

std::string_view step_name(Step s) {
  static constexpr std::array names{"charge move",      "charged unit's morale", "rout",          "reaction",
                                    "flight move",      "defensive fire",        "chargers' morale", "charge attacks",
                                    "defenders' attacks", "morale after the attacks", "over"};
  return names.at(static_cast<std::size_t>(s));
}

std::string_view reaction_name(Reaction r) {
  static constexpr std::array names{"none", "defensive fire", "counter-charge", "flight"};
  return names.at(static_cast<std::size_t>(r));
}

struct Unit {
  ChargeUnit spec;
  std::vector<Figure> figures;
  bool wavering = false;
  bool removed = false;

  int count(Figure f) const { return static_cast<int>(std::count(figures.begin(), figures.end(), f)); }
  int standing() const { return static_cast<int>(figures.size()) - count(Figure::kKilled); }
  std::vector<int> standing_figures() const {
    std::vector<int> out;
    for (int i = 0; i < static_cast<int>(figures.size()); ++i) {
      if (figures[static_cast<std::size_t>(i)] != Figure::kKilled) out.push_back(i);
    }
    return out;
  }
  std::string figure_name(int i) const { return fmt::format("{} {}", spec.name, i + 1); }
  std::string state_text() const {
    if (removed) return "removed from play";
    return fmt::format("{} of {} standing ({} wounded), {}", standing(), figures.size(), count(Figure::kWounded),
                       wavering ? "Wavering" : "Solid");
  }
};

// One attack of a step: which side's figure strikes or fires at which enemy figure.
struct Blow {
  int side = kChargers;
  int attacker = 0;
  int victim = 0;
};

struct Rulings {
  bool vital_roll_optional = false;
  bool plain_d6_save = false;  // ruling 55's switch
  bool short_charge_brings_reactions = false;
  bool chargers_fired_on_as_running = true;
  bool counter_chargers_strike_again = false;
};

Json figures_json(const Unit& u) {
  Json a = Json::array();
  for (const Figure f : u.figures) a.push_back(f == Figure::kFit ? "fit" : f == Figure::kWounded ? "wounded" : "killed");
  return a;
}

class ChargeGame final : public engine::Game {
 public:
  ChargeGame(const ChargeSetup& setup, const Rulings& rulings) : setup_(setup), rulings_(rulings) {
    units_[kChargers] = unit_at_start(setup.chargers);
    units_[kCharged] = unit_at_start(setup.charged);
  }

  engine::Request next_request() const override {
    if (step_ == Step::kOver) return engine::GameOver{winner_, ending_, {}};
    if (step_ == Step::kReaction) return reaction_decision();
    const SteppedRoll roll = current_roll();
    engine::DiceRequest r = *roll.progress(faces_).next;
    r.side = rolling_side();
    r.labelled_outcome = roll.chances(faces_);
    return r;
  }

  Json to_json() const override {
    Json blows = Json::array();
    for (const Blow& b : blows_) blows.push_back({b.side, b.attacker, b.victim});
    // Not "units": front ends read that member as units placed on a map.
    const auto unit_json = [](const Unit& u) {
      return Json{{"name", u.spec.name}, {"quality", name(u.spec.quality)}, {"figures", figures_json(u)},
                  {"wavering", u.wavering}, {"removed", u.removed}};
    };
    return {{"mode", "charge"},
            {"step", step_name(step_)},
            {"distance", setup_.distance_inches},
            {"open", setup_.open},
            {"charge_move", move_},
            {"flight_move", flight_},
            {"reaction", reaction_name(reaction_)},
            {"flight_action", flight_action_},
            {"chargers", unit_json(chargers())},
            {"charged", unit_json(charged())},
            {"faces", faces_},
            {"blows", std::move(blows)},
            {"blow", blow_},
            {"outcomes", outcomes_},
            {"morale_queue", morale_queue_},
            {"killed_in_melee", killed_in_melee_},
            {"broken", broken_},
            {"ending", ending_}};
  }

  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<ChargeGame>(*this); }
  std::vector<std::string> side_names() const override { return {setup_.sides[0], setup_.sides[1]}; }

  std::string summary() const override {
    std::string text = fmt::format("{} charge {} from {:g} inches ({})\n", units_[kChargers].spec.name,
                                   units_[kCharged].spec.name, setup_.distance_inches, step_ == Step::kOver ? "over" : step_name(step_));
    if (move_ > 0) text += fmt::format("charge move {} inches\n", move_);
    if (reaction_ != Reaction::kNone) text += fmt::format("reaction: {}\n", reaction_name(reaction_));
    for (const Unit& u : units_) text += fmt::format("{}: {}\n", u.spec.name, u.state_text());
    if (step_ == Step::kOver) text += ending_ + "\n";
    return text;
  }

  std::vector<std::string> results() const override { return results_; }

 protected:
  std::optional<std::string> refusal(const engine::Action& action) const override {
    const std::string type = action.type();
    if (type == "defensive-fire") return fire_refusal();
    if (type == "counter-charge") return counter_refusal();
    return std::nullopt;
  }

 private:
  static Unit unit_at_start(const ChargeUnit& spec) {
    Unit u;
    u.spec = spec;
    u.figures.assign(static_cast<std::size_t>(spec.figures), Figure::kFit);
    std::fill_n(u.figures.begin(), spec.wounded, Figure::kWounded);
    u.wavering = spec.wavering;
    return u;
  }

  Unit& chargers() { return units_[kChargers]; }
  Unit& charged() { return units_[kCharged]; }
  const Unit& chargers() const { return units_[kChargers]; }
  const Unit& charged() const { return units_[kCharged]; }

  const Model& model() const {
    return calculators::model_from(Json{{"vital_roll_optional", rulings_.vital_roll_optional}, {"plain_d6_save", rulings_.plain_d6_save}});
  }

  // ---- the rolls ----

  engine::SideIndex rolling_side() const {
    switch (step_) {
      case Step::kChargeMove:
      case Step::kChargerMorale: return kChargers;
      case Step::kDefensiveFire:
      case Step::kCharge:
      case Step::kStrikeBack: return blows_.at(blow_).side;
      case Step::kMorale: return morale_queue_.front();
      default: return kCharged;
    }
  }

  SteppedRoll current_roll() const {
    switch (step_) {
      case Step::kChargeMove: return move_roll(chargers(), "charge", "Charge move (IX 1)");
      case Step::kChargedMorale: return morale_roll(charged(), "Charged unit's morale (IX 2)");
      case Step::kRout: return move_roll(charged(), "run", "Failed morale: the charged run to the rear (IX 2)");
      case Step::kFlight: return move_roll(charged(), flight_action_, "Flight move (IX 3)");
      case Step::kChargerMorale: return morale_roll(chargers(), "Chargers' morale after defensive fire (IX 4)");
      case Step::kMorale: return morale_roll(units_.at(static_cast<std::size_t>(morale_queue_.front())), "Morale after the attacks (IX 7)");
      default: return attack_roll(blows_.at(blow_));
    }
  }

  // VII: X + 1d3 inches; a unit moves at the pace of its slowest figure (ruling 47).
  static SteppedRoll move_roll(const Unit& u, const std::string& action, const std::string& what) {
    MoveSituation s;
    s.action = action;
    s.quality = u.spec.quality;
    s.mounted = u.spec.mounted;
    s.wounded = u.count(Figure::kWounded) > 0;
    const MoveResult m = resolve_move(s);
    return {fmt::format("{}: {}, {}", what, u.spec.name, m.roll.dice), m.roll.read_dice,
            [](int inches) { return fmt::format("{} inches", inches); }};
  }

  static SteppedRoll morale_roll(const Unit& u, const std::string& what) {
    MoraleSituation s;
    s.quality = u.spec.quality;
    s.general = u.spec.general;
    s.musician = u.spec.musician;
    s.colours = u.spec.colours;
    s.half_strength = 2 * u.count(Figure::kKilled) >= static_cast<int>(u.figures.size());
    const RollResult r = morale_check(s);
    std::string why;
    for (const std::string& w : r.why) why += "; " + w;
    return {fmt::format("{}: {}, {}{}", what, u.spec.name, r.dice, why), r.read_dice,
            [](int passed) { return passed ? std::string("passes") : std::string("fails"); }};
  }

  AttackSituation situation(const Blow& b) const {
    const Unit& a = units_.at(static_cast<std::size_t>(b.side));
    const Unit& v = units_.at(static_cast<std::size_t>(1 - b.side));
    AttackSituation s;
    s.attacker = a.spec.quality;
    s.victim = v.spec.quality;
    s.attacker_mounted = a.spec.mounted;
    s.victim_mounted = v.spec.mounted;
    s.attacker_wounded = a.figures.at(static_cast<std::size_t>(b.attacker)) == Figure::kWounded;
    s.victim_wounded = v.figures.at(static_cast<std::size_t>(b.victim)) == Figure::kWounded;
    if (step_ == Step::kDefensiveFire) {
      s.action = *a.spec.firearm;
      s.range_inches = defensive_fire_inches();
      if (rulings_.chargers_fired_on_as_running) s.posture = Posture::kRunning;
      return s;
    }
    s.action = a.spec.melee_weapon;
    s.charging = b.side == kChargers || (reaction_ == Reaction::kCounterCharge && step_ == Step::kCharge);
    s.cover = b.side == kChargers && defenders_keep_cover() ? charged().spec.cover : Cover::kNone;
    return s;
  }

  SteppedRoll attack_roll(const Blow& b) const {
    const AttackSituation s = situation(b);
    const ChartShape shape = chart_row(s, model()).shape;
    const Unit& a = units_.at(static_cast<std::size_t>(b.side));
    const Unit& v = units_.at(static_cast<std::size_t>(1 - b.side));
    const std::string what = step_ == Step::kDefensiveFire ? fmt::format("Defensive fire (IX 3), {} at {} inches", name(s.action), s.range_inches)
                             : step_ == Step::kCharge     ? fmt::format("Attack on contact (IX 5), {}{}", name(s.action), s.charging ? ", charging" : "")
                                                          : fmt::format("Defenders' attack (IX 6), {}", name(s.action));
    return {fmt::format("{}: {} at {}{}; {}", what, a.figure_name(b.attacker), v.figure_name(b.victim),
                        s.cover != Cover::kNone ? fmt::format(" in {} cover", name(s.cover)) : "", calculators::chart_row_text(shape)),
            [shape](engine::DiceSource& dice) { return static_cast<int>(read_chart(shape, dice)); },
            [](int outcome) { return std::string(outcome_name(static_cast<Outcome>(outcome))); }};
  }

  // ---- the reaction ----

  // Defenders who stood or fired keep their cover against the chargers' attacks (IX); those who
  // fled or counter-charged left it.
  bool defenders_keep_cover() const { return reaction_ == Reaction::kNone || reaction_ == Reaction::kFire; }

  int defensive_fire_inches() const {
    return whole_inches(defensive_fire_range(charged().spec.quality, setup_.distance_inches,
                                             std::min<double>(move_, setup_.distance_inches))
                            .range_inches);
  }

  std::optional<std::string> fire_refusal() const {
    if (!charged().spec.firearm) return fmt::format("{} have no firearm for defensive fire", charged().spec.name);
    AttackSituation s;
    s.action = *charged().spec.firearm;
    s.attacker = charged().spec.quality;
    s.range_inches = defensive_fire_inches();
    s.attacker_mounted = charged().spec.mounted;
    try {
      validate(s, model());
    } catch (const engine::BadInput& e) {
      return fmt::format("no defensive fire at {} inches: {}", s.range_inches, e.detail());
    }
    return std::nullopt;
  }

  std::optional<std::string> counter_refusal() const {
    try {
      counter_charge(setup_.distance_inches, charged().spec.mounted, charged().wavering, setup_.open);
    } catch (const engine::BadInput& e) {
      return e.detail() + " (IX)";
    }
    return std::nullopt;
  }

  engine::Decision reaction_decision() const {
    engine::Decision d;
    d.side = kCharged;
    d.prompt = fmt::format("{} passed morale: their reaction to the charge (IX 3)", charged().spec.name);
    if (!fire_refusal()) {
      d.actions.push_back(engine::Action::make(
          "defensive-fire", fmt::format("Defensive fire: each of {} figures, {} at {} inches", charged().standing(),
                                        name(*charged().spec.firearm), defensive_fire_inches())));
    }
    if (!counter_refusal()) {
      const CounterCharge m = counter_charge(setup_.distance_inches, true, false, true);
      d.actions.push_back(engine::Action::make(
          "counter-charge", fmt::format("Counter-charge: the chargers move {:g} inches, yours {:g}, and both attack as charging",
                                        m.charger_moves, m.counter_charger_moves)));
    }
    for (const char* move : {"run", "advance", "crawl"}) {
      d.actions.push_back(engine::Action::make("flee", fmt::format("Flee: {} away (the chargers may pursue up to their {} inches)", move, move_),
                                               {{"move", move}}));
    }
    d.actions.push_back(engine::Action::make("stand", "Stand and receive the charge"));
    return d;
  }

  void do_apply(const engine::Action& action) override {
    results_.clear();
    const std::string type = action.type();
    if (type == "defensive-fire") {
      reaction_ = Reaction::kFire;
      results_.push_back(fmt::format("{} fire at {} inches", charged().spec.name, defensive_fire_inches()));
      begin_attacks(Step::kDefensiveFire, pairs(kCharged, kChargers));
    } else if (type == "counter-charge") {
      reaction_ = Reaction::kCounterCharge;
      results_.push_back(fmt::format("{} counter-charge: the two meet {:g} inches from where the charge began", charged().spec.name,
                                     counter_charge(setup_.distance_inches, true, false, true).charger_moves));
      contact();
    } else if (type == "flee") {
      reaction_ = Reaction::kFlee;
      flight_action_ = action.json.at("move").get<std::string>();
      step_ = Step::kFlight;
    } else {
      results_.push_back(fmt::format("{} stand to receive the charge", charged().spec.name));
      contact();
    }
  }

  // ---- the dice ----

  void do_apply_dice(const std::vector<int>& faces) override {
    results_.clear();
    faces_.push_back(faces.at(0));
    const SteppedRoll roll = current_roll();
    const SteppedRoll::Progress p = roll.progress(faces_);
    if (p.next) return;
    faces_.clear();
    rolled(p.value);
  }

  void rolled(int value) {
    switch (step_) {
      case Step::kChargeMove: return charge_moved(value);
      case Step::kChargedMorale: return charged_morale(value != 0);
      case Step::kRout:
      case Step::kFlight:
        flight_ = value;
        results_.push_back(fmt::format("{} move {} inches away", charged().spec.name, value));
        return contact();
      case Step::kChargerMorale: return charger_morale(value != 0);
      case Step::kMorale: return melee_morale(value != 0);
      default: return attacked(static_cast<Outcome>(value));
    }
  }

  void charge_moved(int inches) {
    move_ = inches;
    results_.push_back(fmt::format("{} charge move: {} inches, the charged {:g} inches away", chargers().spec.name, inches,
                                   setup_.distance_inches));
    if (inches < setup_.distance_inches && !rulings_.short_charge_brings_reactions) {
      return end(std::nullopt, fmt::format("The charge falls short: {} stop after {} inches; {} keep their action (IX, ruling 45)",
                                           chargers().spec.name, inches, charged().spec.name));
    }
    step_ = Step::kChargedMorale;
  }

  void charged_morale(bool passed) {
    Unit& u = charged();
    if (passed) {
      results_.push_back(fmt::format("{} pass morale", u.spec.name));
      if (u.spec.acted) {
        results_.push_back(fmt::format("{} have used their action this turn: no reaction (IX 3)", u.spec.name));
        return contact();
      }
      step_ = Step::kReaction;
      return;
    }
    broken_[kCharged] = true;
    if (u.wavering) {
      u.removed = true;
      return end(kChargers, fmt::format("{} fail morale while Wavering and leave the table (ruling 48); {} take the ground",
                                        u.spec.name, chargers().spec.name));
    }
    u.wavering = true;
    reaction_ = Reaction::kFlee;
    flight_action_ = "run";
    results_.push_back(fmt::format("{} fail morale: Wavering, they run to the rear", u.spec.name));
    step_ = Step::kRout;
  }

  void charger_morale(bool passed) {
    if (passed) {
      results_.push_back(fmt::format("{} pass morale and press on", chargers().spec.name));
      return contact();
    }
    chargers().wavering = true;
    broken_[kChargers] = true;
    end(kCharged, fmt::format("{} fail morale: Wavering, they stop 1 inch short of {} (IX 4)", chargers().spec.name,
                              charged().spec.name));
  }

  // How far the chargers must go to reach the charged: the gap, with a fleeing unit's move
  // added, or to the meeting point of a counter-charge.
  double distance_to_contact() const {
    if (reaction_ == Reaction::kFlee) return setup_.distance_inches + flight_;
    if (reaction_ == Reaction::kCounterCharge) return counter_charge(setup_.distance_inches, true, false, true).charger_moves;
    return setup_.distance_inches;
  }

  void contact() {
    if (move_ < distance_to_contact()) {
      const bool escaped = reaction_ == Reaction::kFlee;
      // A unit that ran from failed morale has still given up the ground.
      return end(broken_[kCharged] ? std::optional<int>(kChargers) : std::nullopt,
                 escaped ? fmt::format("{} get away: {} inches needed, {} charge {} (IX)", charged().spec.name,
                                       distance_to_contact(), chargers().spec.name, move_)
                         : fmt::format("The charge falls short: {} stop after {} inches of the {:g} (IX)", chargers().spec.name,
                                       move_, distance_to_contact()));
    }
    results_.push_back(fmt::format("Contact: {} reach {}", chargers().spec.name, charged().spec.name));
    std::vector<Blow> blows = pairs(kChargers, kCharged);
    if (reaction_ == Reaction::kCounterCharge) {
      const std::vector<Blow> counter = pairs(kCharged, kChargers);
      blows.insert(blows.end(), counter.begin(), counter.end());
    }
    begin_attacks(Step::kCharge, blows);
  }

  // Ruling 46: each standing figure of `side` attacks a standing enemy figure, in turn, so
  // the attacks are spread as evenly as they can be.
  std::vector<Blow> pairs(int side, int enemy_side, const std::vector<int>& exclude = {}) const {
    const std::vector<int> victims = units_.at(static_cast<std::size_t>(enemy_side)).standing_figures();
    std::vector<Blow> out;
    if (victims.empty()) return out;
    for (const int a : units_.at(static_cast<std::size_t>(side)).standing_figures()) {
      if (std::find(exclude.begin(), exclude.end(), a) != exclude.end()) continue;
      out.push_back({side, a, victims[out.size() % victims.size()]});
    }
    return out;
  }

  void begin_attacks(Step step, std::vector<Blow> blows) {
    step_ = step;
    blows_ = std::move(blows);
    blow_ = 0;
    outcomes_.clear();
    if (blows_.empty()) attacks_done();
  }

  void attacked(Outcome outcome) {
    const Blow& b = blows_.at(blow_);
    results_.push_back(fmt::format("{} at {}: {}", units_.at(static_cast<std::size_t>(b.side)).figure_name(b.attacker),
                                   units_.at(static_cast<std::size_t>(1 - b.side)).figure_name(b.victim), outcome_name(outcome)));
    outcomes_.push_back(static_cast<int>(outcome));
    if (++blow_ < blows_.size()) return;
    attacks_done();
  }

  // The attacks of a step are simultaneous: a figure killed in it still makes its own attack
  // (IX 5), so what they did is applied when the last is rolled. A second wound does not
  // kill: only the chart's "killed" does (ruling 49).
  std::array<int, 2> apply_outcomes() {
    std::array<int, 2> killed{0, 0};
    for (std::size_t i = 0; i < outcomes_.size(); ++i) {
      const Blow& b = blows_[i];
      Figure& f = units_.at(static_cast<std::size_t>(1 - b.side)).figures.at(static_cast<std::size_t>(b.victim));
      if (outcomes_[i] == kKilled && f != Figure::kKilled) {
        f = Figure::kKilled;
        ++killed.at(static_cast<std::size_t>(1 - b.side));
      } else if (outcomes_[i] == kWounded && f == Figure::kFit) {
        f = Figure::kWounded;
      }
    }
    for (const Unit& u : units_) results_.push_back(fmt::format("{}: {}", u.spec.name, u.state_text()));
    return killed;
  }

  void attacks_done() {
    const std::array<int, 2> killed = apply_outcomes();
    if (step_ != Step::kDefensiveFire) {
      killed_in_melee_[0] += killed[0];
      killed_in_melee_[1] += killed[1];
    }
    switch (step_) {
      case Step::kDefensiveFire:
        if (chargers().standing() == 0) return end(kCharged, fmt::format("Defensive fire cuts down every one of {}", chargers().spec.name));
        if (killed[kChargers] > 0) {
          step_ = Step::kChargerMorale;
          return;
        }
        return contact();
      case Step::kCharge: {
        const bool struck = reaction_ == Reaction::kCounterCharge && !rulings_.counter_chargers_strike_again;
        return begin_attacks(Step::kStrikeBack, struck ? std::vector<Blow>() : pairs(kCharged, kChargers));
      }
      default: return begin_morale();
    }
  }

  // ---- after the attacks ----

  void begin_morale() {
    morale_queue_.clear();
    // Ruling 50: the charged unit checks first, then the chargers.
    for (const int side : {kCharged, kChargers}) {
      const Unit& u = units_.at(static_cast<std::size_t>(side));
      if (killed_in_melee_.at(static_cast<std::size_t>(side)) > 0 && u.standing() > 0) morale_queue_.push_back(side);
    }
    step_ = Step::kMorale;
    if (morale_queue_.empty()) finish();
  }

  void melee_morale(bool passed) {
    const int side = morale_queue_.front();
    Unit& u = units_.at(static_cast<std::size_t>(side));
    if (passed) {
      results_.push_back(fmt::format("{} pass morale", u.spec.name));
      return next_morale();
    }
    broken_.at(static_cast<std::size_t>(side)) = true;
    if (u.wavering) {
      u.removed = true;
      results_.push_back(fmt::format("{} fail morale while Wavering: removed from play (IX 7)", u.spec.name));
    } else {
      u.wavering = true;
      results_.push_back(fmt::format("{} fail morale: Wavering, a full flight move to the rear (IX 7)", u.spec.name));
    }
    next_morale();
  }

  void next_morale() {
    morale_queue_.erase(morale_queue_.begin());
    if (morale_queue_.empty()) finish();
  }

  // Steps 8 and 9 are moves at the table; the sequence ends with who holds the ground.
  void finish() {
    const auto broken = [this](int side) { return broken_.at(static_cast<std::size_t>(side)) || units_.at(static_cast<std::size_t>(side)).standing() == 0; };
    const bool chargers_broken = broken(kChargers);
    const bool charged_broken = broken(kCharged);
    if (chargers_broken == charged_broken) {
      return end(std::nullopt, fmt::format("The melee goes on: {} and {} stay in contact (IX 8-9: advance to support it; "
                                           "next turn it is an ongoing melee)",
                                           chargers().spec.name, charged().spec.name));
    }
    const int winner = chargers_broken ? kCharged : kChargers;
    end(winner, fmt::format("{} hold the ground; {} may now advance into contact or support (IX 8-9)",
                            units_.at(static_cast<std::size_t>(winner)).spec.name, units_.at(static_cast<std::size_t>(winner)).spec.name));
  }

  void end(std::optional<int> winner, std::string words) {
    step_ = Step::kOver;
    winner_ = winner;
    ending_ = std::move(words);
    results_.push_back(ending_);
  }

  ChargeSetup setup_;
  Rulings rulings_;
  std::array<Unit, 2> units_;
  Step step_ = Step::kChargeMove;
  int move_ = 0;
  int flight_ = 0;
  Reaction reaction_ = Reaction::kNone;
  std::string flight_action_ = "run";
  std::vector<int> faces_;  // the current roll's dice so far
  std::vector<Blow> blows_;
  std::size_t blow_ = 0;
  std::vector<int> outcomes_;  // of the blows rolled so far
  std::array<int, 2> killed_in_melee_{0, 0};
  std::vector<int> morale_queue_;
  std::array<bool, 2> broken_{false, false};  // failed a morale check in this charge
  std::optional<int> winner_;
  std::string ending_;
  std::vector<std::string> results_;
};

}  // namespace

std::vector<engine::Field> charge_ruling_fields() {
  return {engine::flag("short_charge_brings_reactions",
                       "a charge whose move falls short still brings the charged unit's morale check and reaction")
              .with_section("IX; ruling 45"),
          engine::flag("chargers_fired_on_as_running", "defensive fire treats the chargers as running or galloping targets")
              .with_default(true)
              .with_section("IX; ruling 51"),
          engine::flag("counter_chargers_strike_again", "counter-chargers attack again with the defenders after their charging attack")
              .with_section("IX; ruling 52")};
}

std::unique_ptr<engine::Game> new_charge_game(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  const auto flag = [&](const char* ruling) { return ruling_on(rulings, ruling); };
  Rulings r;
  r.vital_roll_optional = flag("vital_roll_optional");
  r.plain_d6_save = flag("plain_d6_save");
  r.short_charge_brings_reactions = flag("short_charge_brings_reactions");
  r.chargers_fired_on_as_running = rulings.count("chargers_fired_on_as_running") == 0 || flag("chargers_fired_on_as_running");
  r.counter_chargers_strike_again = flag("counter_chargers_strike_again");
  return std::make_unique<ChargeGame>(read_charge_setup(scenario), r);
}

}  // namespace sandtable::rules::hun
