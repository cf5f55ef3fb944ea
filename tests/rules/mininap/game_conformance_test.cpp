// The engine's conformance suite on both Mini-Nap 2 scenarios.
#include "conformance/conformance.hpp"
#include "rules/mininap/game.hpp"

using sandtable::conformance::Case;

SANDTABLE_GAME_CONFORMANCE(MiniNap,
                           Case{"brigade_action", sandtable::rules::mininap::rule_set(),
                                SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml", 8, 20'000},
                           Case{"corps_meeting", sandtable::rules::mininap::rule_set(),
                                SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/corps-meeting.yaml", 1, 40'000})
