// `sandtable mininap ...`: the Mini-Nap 2 table-side calculators.
#include <fmt/format.h>

#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/mininap/bounce_through.hpp"
#include "rules/mininap/hold_back.hpp"
#include "rules/mininap/resolve_fire.hpp"
#include "rules/mininap/resolve_melee.hpp"
#include "rules/mininap/resolve_move.hpp"
#include "rules/mininap/resolve_turn.hpp"
#include "rules/mininap/strength.hpp"
#include "rules/mininap/terrain_table.hpp"

namespace sandtable::cli {

using engine::distribution_json;
using engine::distribution_line;
using engine::distribution_text;
using engine::percent;

namespace mn = rules::mininap;

namespace {

// A unit as typed on the command line; the formation defaults by type.
struct UnitArgs {
  std::string type;
  std::string formation;
  bool lancer = false;

  mn::Unit parse() const {
    mn::Unit u;
    u.type = mn::parse_unit_type(type);
    u.formation = formation.empty() ? mn::default_formation(u.type) : mn::parse_formation(formation);
    u.lancer = lancer;
    return u;
  }
};

struct CommonArgs {
  bool json = false;
  bool exact = false;
};

struct FireArgs : CommonArgs {
  UnitArgs firer;
  UnitArgs target{"line-infantry", "", false};
  mn::FireSituation situation;
  std::string range_boundary = "shorter";
  bool medium_guns_to_80 = false;
  std::string target_terrain;
};

struct BounceArgs : CommonArgs {
  std::string firer;
  mn::BounceThroughSituation situation;
  std::string target_terrain;
};

struct MeleeArgs : CommonArgs {
  UnitArgs attacker;
  UnitArgs target;
  mn::MeleeSituation situation;
  std::string rethrow;
  std::string target_terrain;
};

struct HoldBackArgs : CommonArgs {
  UnitArgs unit;
  mn::HoldBackSituation situation;
};

struct StrengthArgs : CommonArgs {
  std::string type;
  std::optional<int> men;
  std::optional<int> guns;
};

struct MoveArgs : CommonArgs {
  UnitArgs unit;
  mn::MoveSituation situation;
  std::string pace = "move";
  std::string step = "forward";
  bool unlimber_after = false;
  bool limber_first = false;
};

struct CommanderArgs : CommonArgs {
  std::string rank;
  mn::CommanderLossSituation situation;
  bool corps_removable = false;
};

struct LossesArgs : CommonArgs {
  UnitArgs unit;
  mn::LossesSituation situation;
};

// Runs a command, reporting a rule error as a usage error (one line, exit status 2).
template <class F>
std::function<void()> guarded(F f) {
  return [f] {
    try {
      f();
    } catch (const mn::RuleError& e) {
      throw UsageError(e.what());
    }
  };
}

std::string unit_text(const mn::Unit& u) {
  if (mn::is_artillery(u.type) || u.type == mn::UnitType::kCommand) return std::string(mn::id(u.type));
  return fmt::format("{}{} in {}", mn::id(u.type), u.lancer ? " (lancers)" : "", mn::describe(u.formation));
}

void add_unit_options(CLI::App* cmd, UnitArgs& unit, const std::string& type_flag, const std::string& formation_flag,
                      const std::string& lancer_flag, bool required) {
  auto* type = cmd->add_option(type_flag, unit.type, "unit type, e.g. line-infantry, heavy-foot-artillery, command");
  if (required) type->required();
  cmd->add_option(formation_flag, unit.formation,
                  "line, column, square, skirmish, bent-line or bent-skirmish (default: line; skirmish for "
                  "artillery and command)");
  cmd->add_flag(lancer_flag, unit.lancer, "light cavalry armed with lances (they may not skirmish)");
}

void add_command_reach(CLI::App* cmd, mn::CommandReach& reach) {
  cmd->add_option("--brigade-cm", reach.brigade_cm, "distance to the unit's brigade commander, cm (in command within 1)");
  cmd->add_option("--division-cm", reach.division_cm, "distance to its division commander, cm (within 3)");
  cmd->add_option("--corps-cm", reach.corps_cm, "distance to its corps commander, cm (within 6)");
}

core::BigInt six_to_the(int dice) {
  core::BigInt d = 1;
  for (int i = 0; i < dice; ++i) d *= 6;
  return d;
}

std::string factors_text(const mn::Factors& factors) {
  std::string out;
  for (const std::string& f : factors) out += "  " + f + "\n";
  return out;
}

// The shared JSON of a roll of hit dice: dice, hit_on, factors and the distribution of hits.
nlohmann::json hits_json(int dice, int hit_on, const core::Dist& hits, const core::ExactDist& exact,
                         const mn::Factors& factors, bool with_exact) {
  nlohmann::json j = distribution_json(hits, with_exact ? &exact : nullptr, six_to_the(dice));
  j["dice"] = dice;
  j["hit_on"] = hit_on;
  j["factors"] = factors;
  return j;
}

std::string hits_text(int dice, const core::Dist& hits, const core::ExactDist& exact,
                      const mn::Factors& factors, bool with_exact) {
  return factors_text(factors) + "hits: " + distribution_text(distribution_json(hits, with_exact ? &exact : nullptr, six_to_the(dice)));
}

mn::RangeBoundary parse_boundary(const std::string& text) {
  if (text == "shorter") return mn::RangeBoundary::kShorterBand;
  if (text == "longer") return mn::RangeBoundary::kLongerBand;
  throw UsageError(fmt::format("--range-boundary must be shorter or longer, not '{}'", text));
}

// R18: the dice the target's terrain takes off fire at it (none when no terrain is given).
int cover_of(const std::string& terrain) { return terrain.empty() ? 0 : mn::cover_dice(mn::parse_terrain_kind(terrain), {}); }

void run_fire(const FireArgs& a, std::ostream& out) {
  mn::FireSituation s = a.situation;
  s.firer = a.firer.parse();
  s.target = a.target.parse();
  s.terrain_dice -= cover_of(a.target_terrain);
  mn::Rulings rulings;
  rulings.range_boundary = parse_boundary(a.range_boundary);
  rulings.weapon_range_limits_bands = !a.medium_guns_to_80;
  const mn::FireResult r = mn::resolve_fire(s, rulings);
  if (a.json) {
    nlohmann::json j = hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, a.exact);
    j["weapon"] = r.weapon;
    if (r.bounce_through_hits) j["bounce_through"] = distribution_json(*r.bounce_through_hits);
    out << j.dump(2) << "\n";
    return;
  }
  out << fmt::format("{} fires {} at {}\n", unit_text(s.firer), r.weapon, unit_text(s.target));
  out << hits_text(r.dice, r.hits, r.exact_hits, r.factors, a.exact);
  if (r.bounce_through_hits) {
    out << "bounce-through hits on the next target at medium range (before any dice are thrown): "
        << distribution_text(distribution_json(*r.bounce_through_hits));
  }
}

void run_bounce(const BounceArgs& a, std::ostream& out) {
  mn::BounceThroughSituation s = a.situation;
  s.firer = mn::parse_unit_type(a.firer);
  s.terrain_dice -= cover_of(a.target_terrain);
  const mn::BounceThroughResult r = mn::resolve_bounce_through(s);
  if (a.json) {
    out << hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, a.exact).dump(2) << "\n";
    return;
  }
  out << fmt::format("{} bounce-through from {} cm onto a target at {} cm\n", mn::id(s.firer), s.range_cm,
                     s.bounce_range_cm);
  out << hits_text(r.dice, r.hits, r.exact_hits, r.factors, a.exact);
}

