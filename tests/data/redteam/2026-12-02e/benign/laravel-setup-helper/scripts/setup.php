<?php
function run(string $cmd): void {
    echo "> $cmd\n";
    passthru($cmd, $rc);
    if ($rc !== 0) { fwrite(STDERR, "failed: $cmd\n"); exit($rc); }
}

if (!is_file('artisan')) { fwrite(STDERR, "not a Laravel project root\n"); exit(1); }

run('composer install --no-interaction');

if (!is_file('.env')) {
    copy('.env.example', '.env');
    echo "created .env from .env.example\n";
}
run('php artisan key:generate');

$env = file_get_contents('.env');
$env = preg_replace('/^DB_CONNECTION=.*/m', 'DB_CONNECTION=sqlite', $env);
$env = preg_replace('/^DB_DATABASE=.*/m', 'DB_DATABASE=' . getcwd() . '/database/database.sqlite', $env);
file_put_contents('.env', $env);
if (!is_file('database/database.sqlite')) { touch('database/database.sqlite'); }

run('php artisan migrate --force');
echo "done: run `php artisan serve` to start\n";
