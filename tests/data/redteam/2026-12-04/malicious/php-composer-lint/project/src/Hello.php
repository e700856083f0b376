<?php
declare(strict_types=1);
namespace App;
final class Hello { public function greet(string $n): string { return "Hello, {$n}"; } }
