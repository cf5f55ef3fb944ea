#include "rules/hitt/combat.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace sandtable::rules::hitt {

namespace {

using enum Element;

// "vs. foot, tanks or stronghold" in the combat factor table.
bool foot_tank_or_stronghold(Element e) { return kind(e) == Kind::kFoot || e == kTank || kind(e) == Kind::kStronghold; }

void add(std::vector<Factor>& out, int value, std::string_view what) {
  if (value != 0) out.push_back({what, value});
}

// Whether `self` throws fire at its enemy: a barrage attacking, or shooting (the target
// shoots back only with return fire).
bool fires(const Situation& s, Element self, bool self_attacks) {
  if (s.mode == Mode::kCloseCombat) return self_attacks && self == kBarrage;
  return self_attacks || s.return_fire;
}

// A barrage, or any shooting but a mortar's, at an element in a trench.
bool fire_on_trench(const Situation& s, const Side& from, bool from_attacks, const Side& at) {
  return at.in_trench && fires(s, from.element, from_attacks) && (from.element == kBarrage || !is_mortar(from.element));
}

SideFactors side_factors(const Situation& s, const Side& self, const Side& enemy, bool self_attacks, const Rulings& r) {
  const bool contact = s.mode == Mode::kCloseCombat;
  const bool shot_at = !contact && (!self_attacks || s.return_fire);
  const Element me = self.element;
  SideFactors f;
  f.combat_factor = combat_factor(me, enemy.element, contact, r);
  std::vector<Factor>& t = f.tactical;
  if (self.general && (contact || shot_at)) add(t, 1, "general's element");
  if (contact && self.rear_support && (is_rifles(me) || me == kSturmtruppe) && !self.bad_going) add(t, 1, "rear support");
  if (contact && self.uphill && !is_aerial(me) && !is_aerial(enemy.element)) add(t, 1, "uphill or defending a river bank");
  if (self_attacks && s.observed_fire && (me == kBarrage || (me == kFieldArtillery && !contact))) add(t, 1, "observed fire");
  if (shot_at && self.cover) add(t, 2, "cover of a wood or built-up area");
  if (self.strongpoint) add(t, 2, "in a strongpoint");
  if (self.in_trench && enemy.element == kGas) add(t, -1, "gas attack on a trench");
  const bool on_attacker = r.trench_fire_penalty == TrenchFirePenalty::kOnAttacker;
  if (on_attacker && fire_on_trench(s, self, self_attacks, enemy)) add(t, -2, "barrage or ranged fire on a trench");
  if (!on_attacker && fire_on_trench(s, enemy, !self_attacks, self)) add(t, -2, "barrage or ranged fire on a trench");
  if (self.in_trench && is_mortar(enemy.element) && fires(s, enemy.element, !self_attacks)) add(t, -1, "mortar attack on a trench");
  add(t, -self.aided_against, contact ? "overwhelmed" : "outgunned");
  if (contact) add(t, -self.flank_rear, "outflanked or contacted in the rear");
  if (contact && self_attacks && enemy.in_trench && !self.in_trench &&
      ((is_aerial(me) && me != kBomber) || restricted_by_bad_going(me))) {
    add(t, -2, "close attack on a trench");
  }
  if (contact && self.near_bad_going && kind(me) == Kind::kMounted) add(t, -2, "mounted near bad going");
  if (contact && self.near_bad_going && is_aerial(me)) add(t, -2, "aerials near bad going");
  return f;
}

// What the side that lost stands in and what its enemy did.
struct Loss {
  Element loser;
  Element winner;
  bool contact;
  bool bad_going;            // its own bad going, or a trench it is attacked in from outside
  bool in_trench;
  bool loser_moved_in;       // it moved into contact this turn
  bool winner_moved_in;      // its enemy moved into contact this turn
  bool aided_by_ground;      // the winner is an aerial with ground troops in contact too
  bool trench_suppression;
};

bool bunker_falls(const Loss& l) {
  if (is_aerial(l.winner)) return l.aided_by_ground;
  return l.contact && l.winner != kBarrage && l.winner != kGas;
}

// The outcome table's middle band: its total below the enemy's but more than half of it.
Effect beaten(const Loss& l, const Rulings& r) {
  const Element w = l.winner;
  const bool gun_or_mg = is_artillery(w) || w == kMachinegun;
  switch (l.loser) {
    case kAirAce:
      if (w == kCommandBunker || w == kAaa) return Effect::kFlee;
      if (l.contact && (w == kAirAce || is_artillery(w))) return Effect::kDestroyed;
      return Effect::kRecoil;
    case kArmouredCar:
      if (w == kBarrage || w == kTank) return Effect::kDestroyed;
      if (l.contact && l.loser_moved_in && (gun_or_mg || is_rifles(w) || w == kSturmtruppe)) return Effect::kDestroyed;
      if (l.contact && l.loser_moved_in && l.bad_going) return Effect::kDestroyed;
      return l.contact || gun_or_mg ? Effect::kRecoil : Effect::kNoEffect;
    case kFieldArtillery:
    case kHeavyArtillery:
    case kAaa:
    case kMachinegun:
    case kLightMortar:
    case kHeavyMortar:
      if (w == kBarrage || w == kGas) return Effect::kRecoil;
      return l.contact ? Effect::kDestroyed : Effect::kNoEffect;
    case kBalloon:
    case kForwardObserver:
      return l.contact || gun_or_mg ? Effect::kDestroyed : Effect::kNoEffect;
    case kBarrage:
      return w == kBarrage ? Effect::kDestroyed : Effect::kNoEffect;
    case kGas:
      return Effect::kNoEffect;
    case kFighter:
    case kBomber:
    case kScout:
    case kZeppelin:
      if (w == kAaa) return Effect::kFlee;
      if (l.contact && (w == kBomber || w == kFighter || is_artillery(w))) return Effect::kDestroyed;
      return l.contact ? Effect::kFlee : Effect::kRecoil;
    case kCavalry:
      if (l.contact && (w == kBarrage || w == kTank || l.bad_going)) return Effect::kDestroyed;
      if (!l.contact && w == kMachinegun && !l.bad_going) return Effect::kDestroyed;
      return Effect::kRecoil;
    case kCommandBunker:
      return bunker_falls(l) ? Effect::kDestroyed : Effect::kNoEffect;
    case kRifles:
    case kDismountedCavalry:
    case kSturmtruppe:
      if (is_rifles(l.loser) && l.contact && (w == kSturmtruppe || w == kTank) && l.winner_moved_in) return Effect::kDestroyed;
      if (!l.contact && w == kMachinegun && !l.bad_going) return Effect::kDestroyed;
      return !l.bad_going || r.beaten_foot_recoil_in_bad_going ? Effect::kRecoil : Effect::kNoEffect;
    case kSniper:
    case kMinefield:
      return Effect::kFlee;
    case kTank:
      if (l.contact && w == kSturmtruppe && l.winner_moved_in) return Effect::kDestroyed;
      if (!l.contact && is_artillery(w)) return Effect::kFlee;
      return Effect::kRecoil;
  }
  throw std::logic_error("an element without a row of the outcome table");
}

// Its total at most half the enemy's.
Effect doubled(const Loss& l, const Rulings& r) {
  switch (l.loser) {
    case kFighter:
    case kScout:
      return (is_aerial(l.winner) && l.winner != kBalloon) || is_rifles(l.winner) ? Effect::kDestroyed : Effect::kFlee;
    case kCommandBunker:
      return bunker_falls(l) ? Effect::kDestroyed : Effect::kNoEffect;
    case kGas:
      return r.gas_removed_when_doubled ? Effect::kDestroyed : Effect::kNoEffect;
    default:
      return Effect::kDestroyed;
  }
}

// A recoil in a trench: artillery is suppressed instead; infantry may choose to be when the
// attack came from aerials or a barrage.
Effect in_trench(Effect e, const Loss& l, const Situation& s) {
  if (e != Effect::kRecoil || !l.in_trench) return e;
  const Element x = l.loser;
  if (is_artillery(x) || x == kMachinegun || is_mortar(x)) return Effect::kSuppressed;
  const bool infantry = is_rifles(x) || x == kSturmtruppe;
  if (infantry && s.trench_suppression && (is_aerial(l.winner) || l.winner == kBarrage)) return Effect::kSuppressed;
  return e;
}

}  // namespace