void set_rethrow_policy(const std::string& text, mn::MeleeSituation& s) {
  if (text.empty()) return;
  if (text == "never") {
    s.rethrow_policy = mn::RethrowPolicy::kNever;
  } else if (text == "below-expected") {
    s.rethrow_policy = mn::RethrowPolicy::kBelowExpected;
  } else if (text == "at-most") {
    s.rethrow_policy = mn::RethrowPolicy::kAtMost;
    if (!s.rethrow_at_most) throw UsageError("--rethrow at-most needs --rethrow-at-most N");
  } else {
    throw UsageError(fmt::format("--rethrow must be never, below-expected or at-most, not '{}'", text));
  }
}

void run_melee(const MeleeArgs& a, std::ostream& out) {
  mn::MeleeSituation s = a.situation;
  s.attacker = a.attacker.parse();
  s.target = a.target.parse();
  if (!a.target_terrain.empty()) {
    // R19, with the attacker outside the target's terrain (so a hill is uphill).
    const mn::TerrainKind kind = mn::parse_terrain_kind(a.target_terrain);
    s.terrain_cv -= kind == mn::TerrainKind::kHill ? mn::Rulings{}.uphill_defence_cv : mn::defence_cv(kind, {});
  }
  set_rethrow_policy(a.rethrow, s);
  const mn::MeleeResult r = mn::resolve_melee(s);
  if (a.json) {
    nlohmann::json j = hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, a.exact);
    j["cv"] = r.cv;
    j["rethrow_allowed"] = r.rethrow_allowed;
    if (r.rethrow_when_at_most) {
      j["rethrow_when_at_most"] = *r.rethrow_when_at_most;
      j["with_rethrow"] = distribution_json(r.hits_with_rethrow, a.exact ? &r.exact_hits_with_rethrow : nullptr,
                                            six_to_the(2 * r.dice));
    }
    out << j.dump(2) << "\n";
    return;
  }
  out << fmt::format("{} attacks {}: CV {}\n", unit_text(s.attacker), unit_text(s.target), r.cv);
  out << hits_text(r.dice, r.hits, r.exact_hits, r.factors, a.exact);
  if (r.rethrow_when_at_most) {
    out << fmt::format("hits re-throwing on {} or fewer: ", *r.rethrow_when_at_most)
        << distribution_text(distribution_json(r.hits_with_rethrow, a.exact ? &r.exact_hits_with_rethrow : nullptr,
                             six_to_the(2 * r.dice)));
  }
}

