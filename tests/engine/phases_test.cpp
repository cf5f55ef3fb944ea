#include "engine/phases.hpp"

#include <gtest/gtest.h>

namespace sandtable::engine {
namespace {

struct Trace {
  std::vector<std::string> calls;
};

TurnTable<Trace> three_phases() {
  auto note = [](std::string what) { return [what](Trace& t) { t.calls.push_back(what); }; };
  return TurnTable<Trace>({{"initiative", note("begin initiative"), note("end initiative")},
                           {"firing", note("begin firing"), {}},
                           {"victory", {}, note("end victory")}});
}

TEST(TurnTable, RunsHooksInOrderAndWrapsToTheNextTurn) {
  const auto table = three_phases();
  Trace trace;
  TurnPosition at{7, 2};
  table.start(trace, at);
  EXPECT_EQ(at, (TurnPosition{1, 0}));
  table.advance(trace, at);
  table.advance(trace, at);
  table.advance(trace, at);
  EXPECT_EQ(at, (TurnPosition{2, 0}));
  EXPECT_EQ(trace.calls, (std::vector<std::string>{"begin initiative", "end initiative", "begin firing",
                                                   "end victory", "begin initiative"}));
}

TEST(TurnTable, NamesThePhase) {
  const auto table = three_phases();
  EXPECT_EQ(table.size(), 3u);
  EXPECT_EQ(table.phase(TurnPosition{4, 1}).name, "firing");
  EXPECT_EQ(table.to_json(TurnPosition{4, 1}), (nlohmann::json{{"turn", 4}, {"phase", "firing"}}));
}

TEST(TurnTable, NeedsAPhase) { EXPECT_THROW(TurnTable<Trace>({}), std::invalid_argument); }

}  // namespace
}  // namespace sandtable::engine
