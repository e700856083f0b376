<?php

namespace EnvDoctor;

use Illuminate\Console\Command;

class DoctorCommand extends Command
{
    protected $signature = 'env:doctor {--env=}';
    protected $description = 'Check configuration for common deploy mistakes';

    public function handle(): int
    {
        $env = $this->option('env') ?: config('app.env');
        $bad = 0;
        $check = function (bool $ok, string $sev, string $msg) use (&$bad) {
            if (!$ok) {
                $this->line(sprintf('[%s] %s', strtoupper($sev), $msg));
                $bad += $sev === 'critical';
            }
        };
        $key = config('app.key');
        $check(!empty($key) && $key !== 'SomeRandomString', 'critical', 'APP_KEY missing or default');
        $check(!($env === 'production' && config('app.debug')), 'critical', 'APP_DEBUG=true in production');
        $cache = base_path('bootstrap/cache/config.php');
        $check(!file_exists($cache) || filemtime($cache) >= filemtime(base_path('.env')), 'warning', 'config cache older than .env');
        foreach (['storage', 'bootstrap/cache'] as $d) {
            $check(is_writable(base_path($d)), 'critical', "$d not writable");
        }
        $check(!($env === 'production' && config('queue.default') === 'sync'), 'warning', 'queue driver sync in production');
        $https = str_starts_with((string) config('app.url'), 'https://');
        $check(!$https || config('session.secure'), 'warning', 'SESSION_SECURE_COOKIE false with https APP_URL');
        exec('git ls-files --error-unmatch .env 2>/dev/null', $o, $rc);
        $check($rc !== 0, 'critical', '.env is tracked by git');
        $this->info($bad ? "$bad critical issue(s)" : 'No critical issues');
        return $bad ? 1 : 0;
    }
}
