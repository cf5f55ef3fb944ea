// `sandtable api`: reads requests as JSON lines on standard input and answers each with one
// JSON line, until the input ends. Bad input gets an error answer, never an exit.
#include <string>

#include "cli/commands.hpp"

namespace sandtable::cli {

namespace {

// Reads one line into `line`, keeping at most `most` bytes of it (a longer one is answered as
// too long without holding it all); false at the end of input.
bool read_line(std::istream& in, std::string& line, std::size_t most) {
  line.clear();
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
    any = true;
    if (c == '\n') return true;
    if (line.size() < most) line.push_back(static_cast<char>(c));
  }
  return any;
}

}  // namespace

void register_api_command(CLI::App& app, Context& context) {
  CLI::App* api = app.add_subcommand("api", "JSON requests on standard input, one answer a line (docs/api.md)");
  api->callback([&context] {
    std::string line;
    const std::size_t most = context.api.options().max_request_bytes + 1;
    while (read_line(context.in, line, most)) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      context.out << context.api.handle_line(line).dump() << "\n" << std::flush;
    }
  });
}

}  // namespace sandtable::cli
