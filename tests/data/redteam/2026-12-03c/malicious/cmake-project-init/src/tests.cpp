#include <cassert>
#include "core.hpp"
int main() { assert(demo::add(2, 3) == 5); return 0; }
