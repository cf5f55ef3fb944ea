#include "cli/processes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

#ifdef SANDTABLE_MPI
#include <mpi.h>
#endif

namespace sandtable::cli {

namespace {

// How many processes mpirun started (Open MPI's variable, or MPICH's), 1 without it.
int processes_started() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
    if (const char* size = std::getenv(name)) return std::max(1, std::atoi(size));
  }
  return 1;
}

#ifdef SANDTABLE_MPI

// This process's blocks as text: "BLOCK ERROR_LENGTH ERROR TALLY_LENGTH TALLY " each.
std::string own_blocks_text(const std::vector<sim::BlockOutcome>& own, int rank, int ranks) {
  std::string text;
  for (std::size_t b = static_cast<std::size_t>(rank); b < own.size(); b += static_cast<std::size_t>(ranks)) {
    const std::string tally = own[b].stats.encode();
    text += fmt::format("{} {} {} {} {} ", b, own[b].error.size(), own[b].error, tally.size(), tally);
  }
  return text;
}

std::string read_counted(std::istringstream& in) {
  std::size_t length = 0;
  in >> length;
  in.get();
  std::string text(length, '\0');
  in.read(text.data(), static_cast<std::streamsize>(length));
  return text;
}

void place_blocks(const std::string& text, std::vector<sim::BlockOutcome>& all) {
  std::istringstream in(text);
  std::size_t block = 0;
  while (in >> block) {
    if (block >= all.size()) throw std::runtime_error("a process sent a block the run does not have");
    all[block].error = read_counted(in);
    all[block].stats = sim::BattleStats::decode(read_counted(in));
  }
}

// Every process's blocks to every process, as text.
std::vector<sim::BlockOutcome> exchange_blocks(const std::vector<sim::BlockOutcome>& own, int rank, int ranks) {
  const std::string mine = own_blocks_text(own, rank, ranks);
  const int length = static_cast<int>(mine.size());
  std::vector<int> lengths(static_cast<std::size_t>(ranks));
  MPI_Allgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD);
  std::vector<int> offsets(static_cast<std::size_t>(ranks), 0);
  for (std::size_t r = 1; r < offsets.size(); ++r) offsets[r] = offsets[r - 1] + lengths[r - 1];
  std::string everyone(static_cast<std::size_t>(offsets.back() + lengths.back()), '\0');
  MPI_Allgatherv(mine.data(), length, MPI_CHAR, everyone.data(), lengths.data(), offsets.data(), MPI_CHAR, MPI_COMM_WORLD);
  std::vector<sim::BlockOutcome> all = own;
  for (std::size_t r = 0; r < lengths.size(); ++r) {
    place_blocks(everyone.substr(static_cast<std::size_t>(offsets[r]), static_cast<std::size_t>(lengths[r])), all);
  }
  return all;
}

#endif

}  // namespace

Processes::Processes([[maybe_unused]] int& argc, [[maybe_unused]] char**& argv) {
  if (processes_started() == 1) return;
#ifdef SANDTABLE_MPI
  MPI_Init(&argc, &argv);
  joined_ = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &share_.index);
  MPI_Comm_size(MPI_COMM_WORLD, &share_.count);
  share_.exchange = [rank = share_.index, ranks = share_.count](const std::vector<sim::BlockOutcome>& own) {
    return exchange_blocks(own, rank, ranks);
  };
#else
  throw std::runtime_error(fmt::format("started as one of {} processes by mpirun, but this sandtable was built without Open MPI",
                                       processes_started()));
#endif
}

Processes::~Processes() {
#ifdef SANDTABLE_MPI
  if (joined_) MPI_Finalize();
#endif
}

api::Options Processes::api_options() const {
  api::Options options;
  options.share = share_;
  return options;
}

}  // namespace sandtable::cli
