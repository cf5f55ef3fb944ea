#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/dist.hpp"
#include "core/notation.hpp"

namespace sandtable::cli {

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{"sandtable: exact odds, dice and game tracking for historical miniatures wargames", "sandtable"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "sandtable 0.1.0");
  register_dice_commands(app, out);
  register_mininap_commands(app, out);
  register_hun_commands(app, out);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    out << "sandtable 0.1.0\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    err << "sandtable: " << e.what() << " (see sandtable --help)\n";
    return 2;
  } catch (const UsageError& e) {
    err << "sandtable: " << e.what() << "\n";
    return 2;
  } catch (const core::notation::SyntaxError& e) {
    err << "sandtable: syntax error at " << e.what() << "\n";
    return 2;
  } catch (const core::notation::LimitError& e) {
    err << "sandtable: over a limit: " << e.what() << "\n";
    return 2;
  } catch (const core::DistTooLarge& e) {
    err << "sandtable: over a limit: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    err << "sandtable: internal error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace sandtable::cli
