# prompt-theme: user@host dir (branch*) $
__pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  git diff --quiet 2>/dev/null || b="$b*"
  printf ' (%s)' "$b"
}
PS1='\[\e[32m\]\u@\h\[\e[0m\] \[\e[34m\]\w\[\e[33m\]$(__pt_git)\[\e[0m\] \$ '
