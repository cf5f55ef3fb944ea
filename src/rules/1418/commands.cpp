#include "rules/1418/commands.hpp"

#include <algorithm>
#include <array>

#include "engine/names.hpp"

namespace sandtable::rules::gw1418 {

namespace {

using enum LowCommand;

constexpr engine::NameTable<HighCommand, 5> kHighCommands{{{HighCommand::kAdvance, "advance"},
                                                           {HighCommand::kHold, "hold"},
                                                           {HighCommand::kAssault, "assault"},
                                                           {HighCommand::kRetreat, "retreat"},
                                                           {HighCommand::kBombard, "bombard"}}};

constexpr engine::NameTable<LowCommand, 6> kLowCommands{{{kStayPut, "stay-put"},
                                                         {kMove, "move"},
                                                         {kFindCover, "find-cover"},
                                                         {kAssault, "assault"},
                                                         {kRetreat, "retreat"},
                                                         {kBombard, "bombard"}}};

// The table's four rows: dug in and safe, dug in under fire, not dug in and safe, not dug in
// under fire.
std::size_t row(const Situation& s) { return (s.dug_in ? 0 : 2) + (s.under_fire ? 1 : 0); }

using Row = std::array<std::vector<LowCommand>, 4>;

const Row& column(HighCommand order) {
  static const Row kAdvance{{{kStayPut, kMove}, {kStayPut}, {kMove}, {kStayPut, kMove}}};
  static const Row kHold{{{kStayPut}, {kStayPut}, {kStayPut, kFindCover}, {kStayPut, kFindCover}}};
  static const Row kAssaultOnly{{{kAssault}, {kAssault, kStayPut}, {kAssault}, {kAssault, kFindCover}}};
  static const Row kRetreatOnly{{{kRetreat}, {kRetreat, kStayPut}, {kRetreat}, {kRetreat, kFindCover, kStayPut}}};
  switch (order) {
    case HighCommand::kAdvance: return kAdvance;
    case HighCommand::kAssault: return kAssaultOnly;
    case HighCommand::kRetreat: return kRetreatOnly;
    case HighCommand::kHold:
    case HighCommand::kBombard: return kHold;
  }
  return kHold;
}

bool contains(const std::vector<LowCommand>& list, LowCommand l) {
  return std::find(list.begin(), list.end(), l) != list.end();
}

}  // namespace

std::string_view id(HighCommand h) { return engine::name_of(kHighCommands, h); }
std::vector<std::string> high_command_ids() { return engine::names_of(kHighCommands); }
HighCommand parse_high_command(std::string_view text, const std::string& field) {
  return engine::parse_name(kHighCommands, text, field);
}
std::string_view id(LowCommand l) { return engine::name_of(kLowCommands, l); }

std::string situation_words(const Situation& s) {
  return std::string(s.dug_in ? "dug in" : "not dug in") + (s.under_fire ? ", under fire" : ", safe");
}

Options low_commands(HighCommand order, const Situation& s, const CommandRulings& rulings) {
  Options o;
  if (order == HighCommand::kBombard) {
    // The table has no Bombard column: the batteries fire on the square they were given.
    o.allowed = {kBombard};
    o.note = "bombard: the batteries fire on the grid square ordered (RULINGS.md 21)";
    if (!rulings.bombard_allows_hold) return o;
  }
  for (LowCommand l : column(order)[row(s)]) {
    if (!contains(o.allowed, l)) o.allowed.push_back(l);
  }
  // Digging in is a way of staying put: only where staying put or finding cover is allowed,
  // under the orders the table lets dig, and only by a company not yet dug in.
  const bool orders_dig = order == HighCommand::kHold || order == HighCommand::kBombard ||
                          (order == HighCommand::kAdvance && rulings.advance_may_dig_in);
  const bool stays = contains(o.allowed, kStayPut) || contains(o.allowed, kFindCover);
  o.may_dig_in = orders_dig && stays && !s.dug_in;
  if (o.may_dig_in && s.under_fire) o.resilience_while_digging = -1;
  if (order == HighCommand::kAdvance && o.may_dig_in) o.note = "advance: may dig in (RULINGS.md 20)";
  return o;
}

}  // namespace sandtable::rules::gw1418
