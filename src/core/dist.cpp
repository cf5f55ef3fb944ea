#include "core/dist.hpp"

namespace sandtable::core {

template class BasicDist<double>;
template class BasicDist<Rational>;
template Opposed<double> opposed(const BasicDist<double>&, const BasicDist<double>&);
template Opposed<Rational> opposed(const BasicDist<Rational>&, const BasicDist<Rational>&);

}  // namespace sandtable::core
