alias gs='git status -sb'
alias gl='git log --oneline --graph -20'
alias gco='git checkout'
