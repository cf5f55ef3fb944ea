#include <exception>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/processes.hpp"
#include "rules/registry.hpp"

int main(int argc, char** argv) {
  try {
    const sandtable::cli::Processes processes(argc, argv);
    // Processes after the first of an mpirun say nothing: the first speaks for all.
    std::ostream silent(nullptr);
    std::ostream& out = processes.primary() ? std::cout : silent;
    std::ostream& err = processes.primary() ? std::cerr : silent;
    return sandtable::cli::run(argc, argv, std::cin, out, err, sandtable::rules::rule_sets(), processes.api_options());
  } catch (const std::exception& e) {
    std::cerr << "sandtable: " << e.what() << "\n";
    return 1;
  }
}