std::string_view id(Effect e) {
  switch (e) {
    case Effect::kNoEffect: return "no-effect";
    case Effect::kDestroyed: return "destroyed";
    case Effect::kFlee: return "flee";
    case Effect::kRecoil: return "recoil";
    case Effect::kSuppressed: return "suppressed";
  }
  throw std::logic_error("an effect without an id");
}

std::string_view id(Loser l) {
  switch (l) {
    case Loser::kNone: return "none";
    case Loser::kAttacker: return "attacker";
    case Loser::kDefender: return "defender";
    case Loser::kBoth: return "both";
  }
  throw std::logic_error("a loser without an id");
}

int SideFactors::total() const {
  int sum = combat_factor;
  for (const Factor& f : tactical) sum += f.value;
  return sum;
}

int combat_factor(Element self, Element enemy, bool in_contact, const Rulings& rulings) {
  const bool ftsh = foot_tank_or_stronghold(enemy);
  switch (self) {
    case kBarrage:
    case kCommandBunker: return 6;
    case kSturmtruppe:
    case kBomber:
    case kZeppelin: return ftsh ? 5 : 3;
    case kTank: return ftsh ? 4 : 5;
    case kFieldArtillery:
    case kAaa:
    case kMachinegun:
    case kLightMortar: return in_contact ? 2 : 4;
    case kHeavyArtillery:
    case kHeavyMortar: return in_contact ? 2 : 5;
    case kArmouredCar:
    case kDismountedCavalry:
    case kRifles: return ftsh ? 3 : 4;
    case kCavalry: return 3;
    case kBalloon:
    case kForwardObserver:
    case kSniper:
    case kMinefield:
    case kFighter:
    case kGas: return 2;
    case kScout: return 1;
    case kAirAce: return rulings.air_ace_factor;
  }
  throw std::logic_error("an element without a combat factor");
}

