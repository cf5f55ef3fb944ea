// The model is monotone where common sense says so, over the whole input space (IV.B):
// better cover, longer range, a running or prone target, moving fire and a wounded firer
// never raise the chance to kill; better quality never lowers it.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "rules/hun/audit.hpp"

namespace sandtable::rules::hun {
namespace {

double kill(const Model& m, const AttackSituation& s) { return hit_chance(s, m) * m.weapon(s.action).kill; }

double harm(const Model& m, const AttackSituation& s) {
  const WeaponModel& w = m.weapon(s.action);
  return hit_chance(s, m) * (w.kill + w.wound);
}

// A change to a situation that must not help the attacker; false if it does not apply.
using Worsen = std::function<bool(AttackSituation&)>;

struct Rule {
  std::string name;
  Worsen worsen;
};

std::vector<Rule> rules() {
  return {
      {"better cover", [](AttackSituation& s) {
         if (s.cover == Cover::kFortification) return false;
         s.cover = static_cast<Cover>(static_cast<int>(s.cover) + 1);
         return true;
       }},
      {"longer range", [](AttackSituation& s) {
         const WeaponModel& w = builtin_model().weapon(s.action);
         if (w.kind != WeaponKind::kFire && w.kind != WeaponKind::kMg) return false;
         if (w.max_range && s.range_inches >= *w.max_range) return false;
         ++s.range_inches;
         return true;
       }},
      {"running target", [](AttackSituation& s) {
         if (s.posture != Posture::kStanding) return false;
         s.posture = Posture::kRunning;
         return true;
       }},
      {"prone target", [](AttackSituation& s) {
         if (s.posture == Posture::kProne) return false;
         s.posture = Posture::kProne;
         return true;
       }},
      {"moving firer", [](AttackSituation& s) { return !s.moving && (s.moving = true); }},
      {"wounded firer", [](AttackSituation& s) { return !s.attacker_wounded && (s.attacker_wounded = true); }},
      {"worse attacker", [](AttackSituation& s) {
         if (s.attacker == Quality::kCivilian) return false;
         s.attacker = static_cast<Quality>(static_cast<int>(s.attacker) - 1);
         return true;
       }},
      {"better target", [](AttackSituation& s) {
         if (s.victim == Quality::kElite) return false;
         s.victim = static_cast<Quality>(static_cast<int>(s.victim) + 1);
         return true;
       }},
      {"no sharpshooter", [](AttackSituation& s) { return s.sharpshooter && !(s.sharpshooter = false); }},
      {"not charging", [](AttackSituation& s) { return s.charging && !(s.charging = false); }},
      {"unwounded target", [](AttackSituation& s) { return s.victim_wounded && !(s.victim_wounded = false); }},
  };
}

// Counts the situations where a worsening change raises the chance to kill (or to harm).
long violations(const Model& m, Attack action, std::vector<long>& applied, std::string& first) {
  const auto checks = rules();
  applied.assign(checks.size(), 0);
  long failures = 0;
  for_each_situation(m, action, [&](const AttackSituation& s) {
    const double k = kill(m, s);
    const double h = harm(m, s);
    for (std::size_t i = 0; i < checks.size(); ++i) {
      AttackSituation worse = s;
      if (!checks[i].worsen(worse)) continue;
      ++applied[i];
      if (kill(m, worse) > k + 1e-15 || harm(m, worse) > h + 1e-15) {
        if (failures++ == 0) {
          first = checks[i].name + " raised the chance to kill: " + std::string(name(s.action)) + " at " +
                  std::to_string(s.range_inches) + " inches";
        }
      }
    }
  });
  return failures;
}

TEST(HunModelMonotone, OverTheWholeInputSpace) {
  std::vector<long> total(rules().size(), 0);
  for (const Attack a : kAttacks) {
    std::vector<long> applied;
    std::string first;
    EXPECT_EQ(violations(builtin_model(), a, applied, first), 0) << first;
    for (std::size_t i = 0; i < applied.size(); ++i) total[i] += applied[i];
  }
  for (std::size_t i = 0; i < total.size(); ++i) EXPECT_GT(total[i], 0) << rules()[i].name << " never applied";
}

TEST(HunModelMonotone, TheCheckCanFail) {
  // A hand-built model in which hard cover helps the firer (parse_model would refuse it).
  Model broken = builtin_model();
  broken.fire_cover[static_cast<std::size_t>(Cover::kHard)] = 2.0;
  std::vector<long> applied;
  std::string first;
  EXPECT_GT(violations(broken, Attack::kPistol, applied, first), 0);
  EXPECT_NE(first.find("better cover"), std::string::npos) << first;
}

}  // namespace
}  // namespace sandtable::rules::hun
