param(
  [ValidateSet('Predictions', 'Aliases', 'Prompt', 'PoshGit')]
  [string[]]$Features = @('Predictions', 'Aliases')
)
$start = '# >>> profile-setup >>>'
$end   = '# <<< profile-setup <<<'

$dir = Split-Path -Parent $PROFILE
New-Item -ItemType Directory -Force -Path $dir | Out-Null
if (Test-Path $PROFILE) {
  $stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
  Copy-Item $PROFILE "$PROFILE.bak-$stamp"
  $text = Get-Content $PROFILE -Raw
  $text = [regex]::Replace($text, "(?s)$([regex]::Escape($start)).*?$([regex]::Escape($end))\r?\n?", '')
} else { $text = '' }

$block = @($start)
if ($Features -contains 'Predictions') { $block += 'Set-PSReadLineOption -PredictionSource History' }
if ($Features -contains 'Aliases') {
  $block += 'function ll { Get-ChildItem -Force @args }'
  $block += 'Set-Alias g git'
  $block += 'Set-Alias k kubectl'
}
if ($Features -contains 'Prompt') {
  $block += 'function prompt { $b = git branch --show-current 2>$null; "$(Split-Path -Leaf (Get-Location))$(if ($b) { " [$b]" }) > " }'
}
if ($Features -contains 'PoshGit') { $block += 'if (Get-Module -ListAvailable posh-git) { Import-Module posh-git }' }
$block += $end

Set-Content -Path $PROFILE -Value ($text.TrimEnd() + "`r`n" + ($block -join "`r`n") + "`r`n")
Write-Host "Profile updated: $PROFILE"
$block | ForEach-Object { Write-Host "  $_" }
