// `sandtable hun chart-audit`: every reachable attack input, how far the charts are from the
// model, and whether a one-step worsening ever gets a better chart. Not a calculator: it
// visits millions of chart cells and reports its own time.
#include <fmt/format.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/hun_commands.hpp"
#include "rules/hun/audit.hpp"

namespace sandtable::cli::hun {

namespace rh = rules::hun;

namespace {

struct AuditOptions {
  bool json = false;
  bool plain_d6_save = false;
  bool without_vital_roll = false;
};

void run_audit(const AuditOptions& o, std::ostream& out) {
  rh::Model model = rh::builtin_model();
  model.save_second_die = !o.plain_d6_save;
  model.vital_roll_optional = o.without_vital_roll;
  const auto start = std::chrono::steady_clock::now();
  const rh::AuditResult r = rh::audit_charts(model);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string worst = rh::describe(r.worst_case);
  if (o.json) {
    out << nlohmann::json{{"cases", r.cases},
                          {"worst_error", r.worst_error},
                          {"mean_error", r.mean_error},
                          {"worst_kill_error", r.worst_kill_error},
                          {"worst_wound_error", r.worst_wound_error},
                          {"mean_kill_error", r.mean_kill_error},
                          {"mean_wound_error", r.mean_wound_error},
                          {"worst_hit_error", r.worst_hit_error},
                          {"mean_hit_error", r.mean_hit_error},
                          {"worst_case", worst},
                          {"worsenings", r.worsenings},
                          {"breaches", r.breaches},
                          {"first_breach", r.first_breach},
                          {"model_breaches", r.model_breaches},
                          {"seconds", seconds}}
               .dump(2)
        << "\n";
    return;
  }
  out << fmt::format("{} cases; worst gap {:.2f} points (kill {:.2f}, wound {:.2f}); mean gap {:.3f} points (kill {:.3f}, "
                     "wound {:.3f})\n",
                     r.cases, 100 * r.worst_error, 100 * r.worst_kill_error, 100 * r.worst_wound_error, 100 * r.mean_error,
                     100 * r.mean_kill_error, 100 * r.mean_wound_error);
  out << fmt::format("to hit: worst gap {:.2f} points, mean {:.3f}\n", 100 * r.worst_hit_error, 100 * r.mean_hit_error);
  out << fmt::format("{} one-step worsenings, {} breaches (an easier to-hit number, more kills, or more kills and wounds)\n",
                     r.worsenings, r.breaches);
  if (!r.first_breach.empty()) out << "first breach: " << r.first_breach << "\n";
  out << "worst case: " << worst << "\n";
  out << fmt::format("{:.3f} s\n", seconds);
}

}  // namespace

void register_chart_audit_command(CLI::App& hun, std::ostream& out) {
  auto options = std::make_shared<AuditOptions>();
  CLI::App* audit = hun.add_subcommand("chart-audit",
                                       "Every reachable attack input: how far the charts are from the model, and whether a "
                                       "worse situation ever gets a better chart");
  audit->add_flag("--json", options->json, "machine-readable output");
  audit->add_flag("--plain-d6-save", options->plain_d6_save, "measure charts whose save is one d6, with no second die");
  audit->add_flag("--without-vital-roll", options->without_vital_roll, "measure charts that leave out the vital roll");
  audit->callback([options, &out] { run_audit(*options, out); });
}

}  // namespace sandtable::cli::hun
