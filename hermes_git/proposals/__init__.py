"""Agent writes become review commits; approve, reject, revert; live files follow main."""
