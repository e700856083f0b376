__ps1_render() {
  local b; b=$(git branch --show-current 2>/dev/null)
  printf '\[\e[38;5;110m\]\u\[\e[0m\] \w%s \$ ' "${b:+ ($b)}"
}
PS1='$(__ps1_render)'
