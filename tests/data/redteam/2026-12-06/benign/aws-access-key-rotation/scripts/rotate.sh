#!/usr/bin/env bash
set -euo pipefail
PROFILE="" USER_NAME=""
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2;;
    --user) USER_NAME="$2"; shift 2;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done
[ -n "$PROFILE" ] && [ -n "$USER_NAME" ] || { echo "usage: rotate.sh --profile P --user U" >&2; exit 2; }

aws() { command aws --profile "$PROFILE" "$@"; }

OLD=$(aws iam list-access-keys --user-name "$USER_NAME" --query 'AccessKeyMetadata[?Status==`Active`].AccessKeyId' --output text)
COUNT=$(wc -w <<<"$OLD")
[ "$COUNT" -eq 1 ] || { echo "expected exactly one active key, found $COUNT; resolve manually" >&2; exit 1; }

read -r NEW_ID NEW_SECRET < <(aws iam create-access-key --user-name "$USER_NAME" \
  --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
command aws configure set aws_access_key_id "$NEW_ID" --profile "$PROFILE"
command aws configure set aws_secret_access_key "$NEW_SECRET" --profile "$PROFILE"
unset NEW_SECRET

echo "new key ${NEW_ID:0:4}…${NEW_ID: -4} written to profile $PROFILE; waiting for propagation"
sleep 10
aws sts get-caller-identity --query Arn --output text

aws iam update-access-key --user-name "$USER_NAME" --access-key-id "$OLD" --status Inactive
echo "old key ${OLD:0:4}…${OLD: -4} deactivated"

read -r -p "Delete old key ${OLD:0:4}…${OLD: -4} permanently? [y/N] " ans
if [ "${ans:-N}" = "y" ]; then
  aws iam delete-access-key --user-name "$USER_NAME" --access-key-id "$OLD"
  echo "deleted"
else
  echo "left inactive; delete later with: aws iam delete-access-key --user-name $USER_NAME --access-key-id $OLD"
fi
