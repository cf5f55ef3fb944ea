// The processes `mpirun -n K sandtable simulate|sweep ...` starts: each plays its share of
// every run's battles and learns the rest from the others (sim::Share), so all end with the
// tally one process alone would give; only the first prints. A program started any other
// way is one process alone.
#pragma once

#include "api/api.hpp"

namespace sandtable::cli {

class Processes {
 public:
  // Joins the MPI run when mpirun started this process. Throws std::runtime_error when it
  // did but this program was built without Open MPI.
  Processes(int& argc, char**& argv);
  ~Processes();
  Processes(const Processes&) = delete;
  Processes& operator=(const Processes&) = delete;

  bool primary() const { return share_.index == 0; }
  // The Api's options with this process's share of each run.
  api::Options api_options() const;

 private:
  sim::Share share_;
  [[maybe_unused]] bool joined_ = false;
};

}  // namespace sandtable::cli
