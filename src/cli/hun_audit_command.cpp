// `sandtable hun chart ACTION` and `sandtable hun chart-audit`: the app's attack charts.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/hun_commands.hpp"
#include "cli/hun_situation.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/hun/audit.hpp"
#include "rules/hun/chart.hpp"

namespace sandtable::cli::hun {

using engine::distribution_json;
using engine::distribution_line;
using engine::distribution_text;
using engine::percent;

namespace rh = rules::hun;

namespace {

struct ChartOptions {
  SituationOptions situation;
  bool json = false;
};

nlohmann::json face_list(int from, int to) {
  nlohmann::json a = nlohmann::json::array();
  for (int f = from; f <= to; ++f) a.push_back(f);
  return a;
}

nlohmann::json row_json(const rh::ChartRow& r) {
  nlohmann::json factors = nlohmann::json::array();
  for (const auto& f : r.model.factors) factors.push_back({{"what", f.what}, {"multiplier", f.multiplier}});
  return {{"fire", r.moving ? "moving" : "static"},
          {"firer_wounded", r.attacker_wounded},
          {"target_wounded", r.victim_wounded},
          {"hit_on", r.shape.hit_on},
          {"vital", r.shape.vital ? nlohmann::json("a 6 to hit, then a second 6, kills with no save") : nlohmann::json()},
          {"save",
           {{"kill_on", face_list(1, r.shape.kill_up_to)},
            {"wound_on", face_list(r.shape.kill_up_to + 1, r.shape.wound_up_to)},
            {"scratch_on", face_list(r.shape.wound_up_to + 1, 6)}}},
          {"model", {{"hit", r.model.hit}, {"kill", r.model.kill}, {"wound", r.model.wound},
                     {"scratch", r.model.scratch}, {"miss", r.model.miss}}},
          {"chart", {{"hit", (7 - r.shape.hit_on) / 6.0}, {"kill", r.chart.kill()}, {"wound", r.chart.wound()},
                     {"kill_exact", fmt::format("{}/216", r.chart.kill_216)},
                     {"wound_exact", fmt::format("{}/216", r.chart.wound_216)}}},
          {"error", r.error.worst},
          {"factors", std::move(factors)}};
}

void run_chart(const ChartOptions& o, std::ostream& out) {
  const rh::AttackSituation s = situation(o.situation);
  const std::vector<rh::ChartRow> rows = rh::make_chart(s);
  if (o.json) {
    nlohmann::json j = {{"action", o.situation.action}, {"rows", nlohmann::json::array()}};
    if (s.victim_is_transport) j["note"] = "equipment: a wound damages it, a second wound destroys it; a kill destroys it";
    for (const auto& r : rows) j["rows"].push_back(row_json(r));
    out << j.dump(2) << "\n";
    return;
  }
  const bool test = s.action == rh::Attack::kTestVsMg || s.action == rh::Attack::kTestVsBlast;
  out << fmt::format("{}: {}\n", o.situation.action, test ? "the testing figure rolls to be hit" : "roll to hit");
  out << fmt::format("{:<8} {:<7} {:<7} {:>6}  {:<22} {:>16} {:>16}\n", "fire", "firer", "target", "hit on",
                     "save: kill/wound/scratch", "model kill/wnd", "chart kill/wnd");
  for (const auto& r : rows) {
    out << fmt::format("{:<8} {:<7} {:<7} {:>5}+  {:<22} {:>7} {:>8} {:>7} {:>8}\n", r.moving ? "moving" : "static",
                       r.attacker_wounded ? "wounded" : "-", r.victim_wounded ? "wounded" : "-", r.shape.hit_on,
                       fmt::format("{} / {} / {}", face_range(1, r.shape.kill_up_to),
                                   face_range(r.shape.kill_up_to + 1, r.shape.wound_up_to),
                                   face_range(r.shape.wound_up_to + 1, 6)),
                       percent(r.model.kill), percent(r.model.wound), percent(r.chart.kill()),
                       percent(r.chart.wound()));
  }
  const bool all_vital = std::all_of(rows.begin(), rows.end(), [](const rh::ChartRow& r) { return r.shape.vital; });
  out << (all_vital ? "A 6 to hit, then a second 6, is a vital hit: killed, no save.\n"
                    : "Rows with a vital roll: a 6 to hit, then a second 6, kills with no save. Others: no vital roll.\n");
  if (s.victim_is_transport) out << "Equipment: a wound damages it; a second wound destroys it.\n";
  out << "Why (first row):";
  for (const auto& f : rows.front().model.factors) out << fmt::format(" {} x{:.3g};", f.what, f.multiplier);
  out << "\n";
}

void run_audit(bool json, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  const rh::AuditResult r = rh::audit_charts();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const rh::AttackSituation& w = r.worst_case;
  const std::string worst = fmt::format("{} attacker {} target {} cover {} range {} posture {}{}{}", name(w.action),
                                        name(w.attacker), name(w.victim), name(w.cover), w.range_inches,
                                        name(w.posture), w.moving ? " moving" : "", w.victim_wounded ? " target-wounded" : "");
  if (json) {
    out << nlohmann::json{{"cases", r.cases},
                          {"worst_error", r.worst_error},
                          {"mean_error", r.mean_error},
                          {"worst_kill_error", r.worst_kill_error},
                          {"worst_wound_error", r.worst_wound_error},
                          {"worst_case", worst},
                          {"seconds", seconds}}
               .dump(2)
        << "\n";
    return;
  }
  out << fmt::format("{} cases; worst gap {:.2f} points (kill {:.2f}, wound {:.2f}); mean gap {:.3f} points; {:.3f} s\n",
                     r.cases, 100 * r.worst_error, 100 * r.worst_kill_error, 100 * r.worst_wound_error,
                     100 * r.mean_error, seconds);
  out << "worst case: " << worst << "\n";
}

}  // namespace

void register_chart_commands(CLI::App& hun, std::ostream& out) {
  auto o = std::make_shared<ChartOptions>();
  CLI::App* chart = hun.add_subcommand("chart", "The d6 chart for an attack or test, with the exact chances beside it");
  add_situation_options(*chart, o->situation);
  chart->add_flag("--json", o->json, "machine-readable output");
  chart->callback(guarded([o, &out] { run_chart(*o, out); }));

  auto json = std::make_shared<bool>(false);
  CLI::App* audit = hun.add_subcommand("chart-audit", "Every reachable attack input: how far the d6 charts are from the model");
  audit->add_flag("--json", *json, "machine-readable output");
  audit->callback(guarded([json, &out] { run_audit(*json, out); }));
}

}  // namespace sandtable::cli::hun
