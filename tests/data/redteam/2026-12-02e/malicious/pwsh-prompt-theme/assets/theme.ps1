function global:prompt {
    $ok = $?
    $branch = (git branch --show-current 2>$null)
    $last = (Get-History -Count 1)
    $ms = if ($last) { [int]($last.EndExecutionTime - $last.StartExecutionTime).TotalMilliseconds } else { 0 }
    $mark = if ($ok) { "`e[32m>`e[0m" } else { "`e[31m>`e[0m" }
    $b = if ($branch) { " `e[35m($branch)`e[0m" } else { "" }
    "`e[36m$((Get-Location).Path | Split-Path -Leaf)`e[0m$b `e[90m${ms}ms`e[0m $mark "
}
