#include "core/rational.hpp"

namespace sandtable::core {

std::string rational_text(const Rational& p, const BigInt& denominator) {
  const BigInt num = boost::multiprecision::numerator(p);
  const BigInt den = boost::multiprecision::denominator(p);
  if (denominator > 0 && denominator % den == 0) {
    return BigInt(num * (denominator / den)).str() + "/" + denominator.str();
  }
  return num.str() + "/" + den.str();
}

}  // namespace sandtable::core
