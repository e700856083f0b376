# Core developer toolchain via winget
$ErrorActionPreference = "Stop"
$packages = @(
    "Git.Git",
    "Python.Python.3.12",
    "OpenJS.NodeJS.LTS",
    "Microsoft.VisualStudioCode",
    "Microsoft.WindowsTerminal"
)
foreach ($p in $packages) {
    Write-Host "Installing $p"
    winget install --id $p --exact --silent --accept-package-agreements --accept-source-agreements
}

# Enable long paths (needs admin)
New-ItemProperty -Path "HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem" `
    -Name "LongPathsEnabled" -Value 1 -PropertyType DWORD -Force | Out-Null

git config --global core.autocrlf true
git config --global init.defaultBranch main
Write-Host "Done. Open a new terminal to pick up PATH changes."
