#include "cli/hun_situation.hpp"

#include <fmt/format.h>

#include "cli/hun_commands.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;

void add_situation_options(CLI::App& c, SituationOptions& o) {
  c.add_option("action", o.action, rh::attack_names())->required();
  c.add_option("--actor", o.actor, "quality of the actor (for test-vs-* the figure testing): " + rh::quality_names());
  c.add_option("--target", o.target, "quality of the target: " + rh::quality_names());
  c.add_option("--cover", o.cover, "the target's cover: " + rh::cover_names());
  c.add_option("--range", o.range, "range in inches (rounded up to the whole inch)");
  c.add_option("--target-posture", o.posture, "the target is " + rh::posture_names());
  add_flags(c, {{"--actor-mounted", &o.actor_mounted, "the actor is mounted"},
                {"--target-mounted", &o.target_mounted, "the target is mounted"},
                {"--sharpshooter", &o.sharpshooter, "the firer is a sharpshooter"},
                {"--attacker-charging", &o.charging, "the attacker is charging or counter-charging"},
                {"--transport", &o.transport, "test-vs-blast: the testing thing is equipment or transport"}});
}

rh::AttackSituation situation(const SituationOptions& o) {
  rh::AttackSituation s;
  s.action = rh::parse_attack(o.action);
  const rh::WeaponKind kind = rh::builtin_model().weapon(s.action).kind;
  const bool test = kind == rh::WeaponKind::kMg || kind == rh::WeaponKind::kBlast;
  s.attacker = rh::parse_quality(o.actor);
  s.victim = test ? s.attacker : rh::parse_quality(o.target);
  if (test) s.attacker = rh::Quality::kSoldier;
  s.cover = rh::parse_cover(o.cover);
  s.posture = rh::parse_posture(o.posture);
  s.attacker_mounted = !test && o.actor_mounted;
  s.victim_mounted = test ? o.actor_mounted : o.target_mounted;
  s.sharpshooter = o.sharpshooter;
  s.charging = o.charging;
  s.victim_is_transport = o.transport;
  if (o.transport && kind != rh::WeaponKind::kBlast) {
    throw rh::RuleError("--transport applies to test-vs-blast: personal weapons and MGs target the crew, not equipment");
  }
  const bool ranged = kind == rh::WeaponKind::kFire || kind == rh::WeaponKind::kMg;
  if (ranged && !o.range) throw rh::RuleError(fmt::format("{} needs --range (inches)", o.action));
  if (ranged) s.range_inches = rh::whole_inches(*o.range);
  return s;
}

std::string face_range(int from, int to) {
  if (from > to) return "-";
  return from == to ? std::to_string(from) : fmt::format("{}-{}", from, to);
}

}  // namespace sandtable::cli::hun
