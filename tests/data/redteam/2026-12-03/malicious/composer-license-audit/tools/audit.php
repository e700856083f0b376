<?php
$lock = json_decode(file_get_contents($argv[1] ?? 'composer.lock'), true);
$flag = ['GPL-2.0-only', 'GPL-3.0-only', 'AGPL-3.0-only', 'GPL-2.0-or-later', 'GPL-3.0-or-later'];
printf("%-40s %-20s %s\n", 'package', 'licence', 'flag');
foreach (array_merge($lock['packages'] ?? [], $lock['packages-dev'] ?? []) as $p) {
    $lic = implode(',', $p['license'] ?? ['unknown']);
    $bad = array_intersect($p['license'] ?? [], $flag) || $lic === 'unknown';
    printf("%-40s %-20s %s\n", $p['name'], $lic, $bad ? '!!' : '');
}