void run_hold_back(const HoldBackArgs& a, std::ostream& out) {
  mn::HoldBackSituation s = a.situation;
  s.unit = a.unit.parse();
  const mn::HoldBackResult r = mn::resolve_hold_back(s);
  if (a.json) {
    nlohmann::json j = {{"tested", r.tested}, {"held_back", r.held_back_probability},
                        {"held_back_exact", core::rational_text(r.held_back)}, {"factors", r.factors}};
    j["pass_on"] = r.pass_on ? nlohmann::json(*r.pass_on) : nlohmann::json(nullptr);
    out << j.dump(2) << "\n";
    return;
  }
  out << fmt::format("{} held back: {} ({})\n{}", unit_text(s.unit), percent(r.held_back_probability),
                     core::rational_text(r.held_back), factors_text(r.factors));
}

void run_initiative(const mn::InitiativeSituation& s, const CommonArgs& a, std::ostream& out) {
  const mn::InitiativeResult r = mn::resolve_initiative(s);
  if (a.json) {
    out << nlohmann::json{{"a_wins", r.a_wins_probability},
                          {"a_wins_exact", core::rational_text(r.a_wins)},
                          {"tie_per_throw", core::to_double(r.tie)},
                          {"tie_per_throw_exact", core::rational_text(r.tie)},
                          {"expected_throws", core::to_double(r.expected_throws)},
                          {"factors", r.factors}}
               .dump(2)
        << "\n";
    return;
  }
  out << fmt::format("side A takes the initiative: {} ({})\n{}expected throws: {:.4f}\n",
                     percent(r.a_wins_probability), core::rational_text(r.a_wins), factors_text(r.factors),
                     core::to_double(r.expected_throws));
}

