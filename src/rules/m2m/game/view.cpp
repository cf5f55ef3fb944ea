#include "rules/m2m/game/view.hpp"

#include <fmt/format.h>

#include "rules/m2m/game/footprint.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {

namespace {

bool sees(const State& s, engine::SideIndex viewer, const Unit& u) {
  if (viewer == kUmpire) return true;
  return viewer != engine::kNoSide && (u.side == viewer || side_sees(s, viewer, u));
}

bool reads(engine::SideIndex viewer, const Message& m) { return viewer == kUmpire || m.side == viewer; }

// An enemy unit as seen across the table: where it stands, what it is, how many figures (its
// footprint is worked from those alone).
engine::Json enemy_json(const State& s, const Unit& u) {
  engine::Json j{{"name", u.name}, {"type", id(u.arm)},
                 {"formation", id(u.formation)}, {"figures", u.figures}};
  if (u.start_mg_crew > 0) j["attached_mg_crew"] = u.mg_crew;  // the MG stands on the table with its unit
  if (u.lmg) j["lmg"] = true;
  if (u.dismounted) j["dismounted"] = true;
  if (u.pinned) j["pinned"] = true;
  if (u.retreating) j["retreating"] = true;
  j.update(unit_map_fields(s, u));
  return j;
}

// What anyone who sees the unit can tell of it: its arm and formation, its figures and attached
// MG, whether it is pinned or going back, and whether it stands in smoke or gas (ruling 43: in
// plain view).
std::string seen_condition(const State& s, const Unit& u) {
  std::string out = fmt::format("{}, {}, {} figures", id(u.arm), id(u.formation), u.figures);
  if (u.lmg && u.arm == Arm::kMg) out += ", light MG";
  if (u.dismounted) out += ", on foot";
  if (u.start_mg_crew > 0) out += fmt::format(", attached {} ({} crew)", u.lmg ? "LMG" : "MG", u.mg_crew);
  if (u.pinned) out += ", pinned";
  if (u.retreating) out += u.routed ? ", routed" : ", retreating";
  if (in_smoke(s, u)) out += ", in smoke";
  if (in_gas(s, u)) out += ", in gas";
  return out;
}

// What only its own side (and the umpire) knows as well: its rating, the fight it is in, its
// digging, the wire it waits at, and a rally or pursuit due.
std::string own_condition(const State& s, const Unit& u) {
  std::string out = fmt::format("{} {}", id(u.rating), seen_condition(s, u));
  if (u.melee_with >= 0) out += ", in melee with " + s.units[static_cast<std::size_t>(u.melee_with)].name;
  if (u.dug_in >= 2) out += ", in field defences";
  if (u.dug_in == 1) out += ", digging in";
  if (u.at_wire) out += ", at the wire";
  if (u.rally_turn == s.turn) out += ", to rally this turn";
  if (u.pursuing >= 0) out += ", pursuing " + s.units[static_cast<std::size_t>(u.pursuing)].name;
  if (u.through_turn >= s.turn) out += ", passing through " + s.units[static_cast<std::size_t>(u.through_friends)].name;
  return out;
}

// The rolls still to come that the viewer may know of.
engine::Json rolls_for(const State& s, engine::SideIndex viewer) {
  engine::Json rolls = engine::Json::array();
  for (const Roll& r : s.rolls) {
    if (r.audience == kEveryone || r.audience == viewer) rolls.push_back({{"reason", r.reason}, {"dice", r.count}});
  }
  return rolls;
}

}  // namespace

