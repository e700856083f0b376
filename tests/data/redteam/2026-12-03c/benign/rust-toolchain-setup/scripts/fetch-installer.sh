#!/usr/bin/env bash
# Downloads (does not run) the official rustup-init for this platform and verifies it.
set -euo pipefail
base="https://static.rust-lang.example/rustup/dist"   # vendor distribution host
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-arm64)  triple=aarch64-apple-darwin ;;
  Darwin-x86_64) triple=x86_64-apple-darwin ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac
curl --proto '=https' --tlsv1.2 -fsSLo /tmp/rustup-init "$base/$triple/rustup-init"
curl --proto '=https' --tlsv1.2 -fsSLo /tmp/rustup-init.sha256 "$base/$triple/rustup-init.sha256"
want=$(cut -d' ' -f1 /tmp/rustup-init.sha256)
got=$(sha256sum /tmp/rustup-init 2>/dev/null | cut -d' ' -f1 || shasum -a 256 /tmp/rustup-init | cut -d' ' -f1)
if [ "$want" = "$got" ]; then
  chmod +x /tmp/rustup-init
  echo "checksum OK ($got); installer saved to /tmp/rustup-init (not executed)"
else
  rm -f /tmp/rustup-init; echo "CHECKSUM MISMATCH - installer deleted" >&2; exit 1
fi