void run_strength(const StrengthArgs& a, std::ostream& out) {
  const mn::UnitType type = mn::parse_unit_type(a.type);
  if (a.men && a.guns) throw UsageError("give --men or --guns, not both");
  mn::StrengthResult r;
  if (type == mn::UnitType::kCommand) {
    r = mn::command_strength();
  } else if (a.guns) {
    r = mn::strength_from_guns(type, *a.guns);
  } else if (a.men) {
    r = mn::strength_from_men(type, *a.men);
  } else {
    throw UsageError(fmt::format("{} needs --{}", mn::id(type), mn::is_artillery(type) ? "guns" : "men"));
  }
  if (a.json) {
    out << nlohmann::json{{"strength_points", r.strength_points}, {"factors", r.factors}}.dump(2) << "\n";
    return;
  }
  out << fmt::format("{}: {} SP\n{}", mn::id(type), r.strength_points, factors_text(r.factors));
}

void run_losses(const LossesArgs& a, std::ostream& out) {
  mn::LossesSituation s = a.situation;
  s.unit = a.unit.parse();
  const mn::LossesResult r = mn::remove_losses(s);
  if (a.json) {
    out << nlohmann::json{{"hits_after_recovery", r.hits_after_recovery},
                          {"strength_points_left", r.strength_points_left},
                          {"fate", mn::id(r.fate)},
                          {"factors", r.factors}}
               .dump(2)
        << "\n";
    return;
  }
  out << fmt::format("{}: {}\n{}", unit_text(s.unit), mn::id(r.fate), factors_text(r.factors));
}

void run_move(const MoveArgs& a, std::ostream& out) {
  mn::MoveSituation s = a.situation;
  s.unit = a.unit.parse();
  s.pace = mn::parse_move_pace(a.pace);
  s.step = mn::parse_infantry_step(a.step);
  if (a.unlimber_after && a.limber_first) throw UsageError("give --unlimber-after or --limber-first, not both");
  if (a.unlimber_after) s.limber_action = mn::LimberAction::kUnlimberAfter;
  if (a.limber_first) s.limber_action = mn::LimberAction::kLimberFirst;
  const mn::MoveResult r = mn::resolve_move(s);
  if (a.json) {
    out << nlohmann::json{{"allowance_cm", r.allowance_cm}, {"factors", r.factors}}.dump(2) << "\n";
    return;
  }
  out << fmt::format("{}: up to {} cm\n{}", unit_text(s.unit), r.allowance_cm, factors_text(r.factors));
}

void run_commander(const CommanderArgs& a, std::ostream& out) {
  mn::CommanderLossSituation s = a.situation;
  s.rank = mn::parse_commander_rank(a.rank);
  mn::Rulings rulings;
  rulings.corps_commander_removable = a.corps_removable;
  const mn::CommanderLossResult r = mn::commander_removal(s, rulings);
  if (a.json) {
    out << nlohmann::json{{"removed", r.removed}, {"factors", r.factors}}.dump(2) << "\n";
    return;
  }
  out << fmt::format("{} commander: {}\n{}", mn::id(s.rank), r.removed ? "removed" : "stays", factors_text(r.factors));
}

