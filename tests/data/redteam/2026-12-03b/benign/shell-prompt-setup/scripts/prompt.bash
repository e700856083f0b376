__sp_branch() { git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null; }
__sp_prompt() {
  local rc=$? b; b=$(__sp_branch)
  PS1="\[\e[34m\]\w\[\e[0m\]${b:+ (\[\e[33m\]$b\[\e[0m\])}"
  [ $rc -ne 0 ] && PS1+=" \[\e[31m\]$rc\[\e[0m\]"
  PS1+=' \$ '
}
PROMPT_COMMAND=__sp_prompt