engine::Json view_for(const State& s, engine::SideIndex viewer) {
  engine::Json units = engine::Json::array();
  for (const Unit& u : s.units) {
    if (u.side == viewer) {
      units.push_back(unit_json(s, u));
    } else if (sees(s, viewer, u)) {
      units.push_back(enemy_json(s, u));
    }
  }
  engine::Json commanders = engine::Json::array();
  for (const Commander& c : s.commanders) {
    if (c.side != viewer) continue;
    commanders.push_back(commander_json(s, c));
    if (!c.off_table) units.push_back(hq_map_json(s, c));
  }
  engine::Json messages = engine::Json::array();
  for (std::size_t i = 0; i < s.messages.size(); ++i) {
    if (s.messages[i].side == viewer) messages.push_back(message_json(s, static_cast<int>(i)));
  }
  engine::Json objectives = engine::Json::array();
  for (const Objective& o : s.objectives) objectives.push_back({{"name", o.name}, {"x", o.at.x}, {"y", o.at.y}});
  engine::Json j{{"turn", s.turn},
                 {"turn_limit", s.setup.turn_limit},
                 {"clock_minutes", s.clock_minutes},
                 {"stage", id(s.stage)},
                 {"attacker", s.sides[static_cast<std::size_t>(s.setup.attacker)]},
                 {"units", units},
                 {"commanders", commanders},
                 {"messages", messages},
                 {"objectives", objectives},
                 {"rolls_pending", rolls_for(s, viewer)}};
  if (!s.clouds.empty()) j["smoke_and_gas"] = clouds_json(s);  // ruling 43: seen by everyone
  if (!s.gaps.empty()) j["wire_gaps"] = gaps_json(s);           // ruling 46: so are gaps in the wire
  if (viewer != engine::kNoSide) j["viewer"] = s.sides[static_cast<std::size_t>(viewer)];
  if (s.winner) j["winner"] = s.sides[static_cast<std::size_t>(*s.winner)];
  if (!s.result.empty()) j["result"] = s.result;
  return j;
}

std::string summary_for(const State& s, engine::SideIndex viewer) {
  std::string out = fmt::format("Turn {} of {}, {}\n", s.turn, s.setup.turn_limit, id(s.stage));
  for (const Cloud& c : s.clouds) out += fmt::format("  {} hangs over {}\n", c.gas ? "gas" : "smoke", c.name);
  for (const WireGap& g : s.gaps) {
    out += fmt::format("  a gap in {} at {:.0f},{:.0f}\n", s.terrain[static_cast<std::size_t>(g.wire)].name, (g.from.x + g.to.x) / 2, (g.from.y + g.to.y) / 2);
  }
  for (const Unit& u : s.units) {
    if (u.gone() || !sees(s, viewer, u)) continue;
    if (viewer != kUmpire && u.side != viewer) {
      out += fmt::format("  enemy {} ({}) at {:.0f},{:.0f}\n", u.name, seen_condition(s, u), u.at.x, u.at.y);
      continue;
    }
    out += fmt::format("  {} ({}): {}\n", u.name, own_condition(s, u), order_words(s, u.order));
  }
  for (std::size_t i = 0; i < s.messages.size(); ++i) {
    const Message& m = s.messages[i];
    if (!reads(viewer, m)) continue;
    out += fmt::format("  message {}: {} to {}, {}: {}\n", i + 1, s.commander(m.from).name, s.commander(m.to).name,
                       order_words(s, m.order), m.status == MessageStatus::kArrived ? "arrived" : "in transit");
  }
  if (!s.result.empty()) out += s.result + "\n";
  return out;
}

std::vector<engine::UnitNote> unit_notes_for(const State& s, engine::SideIndex viewer) {
  std::vector<engine::UnitNote> out;
  for (const Unit& u : s.units) {
    const bool own = viewer == kUmpire || u.side == viewer;
    if (u.gone()) {
      if (own) out.push_back({u.name, "gone"});
    } else if (own) {
      out.push_back({u.name, own_condition(s, u) + "; " + order_words(s, u.order)});
    } else if (sees(s, viewer, u)) {
      out.push_back({u.name, "enemy " + seen_condition(s, u)});
    }
  }
  for (const Commander& c : s.commanders) {
    if (viewer == kUmpire || c.side == viewer) out.push_back({c.name, fmt::format("{} HQ, holds {}", id(c.level), order_words(s, c.holding))});
  }
  return out;
}

namespace {

bool audience_excludes(int audience, engine::SideIndex viewer) {
  if (audience == kEveryone) return false;
  return viewer == engine::kNoSide || audience != viewer;  // an observer sees what everyone may
}

}  // namespace

bool hidden_from(const State& s, std::uint64_t seq, engine::SideIndex viewer) {
  return seq != 0 && seq <= s.audience.size() && audience_excludes(s.audience[seq - 1], viewer);
}

bool pending_roll_hidden_from(const State& s, engine::SideIndex viewer) {
  return s.cavalry_choice < 0 && !s.rolls.empty() && audience_excludes(s.rolls.front().audience, viewer);
}

}  // namespace sandtable::rules::m2m