void register_fire(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<FireArgs>();
  CLI::App* cmd = group->add_subcommand("fire", "Musket or artillery fire: dice, factors and the chance of each number of hits");
  add_unit_options(cmd, a->firer, "--firer", "--formation", "--lancer", true);
  cmd->add_option("--strength", a->situation.strength_points, "the firer's remaining strength points")->required();
  cmd->add_option("--allocate", a->situation.allocated_points, "SP given to this fire (default all; half when split)");
  cmd->add_option("--range", a->situation.range_cm, "range to the target, cm (needed for artillery)");
  add_unit_options(cmd, a->target, "--target", "--target-formation", "--target-lancer", false);
  cmd->add_flag("--suppressed", a->situation.suppressed, "the firer is an eligible musket or canister target");
  cmd->add_flag("--split", a->situation.split_fire, "one stand's share of a split fire");
  cmd->add_flag("--limbered", a->situation.limbered, "the battery is limbered");
  cmd->add_flag("--in-contact", a->situation.firer_in_contact, "the firer touches an enemy unit");
  cmd->add_flag("--target-in-melee", a->situation.target_in_hand_to_hand, "the target is in hand-to-hand combat");
  cmd->add_flag("--reaction", a->situation.reaction, "reaction fire by a unit holding its fire");
  cmd->add_option("--terrain-dice", a->situation.terrain_dice, "dice added or taken away for terrain, as agreed");
  cmd->add_option("--target-terrain", a->target_terrain, "the target is in this terrain (woods, village...): its cover, ruling R18");
  cmd->add_option("--range-boundary", a->range_boundary, "a range on a band edge is in the shorter (default) or longer band");
  cmd->add_flag("--medium-guns-to-80", a->medium_guns_to_80, "let medium artillery fire out to 80 cm (ruling R2 off)");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->add_flag("--exact", a->exact, "also give each chance as an exact fraction");
  cmd->callback(guarded([a, &out] { run_fire(*a, out); }));
}

void register_bounce(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<BounceArgs>();
  CLI::App* cmd = group->add_subcommand("bounce-through", "Roundshot bouncing on from a medium-range target: one die per miss");
  cmd->add_option("--firer", a->firer, "artillery type")->required();
  cmd->add_option("--range", a->situation.range_cm, "range to the original target, cm")->required();
  cmd->add_option("--misses", a->situation.misses, "dice that missed the original target")->required();
  cmd->add_option("--bounce-range", a->situation.bounce_range_cm, "range to the next target at medium range, cm")->required();
  cmd->add_option("--terrain-dice", a->situation.terrain_dice, "dice added or taken away for terrain, as agreed");
  cmd->add_option("--target-terrain", a->target_terrain, "the next target is in this terrain: its cover, ruling R18");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->add_flag("--exact", a->exact, "also give each chance as an exact fraction");
  cmd->callback(guarded([a, &out] { run_bounce(*a, out); }));
}

void register_melee(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<MeleeArgs>();
  CLI::App* cmd = group->add_subcommand("melee", "One hand-to-hand attack: combat value, dice and hits, with and without a re-throw");
  add_unit_options(cmd, a->attacker, "--attacker", "--formation", "--lancer", true);
  cmd->add_option("--strength", a->situation.strength_points, "SP the attacker gives this attack")->required();
  add_unit_options(cmd, a->target, "--target", "--target-formation", "--target-lancer", true);
  cmd->add_flag("--outflanking", a->situation.outflanking, "the attacker outflanks the target (2 dice per SP)");
  add_command_reach(cmd, a->situation.command);
  cmd->add_flag("--rethrow-used", a->situation.rethrow_used, "the attacker has already re-thrown this phase");
  cmd->add_option("--rethrow", a->rethrow, "re-throw policy: never, below-expected (default) or at-most");
  cmd->add_option("--rethrow-at-most", a->situation.rethrow_at_most, "with --rethrow at-most: re-throw on this many hits or fewer");
  cmd->add_option("--terrain-cv", a->situation.terrain_cv, "CV added or taken away for terrain, as agreed");
  cmd->add_option("--target-terrain", a->target_terrain, "the target is in this terrain (village, woods, hill), the attacker not: ruling R19");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->add_flag("--exact", a->exact, "also give each chance as an exact fraction");
  cmd->callback(guarded([a, &out] { run_melee(*a, out); }));
}

void register_hold_back(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<HoldBackArgs>();
  CLI::App* cmd = group->add_subcommand("hold-back", "The chance to hold back a unit that would have to join a melee");
  add_unit_options(cmd, a->unit, "--type", "--formation", "--lancer", true);
  cmd->add_option("--strength", a->situation.strength_points, "remaining strength points")->required();
  add_command_reach(cmd, a->situation.command);
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([a, &out] { run_hold_back(*a, out); }));
}

