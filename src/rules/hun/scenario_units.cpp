#include "rules/hun/scenario_units.hpp"

#include <fmt/format.h>

#include "engine/spec.hpp"

namespace sandtable::rules::hun {

namespace {

void collect_units(const engine::Command& c, std::vector<const engine::UnitSpec*>& out) {
  if (c.commander) out.push_back(&*c.commander);
  for (const auto& u : c.units) out.push_back(&u);
  for (const auto& sub : c.commands) collect_units(sub, out);
}

}  // namespace

std::vector<const engine::UnitSpec*> units_of(const engine::Command& c) {
  std::vector<const engine::UnitSpec*> out;
  collect_units(c, out);
  return out;
}

void refuse(const engine::UnitSpec& u, const std::string& member, const std::string& detail) {
  const auto at = u.field_where.find(member);
  throw engine::BadInput(member, detail,
                         fmt::format("{}: {}.{}: {}", at == u.field_where.end() ? u.where : at->second, u.path, member, detail));
}

bool ruling_on(const engine::Rulings& rulings, const char* name) {
  const auto it = rulings.find(name);
  return it != rulings.end() && it->second.get<bool>();
}

}  // namespace sandtable::rules::hun
