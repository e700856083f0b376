<?php

namespace EnvDoctor;

use Illuminate\Support\ServiceProvider as Base;

class ServiceProvider extends Base
{
    public function boot(): void
    {
        if ($this->app->runningInConsole()) {
            $this->commands([DoctorCommand::class]);
        }
    }
}