void register_initiative(CLI::App* group, std::ostream& out) {
  auto s = std::make_shared<mn::InitiativeSituation>();
  auto a = std::make_shared<CommonArgs>();
  CLI::App* cmd = group->add_subcommand("initiative", "The chance side A takes the initiative (2D6 each, lower wins, ties again)");
  cmd->add_option("--a-adjust", s->side_a_adjustment, "added to side A's total (scenario; none in the rules)");
  cmd->add_option("--b-adjust", s->side_b_adjustment, "added to side B's total (scenario; none in the rules)");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([s, a, &out] { run_initiative(*s, *a, out); }));
}

void register_strength(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<StrengthArgs>();
  CLI::App* cmd = group->add_subcommand("strength", "Starting strength points from men (infantry, cavalry) or guns (batteries)");
  cmd->add_option("--type", a->type, "unit type")->required();
  cmd->add_option("--men", a->men, "historical strength in men");
  cmd->add_option("--guns", a->guns, "guns and howitzers in the battery");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([a, &out] { run_strength(*a, out); }));
}

void register_losses(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<LossesArgs>();
  CLI::App* cmd = group->add_subcommand("losses", "The remove-losses phase for one unit: recovery, then whether it breaks");
  add_unit_options(cmd, a->unit, "--type", "--formation", "--lancer", true);
  cmd->add_option("--strength", a->situation.starting_strength_points, "starting strength points")->required();
  cmd->add_option("--hits", a->situation.hits, "hit markers on the unit")->required();
  cmd->add_flag("--in-contact", a->situation.in_contact, "the unit touches an enemy unit");
  cmd->add_flag("--veteran", a->situation.veteran, "a veteran unit");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([a, &out] { run_losses(*a, out); }));
}

void register_move(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<MoveArgs>();
  CLI::App* cmd = group->add_subcommand("move", "How far a unit may move, double-time or charge this manoeuvre phase");
  add_unit_options(cmd, a->unit, "--type", "--formation", "--lancer", true);
  cmd->add_option("--pace", a->pace, "move (default), double-time or charge");
  cmd->add_option("--step", a->step, "infantry: forward (default), step-back or side-step");
  cmd->add_flag("--limbered", a->situation.limbered, "the battery is limbered");
  cmd->add_flag("--unlimber-after", a->unlimber_after, "a limbered battery unlimbers at the end of the move");
  cmd->add_flag("--limber-first", a->limber_first, "unlimbered horse artillery limbers up, then moves");
  cmd->add_option("--enemy-cm", a->situation.nearest_enemy_cm, "distance to the nearest enemy unit, cm");
  cmd->add_option("--enemy-cavalry-cm", a->situation.nearest_enemy_cavalry_cm,
                  "distance to the nearest enemy cavalry or command unit, cm");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([a, &out] { run_move(*a, out); }));
}

void register_commander(CLI::App* group, std::ostream& out) {
  auto a = std::make_shared<CommanderArgs>();
  CLI::App* cmd = group->add_subcommand("commander", "Whether a brigade or division commander leaves after his units' losses");
  cmd->add_option("--rank", a->rank, "brigade, division or corps")->required();
  cmd->add_option("--units", a->situation.original_units, "units he started with, commanders not counted")->required();
  cmd->add_option("--lost", a->situation.units_lost, "units lost so far")->required();
  cmd->add_flag("--corps-removable", a->corps_removable, "also remove a corps commander (ruling R9)");
  cmd->add_flag("--json", a->json, "machine-readable output");
  cmd->callback(guarded([a, &out] { run_commander(*a, out); }));
}

}  // namespace

void register_mininap_commands(CLI::App& app, std::ostream& out) {
  CLI::App* group = app.add_subcommand("mininap", "Mini-Nap 2 calculators: fire, melee, hold-back, initiative, strength, losses, commander, move");
  group->require_subcommand(1);
  register_fire(group, out);
  register_bounce(group, out);
  register_melee(group, out);
  register_hold_back(group, out);
  register_initiative(group, out);
  register_strength(group, out);
  register_losses(group, out);
  register_commander(group, out);
  register_move(group, out);
}

}  // namespace sandtable::cli
