function gs { git status -sb @args }
function gl { git log --oneline --graph -20 @args }
function gd { git diff @args }
function ll { Get-ChildItem -Force @args | Format-Table Mode, LastWriteTime, Length, Name -AutoSize }
function which($name) { (Get-Command $name -ErrorAction SilentlyContinue).Source }
