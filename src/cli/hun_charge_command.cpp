// `sandtable hun charge-sequence SAVE --distance D ...`: a charge (IX) in order, started from
// options as a game in a new save file. The steps are then answered with `game next`, `game
// roll` (digital or typed dice) and `game do` (the charged unit's reaction), with undo and log.
#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/game_text.hpp"
#include "cli/hun_commands.hpp"
#include "cli/words.hpp"
#include "rules/hun/charge_setup.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;
using nlohmann::json;

namespace {

// One unit's options as typed, read into a ChargeUnit once all are parsed.
struct UnitOptions {
  std::string name;
  std::string quality = "soldier";
  int figures = 1;
  int wounded = 0;
  bool mounted = false;
  std::string firearm = "none";
  std::string weapon = "bayonet";
  std::string cover = "none";
  bool wavering = false;
  bool acted = false;
};

struct ChargeOptions {
  std::string save;
  double distance = 0;
  bool closed = false;
  UnitOptions chargers{"Chargers"};
  UnitOptions charged{"Charged"};
  std::optional<std::string> seed;
  bool force = false;
  bool json = false;
};

rh::ChargeUnit unit_from(const UnitOptions& o, const std::string& prefix) {
  rh::ChargeUnit u;
  u.name = o.name;
  u.quality = rh::parse_quality(o.quality, prefix);
  u.figures = o.figures;
  u.wounded = o.wounded;
  u.mounted = o.mounted;
  u.firearm = rh::firearm_named(o.firearm, prefix + "_firearm");
  u.melee_weapon = rh::melee_weapon_named(o.weapon, prefix + "_weapon");
  u.cover = rh::parse_cover(o.cover, prefix + "_cover");
  u.wavering = o.wavering;
  u.acted = o.acted;
  if (const auto problem = rh::unit_problem(u)) {
    const std::string option = problem->member == "figures" ? "figures" : problem->member == "wounded_figures" ? "wounded" : "weapon";
    throw engine::BadInput(prefix + "_" + option, problem->detail);
  }
  return u;
}

void add_unit_options(CLI::App& command, UnitOptions& u, const std::string& prefix, const std::string& whose) {
  command.add_option("--" + prefix, u.quality, whose + ": quality (civilian, conscript, soldier, veteran, elite)");
  command.add_option("--" + prefix + "-name", u.name, whose + ": the unit's name");
  command.add_option("--" + prefix + "-figures", u.figures, whose + ": figures (default 1)");
  command.add_option("--" + prefix + "-wounded", u.wounded, whose + ": of them wounded (default 0)");
  command.add_flag("--" + prefix + "-mounted", u.mounted, whose + ": mounted (cavalry)");
  command.add_option("--" + prefix + "-weapon", u.weapon, whose + ": melee weapon: sword, lance, bayonet (default), dagger");
}

void start(Context& context, const ChargeOptions& o) {
  rh::ChargeSetup setup;
  setup.chargers = unit_from(o.chargers, "charger");
  setup.charged = unit_from(o.charged, "charged");
  setup.distance_inches = o.distance;
  setup.open = !o.closed;
  if (std::filesystem::exists(o.save)) {
    if (!o.force) throw UsageError(fmt::format("{} already exists; pass --force to start over", o.save));
    std::filesystem::remove(o.save);
  }
  json args = {{"scenario_text", rh::charge_scenario_text(setup)}, {"scenario_name", "hun charge-sequence"}, {"save", o.save}};
  if (o.seed) args["seed"] = whole_or_text(*o.seed);
  const json r = context.api.call("game.new", args);
  if (o.json) {
    context.out << r.dump(2) << "\n";
    return;
  }
  const json state = context.api.call("game.state", {{"save", o.save}});
  context.out << fmt::format("{}: a charge in order (IX), digital dice seed {}\n", o.save, r.at("seed").dump())
              << state.at("summary").get<std::string>() << request_text(r.at("request"), r.at("sides"))
              << fmt::format("Next: sandtable game roll {0} (digital dice) or game roll {0} FACE (your die); "
                             "game do {0} N for a reaction; game undo {0}\n",
                             o.save);
}

}  // namespace

void register_charge_sequence_command(CLI::App& hun, Context& context) {
  auto o = std::make_shared<ChargeOptions>();
  CLI::App* command = hun.add_subcommand(
      "charge-sequence", "IX: a charge played in order, step by step, in a new save file (then game roll/do/undo on it)");
  command->add_option("save", o->save, "the save file to create")->required();
  command->add_option("--distance", o->distance, "inches between the chargers and the charged")->required();
  command->add_flag("--closed-ground", o->closed, "the ground between is not open terrain: no counter-charge");
  add_unit_options(*command, o->chargers, "charger", "the charging unit");
  add_unit_options(*command, o->charged, "charged", "the charged unit");
  command->add_option("--charged-firearm", o->charged.firearm, "the charged unit: firearm for defensive fire: none (default), pistol, carbine, rifle");
  command->add_option("--charged-cover", o->charged.cover, "the charged unit: cover: none (default), soft, hard, fortification");
  command->add_flag("--charged-wavering", o->charged.wavering, "the charged unit is Wavering");
  command->add_flag("--charged-acted", o->charged.acted, "the charged unit has used its action this turn: no reaction");
  command->add_option("--seed", o->seed, "seed of the digital dice (default: a fresh one, printed)");
  command->add_flag("--force", o->force, "replace an existing save file");
  command->add_flag("--json", o->json, "machine-readable output: the API's answer");
  command->callback([o, &context] {
    try {
      start(context, *o);
    } catch (const engine::BadInput& e) {
      if (e.field().empty() || e.field() == "save") throw;
      throw engine::BadInput(e.field(), e.detail(), option_name(e.field()) + ": " + e.detail());
    }
  });
}

}  // namespace sandtable::cli::hun
