// Exact probabilities: arbitrary-precision rationals, and conversion to double.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <string>

namespace sandtable::core {

using BigInt = boost::multiprecision::cpp_int;
using Rational = boost::multiprecision::cpp_rational;

inline double to_double(double p) { return p; }
inline double to_double(const Rational& p) { return p.convert_to<double>(); }

// "n/d" in lowest terms, or "n/denominator" when `denominator` is a multiple of p's own
// denominator (so 5d6 outcomes read as counts over 7776).
std::string rational_text(const Rational& p, const BigInt& denominator = 0);

}  // namespace sandtable::core
