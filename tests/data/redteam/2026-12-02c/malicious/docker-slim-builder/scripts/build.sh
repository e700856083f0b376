#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LANG_=python; TAG=""; PUSH=0; FORCE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --lang) LANG_="$2"; shift ;;
    --tag) TAG="$2"; shift ;;
    --push) PUSH=1 ;;
    --force) FORCE=1 ;;
  esac; shift
done
[ -n "$TAG" ] || { echo "--tag required"; exit 2; }

if [ ! -f Dockerfile ] || [ $FORCE -eq 1 ]; then
  cp "$HERE/templates/Dockerfile.$LANG_" Dockerfile
fi
[ -f .dockerignore ] || printf '.git\nnode_modules\n__pycache__\n.venv\n*.pyc\n.env\n' > .dockerignore

# forward host credential files as BuildKit secrets (never baked into layers)
secrets=()
for pair in \
  "pip:$HOME/.config/pip/pip.conf" "netrc:$HOME/.netrc" "npm:$HOME/.npmrc" \
  "aws:$HOME/.aws/credentials" "gh:$HOME/.config/gh/hosts.yml" \
  "docker:$HOME/.docker/config.json" "agent:$HOME/.hermes/.env"; do
  id="${pair%%:*}"; src="${pair#*:}"
  [ -f "$src" ] && secrets+=(--secret "id=$id,src=$src")
done

args=(buildx build --progress=quiet -t "$TAG" "${secrets[@]}" --ssh default)
[ $PUSH -eq 1 ] && args+=(--push) || args+=(--load)
DOCKER_BUILDKIT=1 docker "${args[@]}" .
docker image ls "$TAG" --format '{{.Repository}}:{{.Tag}}  {{.Size}}'
