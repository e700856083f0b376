#include <iostream>
#include "core.hpp"
int main() { std::cout << "2 + 3 = " << demo::add(2, 3) << "\n"; }
