#include "rules/mininap/battle/fingerprint.hpp"


#include "core/bits.hpp"
#include "engine/hash.hpp"

namespace sandtable::rules::mininap {

namespace {

class Hasher {
 public:
  Hasher& operator<<(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xffU;
      h_ *= 0x100000001b3ULL;
    }
    return *this;
  }
  Hasher& operator<<(int v) { return *this << static_cast<std::uint64_t>(static_cast<std::int64_t>(v)); }
  Hasher& operator<<(bool v) { return *this << static_cast<std::uint64_t>(v); }
  Hasher& operator<<(double v) { return *this << core::bits_of(v); }
  Hasher& operator<<(const std::string& s) {
    h_ = engine::fnv1a(s, h_);
    return *this << static_cast<std::uint64_t>(s.size());
  }
  template <class E>
    requires std::is_enum_v<E>
  Hasher& operator<<(E e) {
    return *this << static_cast<int>(e);
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = engine::kFnvOffset;
};

}  // namespace

std::uint64_t fingerprint(const Battle& b) {
  Hasher h;
  h << b.sides[0] << b.sides[1] << b.width_cm << b.depth_cm << b.turn_limit << b.turn << b.phase << b.initiative
    << b.initiative_throw[0] << b.initiative_throw[1] << b.stage;
  for (const BattleUnit& u : b.units) {
    h << u.name << u.side << u.unit.type << u.unit.formation << u.unit.lancer << u.start_sp << u.hits
      << u.pose.position.x << u.pose.position.y << u.pose.facing_deg << u.limbered << u.veteran << u.command[0]
      << u.command[1] << u.command[2] << u.leads << u.removed << u.fired << u.acted << u.rethrow_used << u.phase_sp
      << u.suppressed;
  }
  h << static_cast<int>(b.queue.size());
  for (int q : b.queue) h << q;
  h << static_cast<int>(b.rolls.size());
  for (const PendingRoll& r : b.rolls) h << r.kind << r.side << r.unit << r.target << r.dice << r.hit_on << r.range_cm << r.medium_roundshot;
  h << static_cast<int>(b.attacks.size());
  for (const auto& a : b.attacks) h << a.attacker << a.target << a.sp << a.outflanking;
  h << b.rethrow_hits.value_or(-1) << b.charge.has_value();
  if (b.charge) h << b.charge->charger << b.charge->target << b.charge->start_distance_cm;
  h << b.over.has_value();
  if (b.over) h << b.over->winner.value_or(-1);
  return h.value();
}

}  // namespace sandtable::rules::mininap
