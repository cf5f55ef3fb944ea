#include "engine/spec.hpp"

#include <gtest/gtest.h>

#include "engine/names.hpp"

namespace sandtable::engine {
namespace {

const InputSpec& fire_like() {
  static const InputSpec spec{
      choice("firer", {"line-infantry", "light-cavalry"}, "who fires").as_required(),
      whole("strength", 1, 40, "strength points").as_required(),
      number("range", 0, 200, "range").with_unit("cm"),
      flag("suppressed", "the firer is suppressed"),
      text("note", "a note", 10),
      seed("seed", "dice seed"),
  };
  return spec;
}

// The field named by the error the spec throws for `input`, or "accepted".
std::string refused_field(const Json& input) {
  try {
    fire_like().validate(input);
  } catch (const BadInput& e) {
    return e.field();
  }
  return "accepted";
}

TEST(InputSpec, FillsDefaultsAndCanonicalChoiceCase) {
  const Json out = fire_like().validate({{"firer", "Line-Infantry"}, {"strength", 4}});
  EXPECT_EQ(out["firer"], "line-infantry") << "choices match in any case and come back as declared";
  EXPECT_EQ(out["suppressed"], false) << "a flag defaults to false";
  EXPECT_FALSE(out.contains("range")) << "a field with no default stays absent";
}

TEST(InputSpec, RefusesNamingTheField) {
  EXPECT_EQ(refused_field({{"strength", 4}}), "firer") << "required";
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 41}}), "strength") << "over its range";
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 2147483647}}), "strength");
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4.5}}), "strength") << "not whole";
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", "4"}}), "strength") << "text is not a number";
  EXPECT_EQ(refused_field({{"firer", "hussars"}, {"strength", 4}}), "firer") << "not a choice";
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"range", 1e308}}), "range");
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"suppressed", 1}}), "suppressed");
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"note", "far too long a note"}}), "note");
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"note", std::string("a\0b", 3)}}), "note");
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"seed", -1}}), "seed") << "no negative seed";
  EXPECT_EQ(refused_field({{"firer", "line-infantry"}, {"strength", 4}, {"strenght", 4}}), "strenght") << "a typo";
}

TEST(InputSpec, SeedsReachTheWholeUnsignedRange) {
  const Json out = fire_like().validate({{"firer", "line-infantry"}, {"strength", 1}, {"seed", 18446744073709551615ULL}});
  EXPECT_EQ(out["seed"].get<std::uint64_t>(), 18446744073709551615ULL);
}

TEST(InputSpec, ErrorMessagesQuoteAtMostAShortPieceOfTheValue) {
  try {
    fire_like().validate({{"firer", std::string(1'000'000, 'x')}, {"strength", 1}});
    FAIL() << "a million-character choice was accepted";
  } catch (const BadInput& e) {
    EXPECT_LT(std::string(e.what()).size(), 200u) << e.what();
  }
}

TEST(Printable, RefusesControlAndBrokenUtf8) {
  EXPECT_TRUE(printable("Dragoner 3 – Hauptmann Müller"));
  EXPECT_FALSE(printable("tab\there"));
  EXPECT_FALSE(printable("\xC3"));          // a cut sequence
  EXPECT_FALSE(printable("\xC0\xAF"));      // an overlong encoding
  EXPECT_FALSE(printable("\xED\xA0\x80"));  // a UTF-16 surrogate
  EXPECT_FALSE(printable("\xC2\x85"));      // a C1 control
}

TEST(Printable, RefusesBidiControlsAndZeroWidthCharacters) {
  EXPECT_FALSE(printable("evil\u202Egnirts"));  // right-to-left override
  EXPECT_FALSE(printable("a\u2067b"));          // right-to-left isolate
  EXPECT_FALSE(printable("a\u200Fb"));          // right-to-left mark
  EXPECT_FALSE(printable("zero\u200Bwidth"));   // zero-width space
  EXPECT_FALSE(printable("join\u200Ded"));      // zero-width joiner
  EXPECT_FALSE(printable("\uFEFFbom"));          // zero-width no-break space
  EXPECT_TRUE(printable("\u05E9\u05DC\u05D5\u05DD"));  // right-to-left letters themselves are text
}

TEST(Printable, AllowsLineBreaksOnlyWhenAsked) {
  EXPECT_FALSE(printable("two\nlines"));
  EXPECT_TRUE(printable("two\nlines", true));
  EXPECT_TRUE(printable("tab\there\r\n", true)) << "tabs and CRLF line ends, as editors write them";
  EXPECT_FALSE(printable("bell\a", true));
}

TEST(Quoted, ShowsAtMostFortyCharactersWithInvisibleOnesEscaped) {
  EXPECT_EQ(engine::quoted(std::string(100, 'x')), "'" + std::string(40, 'x') + "...'");
  EXPECT_EQ(engine::quoted("a\u202Eb\x07"), "'a\\u202eb\\x07'");
  EXPECT_EQ(engine::quoted("M\xC3\xBCller\xFF"), "'M\u00fcller\\xff'");
  EXPECT_EQ(engine::quoted(std::string(39, 'x') + "\u00fc"), "'" + std::string(39, 'x') + "\u00fc'") << "never half a character";
}

enum class Colour { kRed, kDarkBlue };
constexpr NameTable<Colour, 2> kColours{{{Colour::kRed, "red"}, {Colour::kDarkBlue, "dark-blue"}}};

TEST(NameTable, ParsesInAnyCaseAndListsTheNamesWhenUnknown) {
  EXPECT_EQ(parse_name(kColours, "Dark-Blue", "colour"), Colour::kDarkBlue);
  EXPECT_EQ(name_of(kColours, Colour::kRed), "red");
  try {
    parse_name(kColours, "green", "colour");
    FAIL() << "green was accepted";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.field(), "colour");
    EXPECT_NE(std::string(e.what()).find("red, dark-blue"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::engine
