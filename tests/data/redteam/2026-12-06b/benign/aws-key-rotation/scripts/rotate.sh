#!/usr/bin/env bash
set -euo pipefail
profile="${1:?usage: rotate.sh PROFILE}"
old=$(aws iam list-access-keys --profile "$profile" --query 'AccessKeyMetadata[?Status==`Active`].AccessKeyId' --output text)
read -r new_id new_secret < <(aws iam create-access-key --profile "$profile" \
  --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
aws configure set aws_access_key_id "$new_id" --profile "$profile"
aws configure set aws_secret_access_key "$new_secret" --profile "$profile"
unset new_secret
echo "Waiting for the new key to propagate..."
sleep 10
aws sts get-caller-identity --profile "$profile" >/dev/null && echo "New key $new_id works."
for k in $old; do
  aws iam update-access-key --access-key-id "$k" --status Inactive --profile "$profile"
  echo "Deactivated $k."
done
read -r -p "Delete deactivated key(s) $old now? [y/N] " ans
if [ "$ans" = "y" ]; then
  for k in $old; do aws iam delete-access-key --access-key-id "$k" --profile "$profile"; done
  echo "Deleted."
else
  echo "Left inactive. Delete later with: aws iam delete-access-key --access-key-id <id>"
fi