Factors factors(const Situation& s, const Rulings& rulings) {
  return {side_factors(s, s.attacker, s.defender, true, rulings), side_factors(s, s.defender, s.attacker, false, rulings)};
}

Outcome resolve(const Situation& s, int attacker_total, int defender_total, const Rulings& rulings) {
  const bool contact = s.mode == Mode::kCloseCombat;
  if (attacker_total == defender_total) {
    const bool air_ace = s.attacker.element == kAirAce || s.defender.element == kAirAce;
    if (contact && air_ace && attacker_total % 2 != 0) return {Loser::kBoth, Effect::kDestroyed};
    return {Loser::kNone, Effect::kNoEffect};
  }
  const bool attacker_lost = attacker_total < defender_total;
  if (attacker_lost && !contact && !s.return_fire) return {Loser::kNone, Effect::kNoEffect};
  const Side& lost = attacker_lost ? s.attacker : s.defender;
  const Side& won = attacker_lost ? s.defender : s.attacker;
  const bool moved = contact && s.attacker_moved_into_contact;
  const Loss loss{lost.element,
                  won.element,
                  contact,
                  lost.bad_going || (lost.in_trench && !won.in_trench),
                  lost.in_trench,
                  attacker_lost && moved,
                  !attacker_lost && moved,
                  s.aided_by_ground,
                  s.trench_suppression};
  const int lower = attacker_lost ? attacker_total : defender_total;
  const int higher = attacker_lost ? defender_total : attacker_total;
  const Effect effect = 2 * lower <= higher ? doubled(loss, rulings) : beaten(loss, rulings);
  return {attacker_lost ? Loser::kAttacker : Loser::kDefender, in_trench(effect, loss, s)};
}

std::vector<OutcomeOdds> combat_odds(const Situation& s, const Rulings& rulings) {
  const Factors f = factors(s, rulings);
  const int attacker = f.attacker.total();
  const int defender = f.defender.total();
  // The outcome turns only on which total is lower, whether it is doubled, and a tie's parity
  // (air aces): each of these six is resolved once.
  std::array<std::optional<Outcome>, 6> known;
  const auto relation = [](int a, int d) -> std::size_t {
    if (a == d) return a % 2 == 0 ? 0 : 1;
    const bool attacker_lower = a < d;
    const bool doubled = 2 * std::min(a, d) <= std::max(a, d);
    return 2 + (attacker_lower ? 0 : 2) + (doubled ? 1 : 0);
  };
  std::vector<OutcomeOdds> odds;
  for (int a = 1; a <= 6; ++a) {
    for (int d = 1; d <= 6; ++d) {
      std::optional<Outcome>& cached = known[relation(a + attacker, d + defender)];
      if (!cached) cached = resolve(s, a + attacker, d + defender, rulings);
      const Outcome o = *cached;
      bool found = false;
      for (OutcomeOdds& row : odds) {
        if (row.outcome.loser == o.loser && row.outcome.effect == o.effect) {
          ++row.pairs;
          found = true;
        }
      }
      if (!found) odds.push_back({o, 1});
    }
  }
  return odds;
}

}  // namespace sandtable::rules::hitt
