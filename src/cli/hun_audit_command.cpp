// `sandtable hun chart-audit`: every reachable attack input, how far the d6 charts are from
// the model. Not a calculator: it visits millions of chart cells and reports its own time.
#include <fmt/format.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/hun_commands.hpp"
#include "rules/hun/audit.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;

namespace {

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

void register_chart_audit_command(CLI::App& hun, std::ostream& out) {
  auto json = std::make_shared<bool>(false);
  CLI::App* audit = hun.add_subcommand("chart-audit", "Every reachable attack input: how far the d6 charts are from the model");
  audit->add_flag("--json", *json, "machine-readable output");
  audit->callback([json, &out] { run_audit(*json, out); });
}

}  // namespace sandtable::cli::hun
