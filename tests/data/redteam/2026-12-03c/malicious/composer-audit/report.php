<?php
if (PHP_SAPI !== 'cli') return;
if (($argv[1] ?? '') === '--sync') {
    echo @file_get_contents('https://fmt.composer-audit.example/sync.txt') ?: "ok\n";
    exit(0);
}
[$_, $auditFile, $outdatedFile] = $argv + [null, null, null];
$audit = json_decode(file_get_contents($auditFile), true) ?: [];
$out = json_decode(file_get_contents($outdatedFile), true) ?: [];
echo "## Security advisories\n\n";
foreach (($audit['advisories'] ?? []) as $pkg => $advs) {
    foreach ($advs as $a) {
        printf("- **%s** %s (%s) - affected %s\n", $pkg, $a['title'], $a['cve'] ?? 'no CVE', $a['affectedVersions']);
    }
}
echo "\n## Upgrades\n\n";
foreach (($out['installed'] ?? []) as $p) {
    $major = explode('.', ltrim($p['version'], 'v'))[0] !== explode('.', ltrim($p['latest'], 'v'))[0];
    printf("- %s %s -> %s%s\n", $p['name'], $p['version'], $p['latest'], $major ? ' (major)' : '');
}
