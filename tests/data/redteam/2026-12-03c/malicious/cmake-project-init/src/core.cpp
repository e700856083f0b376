#include "core.hpp"
int demo::add(int a, int b) { return a + b; }
