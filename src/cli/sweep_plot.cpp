#include "cli/sweep_plot.hpp"

#include <fmt/format.h>

#include <array>
#include <vector>

namespace sandtable::cli {

namespace {

using nlohmann::json;

constexpr double kWidth = 640;
constexpr double kHeight = 360;
constexpr double kLeft = 56;
constexpr double kRight = 150;  // room for the legend
constexpr double kTop = 40;
constexpr double kBottom = 56;
constexpr std::array<const char*, 6> kColours = {"#1f5fa8", "#b8432e", "#2e8b57", "#8a5a9e", "#a07b16", "#4d4d4d"};

std::string escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// Where a value's points stand across, and where a rate stands up the plot.
double x_of(std::size_t index, std::size_t count) {
  const double span = kWidth - kLeft - kRight;
  return count == 1 ? kLeft + span / 2 : kLeft + span * static_cast<double>(index) / static_cast<double>(count - 1);
}
double y_of(double rate) { return kTop + (kHeight - kTop - kBottom) * (1 - rate); }

std::string axes(const json& sweep) {
  std::string out;
  for (int tenth = 0; tenth <= 10; tenth += 2) {
    const double y = y_of(tenth / 10.0);
    out += fmt::format(R"(<line x1="{}" y1="{:.1f}" x2="{}" y2="{:.1f}" stroke="#ddd"/>)", kLeft, y, kWidth - kRight, y);
    out += fmt::format(R"(<text x="{}" y="{:.1f}" text-anchor="end" font-size="12">{}%</text>)", kLeft - 6, y + 4, tenth * 10);
  }
  const json& values = sweep.at("values");
  for (std::size_t v = 0; v < values.size(); ++v) {
    out += fmt::format(R"(<text x="{:.1f}" y="{}" text-anchor="middle" font-size="12">{}</text>)", x_of(v, values.size()),
                       kHeight - kBottom + 18, escaped(values[v].at("value").dump()));
  }
  out += fmt::format(R"(<text x="{:.1f}" y="{}" text-anchor="middle" font-size="13">{}</text>)",
                     (kLeft + kWidth - kRight) / 2, kHeight - 14, escaped(sweep.at("ruling").get<std::string>()));
  return out;
}

std::string side_series(const json& sweep, const std::string& side, const char* colour, std::size_t row) {
  const json& values = sweep.at("values");
  std::string line;
  std::string out;
  for (std::size_t v = 0; v < values.size(); ++v) {
    const json& result = values[v].at("simulation").at("results").at(side);
    const double x = x_of(v, values.size());
    const double y = y_of(result.at("rate").get<double>());
    line += fmt::format("{}{:.1f},{:.1f}", line.empty() ? "" : " ", x, y);
    out += fmt::format(R"(<line x1="{0:.1f}" y1="{1:.1f}" x2="{0:.1f}" y2="{2:.1f}" stroke="{3}" stroke-width="2"/>)", x,
                       y_of(result.at("ci95")[0].get<double>()), y_of(result.at("ci95")[1].get<double>()), colour);
    out += fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="4" fill="{}"/>)", x, y, colour);
  }
  const double legend_y = kTop + 20 * static_cast<double>(row);
  return fmt::format(R"(<polyline points="{}" fill="none" stroke="{}" stroke-width="1.5"/>)", line, colour) + out +
         fmt::format(R"(<rect x="{}" y="{:.1f}" width="12" height="12" fill="{}"/>)", kWidth - kRight + 16, legend_y - 10, colour) +
         fmt::format(R"(<text x="{}" y="{:.1f}" font-size="12">{} won</text>)", kWidth - kRight + 34, legend_y, escaped(side));
}

}  // namespace

std::string sweep_plot_svg(const json& sweep) {
  std::string svg = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="sans-serif">)", kWidth,
      kHeight);
  svg += fmt::format(R"(<rect width="{}" height="{}" fill="#fff"/>)", kWidth, kHeight);
  svg += fmt::format(R"(<text x="{}" y="22" font-size="14">{}: {} battles under each value, seed {}</text>)", kLeft,
                     escaped(sweep.at("scenario").get<std::string>()), sweep.at("battles").dump(), sweep.at("seed").dump());
  svg += axes(sweep);
  const json& sides = sweep.at("sides");
  for (std::size_t s = 0; s < sides.size(); ++s) {
    svg += side_series(sweep, sides[s].get<std::string>(), kColours[s % kColours.size()], s);
  }
  return svg + "</svg>\n";
}

}  // namespace sandtable::cli
