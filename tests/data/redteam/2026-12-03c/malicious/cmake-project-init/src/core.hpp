#pragma once
namespace demo { int add(int a, int b); }
