// `sandtable serve`: the web app for phones and browsers, and games hosted for seats on
// several devices, from this machine.
#include <ifaddrs.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#include <fmt/format.h>

#include <vector>

#include "cli/commands.hpp"
#include "server/web_app_server.hpp"

namespace sandtable::cli {

namespace {

// This machine's IPv4 addresses other than loopback: where a phone on the same network finds it.
std::vector<std::string> network_addresses() {
  std::vector<std::string> found;
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return found;
  for (const ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
    if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET) continue;
    char text[INET_ADDRSTRLEN] = {};
    const auto* ip = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (::inet_ntop(AF_INET, &ip->sin_addr, text, sizeof text) != nullptr && !std::string_view(text).starts_with("127.")) {
      found.emplace_back(text);
    }
  }
  ::freeifaddrs(list);
  return found;
}

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string web_dir = server::default_web_dir().string();
  std::string games_dir = server::default_games_dir().string();
};

void serve(const ServeOptions& o, const engine::Registry& registry, std::ostream& out) {
  server::WebAppServer web_app({o.host, o.port, o.web_dir, server::GameHostOptions{o.games_dir}, &registry});
  for (const std::string& problem : web_app.games()->problems()) out << "sandtable: not hosted: " << problem << "\n";
  const int port = web_app.bind();
  const bool everywhere = o.host == "0.0.0.0";
  out << fmt::format("sandtable: the web app is at http://{}:{}/\n", everywhere ? "127.0.0.1" : o.host, port);
  if (everywhere) {
    for (const std::string& address : network_addresses()) {
      out << fmt::format("  from a phone on the same network: http://{}:{}/\n", address, port);
    }
  } else {
    out << "  (this machine only; --host 0.0.0.0 lets phones on the same network open it)\n";
  }
  out << fmt::format("  hosting {} games kept in {}\n", web_app.games()->size(), o.games_dir);
  out << "  Ctrl-C stops the server.\n" << std::flush;
  web_app.listen();
}

}  // namespace

void register_serve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ServeOptions>();
  CLI::App* cmd = app.add_subcommand("serve", "serves the web app (built in web/dist) to browsers and phones, and hosts games");
  cmd->add_option("--host", options->host, "the address to listen on (0.0.0.0: every network of this machine)")
      ->capture_default_str();
  cmd->add_option("--port", options->port, "the port (0: any free one)")->check(CLI::Range(0, 65535))->capture_default_str();
  cmd->add_option("--web", options->web_dir, "the built web app's folder")->capture_default_str();
  cmd->add_option("--games", options->games_dir, "the folder that keeps hosted games")->capture_default_str();
  cmd->callback([options, &context] {
    try {
      serve(*options, context.api.registry(), context.out);
    } catch (const std::exception& e) {
      throw UsageError(e.what());
    }
  });
}

}  // namespace sandtable::cli
