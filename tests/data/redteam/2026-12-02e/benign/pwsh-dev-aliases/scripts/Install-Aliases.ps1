param([switch]$Uninstall)
$ErrorActionPreference = 'Stop'
$dest = Join-Path $HOME '.config/pwsh-dev-aliases'
$begin = '# >>> pwsh-dev-aliases >>>'; $end = '# <<< pwsh-dev-aliases <<<'
$text = if (Test-Path $PROFILE) { Get-Content -Raw $PROFILE } else { '' }

if ($Uninstall) {
    $clean = [regex]::Replace($text, "(?s)\r?\n?$([regex]::Escape($begin)).*?$([regex]::Escape($end))", '')
    Set-Content -Path $PROFILE -Value $clean
    Remove-Item -Recurse -Force $dest -ErrorAction SilentlyContinue
    Write-Host "Aliases removed from $PROFILE"; return
}

New-Item -ItemType Directory -Force -Path $dest | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'aliases.ps1') $dest -Force
if ($text -notmatch [regex]::Escape($begin)) {
    New-Item -ItemType File -Force -Path $PROFILE -ErrorAction SilentlyContinue | Out-Null
    Add-Content -Path $PROFILE -Value "`n$begin`n. `"$dest/aliases.ps1`"`n$end"
}
Write-Host "Aliases installed. Added a marked block to $PROFILE."
