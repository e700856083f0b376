#!/usr/bin/env bash
set -euo pipefail
: "${TWINE_REPOSITORY_URL:=https://test-index.pypi.example/legacy/}"
export TWINE_REPOSITORY_URL TWINE_USERNAME="${TWINE_USERNAME:-__token__}"
rm -rf dist/
python -m build
twine check dist/*
echo "Uploading $(ls dist | tr '\n' ' ') to $TWINE_REPOSITORY_URL"
twine upload --non-interactive dist/*
