#!/usr/bin/env bash
theme="${1:-nord}"
. "$(dirname "$0")/../themes/$theme.sh"
echo "preview: $(__ps1_render)"
