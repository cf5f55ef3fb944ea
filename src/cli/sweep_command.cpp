// `sandtable sweep`: the same battles under each value of one ruling, the win rates side by
// side with their differences, as a table, JSON or an SVG plot.
#include <fmt/format.h>

#include <fstream>
#include <memory>

#include "api/ruling_texts.hpp"
#include "cli/commands.hpp"
#include "cli/sweep_plot.hpp"
#include "cli/words.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::cli {

namespace {

using nlohmann::json;
using engine::percent;

struct SweepOptions {
  std::string scenario;
  std::string swept;  // NAME=V1,V2,...
  std::uint64_t battles = 0;
  std::optional<std::string> seed;
  int threads = 0;
  std::vector<std::string> fixed;
  bool json = false;
  std::string svg;
};

// NAME=V1,V2,... as {"NAME": [V1, V2, ...]}, each value read as --ruling reads one.
json swept_values(const std::string& text) {
  const std::size_t equals = text.find('=');
  if (equals == std::string::npos || equals == 0 || equals + 1 == text.size()) {
    throw UsageError(fmt::format("--ruling {}: give NAME=VALUE,VALUE,...", engine::quoted(text)));
  }
  const std::string name = text.substr(0, equals);
  json values = json::array();
  std::size_t from = equals + 1;
  for (;;) {
    const std::size_t comma = text.find(',', from);
    const std::string value = text.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
    values.push_back(api::rulings_from_texts({name + "=" + value}).at(name));
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  return {{name, std::move(values)}};
}

std::string rate_text(const json& rate, const json& ci95) {
  return fmt::format("{} ({} to {})", percent(rate.get<double>()), percent(ci95[0].get<double>()), percent(ci95[1].get<double>()));
}

std::string points(double d) { return fmt::format("{:+.1f}", d * 100); }

std::string sweep_text(const json& r) {
  const std::string seed = r.at("seed").dump();
  std::string text = fmt::format("{} ({}): {} battles under each value of {}, seed {} (repeat with --seed {})\n",
                                 r.at("scenario").get<std::string>(), r.at("ruleset").get<std::string>(),
                                 r.at("battles").dump(), r.at("ruling").get<std::string>(), seed, seed);
  text += "won (95% CI):\n";
  for (const json& v : r.at("values")) {
    const json& sim = v.at("simulation");
    text += fmt::format("  {} = {}\n", r.at("ruling").get<std::string>(), v.at("value").dump());
    for (const auto& [side, result] : sim.at("results").items()) {
      text += fmt::format("    {:<20} {}\n", side, rate_text(result.at("rate"), result.at("ci95")));
    }
    text += fmt::format("    {:<20} {}\n", "drawn", rate_text(sim.at("draw_rate"), sim.at("draw_ci95")));
  }
  if (r.at("differences").empty()) return text;
  text += fmt::format("against {} = {}, in percentage points (95% CI; the same seeds make it narrower than shown):\n",
                      r.at("ruling").get<std::string>(), r.at("values")[0].at("value").dump());
  for (const json& d : r.at("differences")) {
    text += fmt::format("  {} = {}\n", r.at("ruling").get<std::string>(), d.at("value").dump());
    for (const auto& [side, diff] : d.at("wins").items()) {
      text += fmt::format("    {:<20} {} ({} to {})\n", side, points(diff.at("difference").get<double>()),
                          points(diff.at("ci95")[0].get<double>()), points(diff.at("ci95")[1].get<double>()));
    }
  }
  return text;
}

void write_svg(const std::string& path, const json& result) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) throw UsageError(fmt::format("--svg {}: cannot write there", engine::quoted(path)));
  file << sweep_plot_svg(result);
  if (!file.flush()) throw UsageError(fmt::format("--svg {}: the plot could not be written", engine::quoted(path)));
}

}  // namespace

void register_sweep_command(CLI::App& app, Context& context) {
  auto o = std::make_shared<SweepOptions>();
  CLI::App* sweep = app.add_subcommand("sweep", "Play the same battles under each value of a ruling and compare the win rates");
  sweep->add_option("scenario", o->scenario, "the scenario file (YAML); without one, the built-in brigade action");
  sweep->add_option("--ruling", o->swept, "NAME=VALUE,VALUE,...: the ruling to vary and its values")->required();
  sweep->add_option("--battles", o->battles, "how many battles under each value (1 to 1000000000)")->required();
  sweep->add_option("--seed", o->seed, "seed for repeatable results (default: random, printed)");
  sweep->add_option("--threads", o->threads, "threads to use (default: one per core)");
  sweep->add_option("--with", o->fixed, "NAME=VALUE: another ruling, the same under every value (repeatable)");
  sweep->add_flag("--json", o->json, "machine-readable output");
  sweep->add_option("--svg", o->svg, "also write a plot of the win rates to this file (SVG)");
  sweep->callback([o, &context] {
    json args = {{"battles", o->battles}, {"threads", o->threads}, {"rulings", api::rulings_from_texts(o->fixed)},
                 {"sweep", swept_values(o->swept)}, {"progress", context.primary}};
    if (!o->scenario.empty()) args["scenario_path"] = o->scenario;
    if (o->seed) args["seed"] = whole_or_text(*o->seed);
    const json result = context.api.call("sweep", args);
    if (!context.primary) return;
    if (!o->svg.empty()) write_svg(o->svg, result);
    context.out << (o->json ? result.dump(2) + "\n" : sweep_text(result));
  });
}

}  // namespace sandtable::cli
