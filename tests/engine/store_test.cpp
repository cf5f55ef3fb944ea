#include "engine/store.hpp"
#include "engine/rule_set.hpp"

#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "conformance/temp_file.hpp"
#include "toy_game.hpp"

namespace sandtable::engine {
namespace {

using testing_support::TempFile;

using testing_toy::kRaceHold;
using testing_toy::kRaceRoll;

SavedGame start_toy(const std::string& path) {
  const Scenario scenario = testing_toy::toy_race_scenario();
  return SavedGame::start(path, testing_toy::toy_race_rule_set(), scenario, scenario.rulings);
}

std::string store_error(const std::string& path) {
  try {
    SavedGame::load(path, testing_toy::toy_race_registry());
  } catch (const StoreError& e) {
    return e.what();
  }
  return "loaded";
}

// Runs one SQL statement on the file directly, as damage from outside would.
void tamper(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

TEST(SaveFile, KeepsTheHeader) {
  const TempFile file("sandtable-store");
  start_toy(file.path());
  const auto save = SaveFile::open(file.path());
  EXPECT_EQ(save->header().ruleset, "toy-race");
  EXPECT_EQ(save->header().scenario_text, testing_toy::toy_race_scenario().source_text);
  EXPECT_EQ(save->header().rulings.at("turn_limit"), 15);
  EXPECT_EQ(save->integrity_check(), "ok");
}

TEST(SaveFile, NotesPersistApartFromTheHeader) {
  const TempFile file("sandtable-store");
  start_toy(file.path()).file().set_note("dice_seed", "42");
  auto save = SaveFile::open(file.path());
  EXPECT_EQ(save->note("dice_seed"), "42");
  EXPECT_EQ(save->note("redo"), std::nullopt);
  EXPECT_EQ(save->header().ruleset, "toy-race");
  save->set_note("dice_seed", std::nullopt);
  EXPECT_EQ(SaveFile::open(file.path())->note("dice_seed"), std::nullopt);
}

TEST(SavedGame, EveryEventIsOnDiskAndLoadsBack) {
  const TempFile file("sandtable-store");
  std::uint64_t fingerprint = 0;
  {
    SavedGame saved = start_toy(file.path());
    saved.session().apply(kRaceRoll);
    saved.session().apply_dice({5});
    EXPECT_EQ(SaveFile::open(file.path())->events().size(), 2u) << "written before apply returned";
    saved.session().apply(kRaceHold);
    fingerprint = saved.session().game().fingerprint();
  }
  SavedGame loaded = SavedGame::load(file.path(), testing_toy::toy_race_registry());
  EXPECT_EQ(loaded.session().events().size(), 3u);
  EXPECT_EQ(loaded.session().game().fingerprint(), fingerprint);
  loaded.session().apply(kRaceRoll);
  EXPECT_EQ(SaveFile::open(file.path())->events().size(), 4u) << "a loaded game goes on saving";
}

TEST(SavedGame, UndoTakesTheEventOffTheFile) {
  const TempFile file("sandtable-store");
  SavedGame saved = start_toy(file.path());
  saved.session().apply(kRaceRoll);
  saved.session().apply_dice({5});
  saved.checkpoint();
  saved.session().undo();
  EXPECT_EQ(saved.file().events().size(), 1u);
  EXPECT_TRUE(saved.file().snapshots().empty()) << "the snapshot after the undone event goes too";
}

TEST(SavedGame, ClearErrorsForMissingAndForeignFiles) {
  const TempFile file("sandtable-store");
  EXPECT_EQ(store_error(file.path()), file.path() + ": no such save file");

  std::ofstream(file.path()) << "this is a text file, not a database, and it is long enough to have a header";
  EXPECT_EQ(store_error(file.path()), file.path() + ": cannot read the save's header: file is not a database");
}

TEST(SavedGame, RefusesAnotherDatabaseAndAnotherVersion) {
  const TempFile other("sandtable-store");
  tamper(other.path(), "CREATE TABLE t (x)");
  EXPECT_EQ(store_error(other.path()), other.path() + ": cannot read the save's header: no such table: metadata");

  const TempFile file("sandtable-store");
  start_toy(file.path());
  tamper(file.path(), "UPDATE metadata SET value = '2' WHERE key = 'format_version'");
  EXPECT_EQ(store_error(file.path()), file.path() + ": saved in format version 2, this program reads version 1");
}

TEST(SavedGame, ADamagedFileGivesAnErrorNotACrash) {
  const TempFile file("sandtable-store");
  {
    const Rulings long_race{{"target", 1000}, {"turn_limit", 1000}};
    SavedGame saved = SavedGame::start(file.path(), testing_toy::toy_race_rule_set(), testing_toy::toy_race_scenario(),
                                       long_race);
    ScriptedDice dice(std::vector<int>(400, 2));
    for (int i = 0; i < 300; ++i) {
      if (std::holds_alternative<DiceRequest>(saved.session().next_request())) {
        saved.session().roll(dice);
      } else {
        saved.session().apply(i % 7 == 0 ? kRaceHold : kRaceRoll);
      }
    }
  }
  const auto size = std::filesystem::file_size(file.path());
  ASSERT_GT(size, 4u * 4096) << "the events span several pages";
  {
    std::fstream f(file.path(), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(size - 2 * 4096));
    const std::string garbage(2 * 4096, '\x5a');
    f.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
  }
  const std::string message = store_error(file.path());
  EXPECT_EQ(message.rfind(file.path() + ": ", 0), 0u) << message;
  EXPECT_NE(message.find("malformed"), std::string::npos) << message;
}

TEST(SavedGame, WillNotOverwriteAFile) {
  const TempFile file("sandtable-store");
  start_toy(file.path());
  EXPECT_THROW(start_toy(file.path()), StoreError);
}

TEST(SavedGame, ReportsDamagedAndIllegalEvents) {
  const TempFile damaged("sandtable-store");
  {
    SavedGame saved = start_toy(damaged.path());
    saved.session().apply(kRaceRoll);
  }
  tamper(damaged.path(), "UPDATE events SET payload = '{not json' WHERE seq = 1");
  EXPECT_EQ(store_error(damaged.path()), damaged.path() + ": event 1 is damaged: event \"payload\" must be an object");

  const TempFile illegal("sandtable-store");
  {
    SavedGame saved = start_toy(illegal.path());
    saved.session().apply(kRaceRoll);
    saved.session().apply_dice({3});
  }
  tamper(illegal.path(), "UPDATE events SET payload = '{\"faces\":[8]}' WHERE seq = 2");
  EXPECT_EQ(store_error(illegal.path()), illegal.path() + ": the saved events do not replay: event 2: Blue: roll 1d6: "
                                                          "die 1 shows 8, but a d6 has faces 1 to 6");
}

TEST(SavedGame, ASnapshotThatNoLongerMatchesIsReported) {
  const TempFile file("sandtable-store");
  {
    SavedGame saved = start_toy(file.path());
    saved.session().apply(kRaceRoll);
    saved.checkpoint();
    saved.session().apply_dice({3});
  }
  EXPECT_EQ(store_error(file.path()), "loaded");
  tamper(file.path(), "UPDATE snapshots SET fingerprint = '0000000000000001'");
  EXPECT_EQ(store_error(file.path()), file.path() + ": replaying the events no longer gives the saved state after "
                                                    "event 1 (were the rules changed?)");
}

TEST(SavedGame, AnUnknownRuleSetIsReported) {
  const TempFile file("sandtable-store");
  start_toy(file.path());
  tamper(file.path(), "UPDATE metadata SET value = 'warhammer' WHERE key = 'ruleset'");
  EXPECT_EQ(store_error(file.path()),
            file.path() + ": cannot set the saved game up again: no rule set 'warhammer' (known: toy-race)");
}

// A save keeps its own copy of the scenario; when that copy is damaged, the message must name
// the copy, not the file on disk it was taken from (which may be perfectly sound).
TEST(SavedGame, ADamagedScenarioCopyIsBlamedNotTheFileOnDisk) {
  const TempFile file("sandtable-store");
  start_toy(file.path());
  tamper(file.path(), "UPDATE metadata SET value = 'sides: [oops' WHERE key = 'scenario_text'");
  const std::string message = store_error(file.path());
  const std::string disk = SANDTABLE_TEST_DATA "/race.yaml";
  EXPECT_NE(message.find(disk + " (the copy stored in the save):"), std::string::npos) << message;
  EXPECT_EQ(message.find(disk + ":"), std::string::npos) << "the file on disk is not at fault: " << message;
}

// A child process appends events as fast as it can, reporting each seq on a pipe after its
// commit; the parent kills it mid-stream. Every reported event must survive, in order.
TEST(SaveFileKill, NoCommittedEventIsLostWhenTheProcessIsKilled) {
  for (int round = 0; round < 3; ++round) {
    const TempFile file("sandtable-kill");
    start_toy(file.path());
    int pipe_fds[2];
    ASSERT_EQ(pipe(pipe_fds), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      close(pipe_fds[0]);
      auto save = SaveFile::open(file.path());
      for (std::uint64_t seq = 1;; ++seq) {
        save->appended(Event{seq, EventKind::kDice, 0, Json{{"faces", {static_cast<int>(seq % 6) + 1}}}, {}});
        if (write(pipe_fds[1], &seq, sizeof seq) != sizeof seq) _exit(1);
      }
    }
    close(pipe_fds[1]);
    std::uint64_t reported = 0;
    const std::uint64_t kill_after = 50 + 40 * static_cast<std::uint64_t>(round);
    while (reported < kill_after) {
      ASSERT_EQ(read(pipe_fds[0], &reported, sizeof reported), static_cast<ssize_t>(sizeof reported));
    }
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    close(pipe_fds[0]);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);

    const auto save = SaveFile::open(file.path());
    EXPECT_EQ(save->integrity_check(), "ok");
    const std::vector<Event> events = save->events();
    ASSERT_GE(events.size(), kill_after);
    for (std::size_t i = 0; i < events.size(); ++i) {
      ASSERT_EQ(events[i].seq, i + 1);
      ASSERT_EQ(events[i].payload["faces"][0], static_cast<int>((i + 1) % 6) + 1);
    }
  }
}

// Reliability: `game undo` racing `game do` on one save once lost events. A command holds
// its save from load to write; another process waits for it, then fails saying why.
TEST(SaveLock, AnotherProcessWaitsForTheSaveThenFailsClearly) {
  const TempFile file("sandtable-lock");
  start_toy(file.path());
  int holding[2];
  int release[2];
  ASSERT_EQ(pipe(holding), 0);
  ASSERT_EQ(pipe(release), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    auto save = SaveFile::open(file.path());
    char byte = 1;
    if (write(holding[1], &byte, 1) != 1) _exit(1);
    if (read(release[0], &byte, 1) != 1) _exit(1);
    _exit(0);
  }
  char byte = 0;
  ASSERT_EQ(read(holding[0], &byte, 1), 1);
  try {
    SaveFile::open(file.path(), std::chrono::milliseconds(100));
    ADD_FAILURE() << "opened a save another process holds";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("in use by another command"), std::string::npos) << e.what();
  }
  ASSERT_EQ(write(release[1], &byte, 1), 1);
  // Waiting long enough, the second command gets the save once the first lets it go.
  EXPECT_EQ(SaveFile::open(file.path(), std::chrono::seconds(20))->header().ruleset, "toy-race");
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  for (int fd : {holding[0], holding[1], release[0], release[1]}) close(fd);
}

TEST(SaveLock, HandlesInOneProcessShareTheHold) {
  const TempFile file("sandtable-lock");
  start_toy(file.path());
  const auto first = SaveFile::open(file.path(), std::chrono::milliseconds(0));
  EXPECT_NO_THROW(SaveFile::open(file.path(), std::chrono::milliseconds(0)));
}

// Reliability: a `game new` killed while writing once left an empty file under the name
// asked for, which nothing would load or overwrite. Every save that exists must load.
TEST(SaveFileKill, ACreateKilledMidwayLeavesNoHalfMadeSave) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("sandtable-create-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  for (int round = 0; round < 4; ++round) {
    int pipe_fds[2];
    ASSERT_EQ(pipe(pipe_fds), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      close(pipe_fds[0]);
      for (int i = 0;; ++i) {
        if (write(pipe_fds[1], &i, sizeof i) != sizeof i) _exit(1);
        start_toy((dir / (std::to_string(round) + "-" + std::to_string(i))).string());
      }
    }
    close(pipe_fds[1]);
    int started = 0;
    while (started < 5 + 3 * round) ASSERT_EQ(read(pipe_fds[0], &started, sizeof started), static_cast<ssize_t>(sizeof started));
    kill(child, SIGKILL);
    waitpid(child, nullptr, 0);
    close(pipe_fds[0]);
  }
  int saves = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.find('.') != std::string::npos || name.find("-wal") != std::string::npos ||
        name.find("-shm") != std::string::npos || name.find("-journal") != std::string::npos) {
      continue;
    }
    ++saves;
    EXPECT_NO_THROW(SaveFile::open(entry.path().string())) << name;
  }
  EXPECT_GE(saves, 5);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace sandtable::engine
