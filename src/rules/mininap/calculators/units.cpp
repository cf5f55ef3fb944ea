// The turn and the unit: initiative, starting strength, removing losses, commanders leaving
// and how far a unit may move.
#include <fmt/format.h>

#include "core/rational.hpp"
#include "engine/dist_text.hpp"
#include "rules/mininap/calculators/calculators.hpp"
#include "rules/mininap/calculators/parts.hpp"
#include "rules/mininap/resolve_move.hpp"
#include "rules/mininap/resolve_turn.hpp"
#include "rules/mininap/strength.hpp"

namespace sandtable::rules::mininap::calculators {

namespace {

// A scenario's adjustment to an initiative throw: more than a 2D6's spread decides nothing new.
constexpr int kMostInitiativeAdjustment = 12;
// The most men or guns a unit can have: past any historical brigade or grand battery.
constexpr int kMostMen = 100000;
constexpr int kMostGuns = 200;
// The most units under one commander, or in one army.
constexpr int kMostUnits = 500;

Json initiative(const Json& in) {
  InitiativeSituation s;
  s.side_a_adjustment = in.at("a_adjust").get<int>();
  s.side_b_adjustment = in.at("b_adjust").get<int>();
  const InitiativeResult r = resolve_initiative(s);
  return {{"a_wins", r.a_wins_probability},
          {"a_wins_exact", core::rational_text(r.a_wins)},
          {"tie_per_throw", core::to_double(r.tie)},
          {"tie_per_throw_exact", core::rational_text(r.tie)},
          {"expected_throws", core::to_double(r.expected_throws)},
          {"factors", r.factors}};
}

std::string initiative_text(const Json&, const Json& result) {
  return fmt::format("side A takes the initiative: {} ({})\n", engine::percent(result.at("a_wins").get<double>()),
                     result.at("a_wins_exact").get<std::string>()) +
         factors_text(result.at("factors")) +
         fmt::format("expected throws: {:.4f}\n", result.at("expected_throws").get<double>());
}

Json strength(const Json& in) {
  const UnitType type = parse_unit_type(in.at("type").get<std::string>());
  if (in.contains("men") && in.contains("guns")) throw engine::BadInput("guns", "give men or guns, not both");
  StrengthResult r;
  if (type == UnitType::kCommand) {
    r = command_strength();
  } else if (in.contains("guns")) {
    r = strength_from_guns(type, in["guns"].get<int>());
  } else if (in.contains("men")) {
    r = strength_from_men(type, in["men"].get<int>());
  } else {
    const char* needed = is_artillery(type) ? "guns" : "men";
    throw engine::BadInput(needed, fmt::format("is needed for {}", id(type)));
  }
  return {{"strength_points", r.strength_points}, {"factors", r.factors}};
}

std::string strength_text(const Json& in, const Json& result) {
  return fmt::format("{}: {} SP\n", in.at("type").get<std::string>(), result.at("strength_points").get<int>()) +
         factors_text(result.at("factors"));
}

Json losses(const Json& in) {
  LossesSituation s;
  s.unit = unit_from(in, kUnitFields);
  s.starting_strength_points = in.at("strength").get<int>();
  s.hits = in.at("hits").get<int>();
  s.in_contact = in.at("in_contact").get<bool>();
  s.veteran = in.at("veteran").get<bool>();
  const LossesResult r = remove_losses(s);
  return {{"hits_after_recovery", r.hits_after_recovery},
          {"strength_points_left", r.strength_points_left},
          {"fate", id(r.fate)},
          {"factors", r.factors}};
}

std::string losses_text(const Json& in, const Json& result) {
  return fmt::format("{}: {}\n", unit_text(unit_from(in, kUnitFields)), result.at("fate").get<std::string>()) +
         factors_text(result.at("factors"));
}

Json commander(const Json& in) {
  CommanderLossSituation s;
  s.rank = parse_commander_rank(in.at("rank").get<std::string>());
  s.original_units = in.at("units").get<int>();
  s.units_lost = in.at("lost").get<int>();
  Rulings rulings;
  rulings.corps_commander_removable = in.at("corps_removable").get<bool>();
  const CommanderLossResult r = commander_removal(s, rulings);
  return {{"removed", r.removed}, {"factors", r.factors}};
}

std::string commander_text(const Json& in, const Json& result) {
  return fmt::format("{} commander: {}\n", in.at("rank").get<std::string>(),
                     result.at("removed").get<bool>() ? "removed" : "stays") +
         factors_text(result.at("factors"));
}

Json move(const Json& in) {
  MoveSituation s;
  s.unit = unit_from(in, kUnitFields);
  s.pace = parse_move_pace(in.at("pace").get<std::string>());
  s.step = parse_infantry_step(in.at("step").get<std::string>());
  s.limbered = in.at("limbered").get<bool>();
  const bool unlimber_after = in.at("unlimber_after").get<bool>();
  const bool limber_first = in.at("limber_first").get<bool>();
  if (unlimber_after && limber_first) throw engine::BadInput("limber_first", "give unlimber-after or limber-first, not both");
  if (unlimber_after) s.limber_action = LimberAction::kUnlimberAfter;
  if (limber_first) s.limber_action = LimberAction::kLimberFirst;
  if (in.contains("enemy_cm")) s.nearest_enemy_cm = in["enemy_cm"].get<double>();
  if (in.contains("enemy_cavalry_cm")) s.nearest_enemy_cavalry_cm = in["enemy_cavalry_cm"].get<double>();
  const MoveResult r = resolve_move(s);
  return {{"allowance_cm", r.allowance_cm}, {"factors", r.factors}};
}

std::string move_text(const Json& in, const Json& result) {
  return fmt::format("{}: up to {} cm\n", unit_text(unit_from(in, kUnitFields)), result.at("allowance_cm").get<int>()) +
         factors_text(result.at("factors"));
}

}  // namespace

engine::Calculator initiative_calculator() {
  return {"initiative",
          "The chance side A takes the initiative (2D6 each, lower wins, ties again)",
          engine::InputSpec{
              engine::whole("a_adjust", -kMostInitiativeAdjustment, kMostInitiativeAdjustment,
                            "added to side A's total (scenario; none in the rules)")
                  .with_default(0),
              engine::whole("b_adjust", -kMostInitiativeAdjustment, kMostInitiativeAdjustment,
                            "added to side B's total (scenario; none in the rules)")
                  .with_default(0)},
          initiative,
          initiative_text,
          {Json::object(), {{"a_adjust", -1}}}};
}

engine::Calculator strength_calculator() {
  return {"strength",
          "Starting strength points from men (infantry, cavalry) or guns (batteries)",
          engine::InputSpec{engine::choice("type", unit_type_ids(), "the unit type").as_required(),
                            engine::whole("men", 1, kMostMen, "historical strength in men").with_unit("men"),
                            engine::whole("guns", 1, kMostGuns, "guns and howitzers in the battery").with_unit("guns")},
          strength,
          strength_text,
          {{{"type", "line-infantry"}, {"men", 450}}, {{"type", "light-horse-artillery"}, {"guns", 12}}}};
}

engine::Calculator losses_calculator() {
  return {"losses",
          "The remove-losses phase for one unit: recovery, then whether it breaks",
          engine::InputSpec(joined({
              unit_fields(kUnitFields),
              {engine::whole("strength", 1, kMaxStrengthPoints, "starting strength points").with_unit("SP").as_required(),
               engine::whole("hits", 0, 2 * kMaxStrengthPoints, "hit markers on the unit").as_required(),
               engine::flag("in_contact", "the unit touches an enemy unit"),
               engine::flag("veteran", "a veteran unit")},
          })),
          losses,
          losses_text,
          {{{"type", "line-infantry"}, {"strength", 5}, {"hits", 4}, {"in_contact", true}}}};
}

engine::Calculator commander_calculator() {
  return {"commander",
          "Whether a brigade or division commander leaves after his units' losses",
          engine::InputSpec{
              engine::choice("rank", commander_rank_ids(), "the commander's rank").as_required(),
              engine::whole("units", 1, kMostUnits, "units he started with, commanders not counted").as_required(),
              engine::whole("lost", 0, kMostUnits, "units lost so far").as_required(),
              engine::flag("corps_removable", "also remove a corps commander").with_section("ruling R9")},
          commander,
          commander_text,
          {{{"rank", "brigade"}, {"units", 4}, {"lost", 3}}, {{"rank", "corps"}, {"units", 4}, {"lost", 3}}}};
}

engine::Calculator move_calculator() {
  return {"move",
          "How far a unit may move, double-time or charge this manoeuvre phase",
          engine::InputSpec(joined({
              unit_fields(kUnitFields),
              {engine::choice("pace", move_pace_ids(), "how the unit moves").with_default("move"),
               engine::choice("step", infantry_step_ids(), "infantry: which way it steps").with_default("forward"),
               engine::flag("limbered", "the battery is limbered"),
               engine::flag("unlimber_after", "a limbered battery unlimbers at the end of the move"),
               engine::flag("limber_first", "unlimbered horse artillery limbers up, then moves"),
               distance_field("enemy_cm", "distance to the nearest enemy unit"),
               distance_field("enemy_cavalry_cm", "distance to the nearest enemy cavalry or command unit")},
          })),
          move,
          move_text,
          {{{"type", "heavy-cavalry"}, {"pace", "charge"}},
           {{"type", "light-horse-artillery"}, {"limbered", true}, {"unlimber_after", true}}}};
}

}  // namespace sandtable::rules::mininap::calculators
