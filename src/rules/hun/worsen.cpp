#include "rules/hun/worsen.hpp"

namespace sandtable::rules::hun {

namespace {

template <class Enum>
Enum next(Enum e) { return static_cast<Enum>(static_cast<int>(e) + 1); }

bool better_cover(AttackSituation& s, const Model&) {
  if (s.cover == Cover::kFortification) return false;
  s.cover = next(s.cover);
  return true;
}

bool longer_range(AttackSituation& s, const Model& m) {
  const WeaponModel& w = m.weapon(s.action);
  if (w.kind != WeaponKind::kFire && w.kind != WeaponKind::kMg) return false;
  if (w.max_range && s.range_inches >= *w.max_range) return false;
  ++s.range_inches;
  return true;
}

bool running_target(AttackSituation& s, const Model&) {
  if (s.posture != Posture::kStanding) return false;
  s.posture = Posture::kRunning;
  return true;
}

bool prone_target(AttackSituation& s, const Model&) {
  if (s.posture == Posture::kProne) return false;
  s.posture = Posture::kProne;
  return true;
}

bool worse_attacker(AttackSituation& s, const Model&) {
  if (s.attacker == Quality::kCivilian) return false;
  s.attacker = static_cast<Quality>(static_cast<int>(s.attacker) - 1);
  return true;
}

bool better_target(AttackSituation& s, const Model&) {
  if (s.victim == Quality::kElite) return false;
  s.victim = next(s.victim);
  return true;
}

// A flag the attacker would rather have set (or clear), changed the other way.
template <bool AttackSituation::*kFlag, bool kWorseValue>
bool turn(AttackSituation& s, const Model&) {
  if (s.*kFlag == kWorseValue) return false;
  s.*kFlag = kWorseValue;
  return true;
}

}  // namespace

const std::vector<Worsening>& worsenings() {
  static const std::vector<Worsening> all{
      {"better cover", better_cover},
      {"longer range", longer_range},
      {"running target", running_target},
      {"prone target", prone_target},
      {"moving firer", turn<&AttackSituation::moving, true>},
      {"wounded firer", turn<&AttackSituation::attacker_wounded, true>},
      {"worse attacker", worse_attacker},
      {"better target", better_target},
      {"no sharpshooter", turn<&AttackSituation::sharpshooter, false>},
      {"not charging", turn<&AttackSituation::charging, false>},
      {"unwounded target", turn<&AttackSituation::victim_wounded, false>},
  };
  return all;
}

}  // namespace sandtable::rules::hun
