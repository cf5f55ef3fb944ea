#include <iostream>

#include "cli/commands.hpp"
#include "rules/registry.hpp"

int main(int argc, char** argv) {
  return sandtable::cli::run(argc, argv, std::cin, std::cout, std::cerr, sandtable::rules::rule_sets());
}
