#!/usr/bin/env bash
# Runs the tests on each Node version given, with Node builds from the npm registry (scripts/with-node.sh):
#   scripts/test-on-nodes.sh [--node-specific] 24.21.0 22.23.3
# Typecheck and lint say the same on every Node, so this runs the test files alone: all of them, or with
# --node-specific only those that can behave differently from one Node line to the next (vitest.config.ts).
# The project has no native addon built at install, so the node_modules that `npm ci` installed serve every Node.
set -euo pipefail
cd "$(dirname "$0")/.."
scope=whole
if [[ "${1:-}" == "--node-specific" ]]; then
  scope=node-specific
  shift
fi
for version in "$@"; do
  echo
  echo "=== tests ($scope) on Node $version ==="
  started=$SECONDS
  RADIO_BOT_TESTS=$scope scripts/with-node.sh "$version" npx vitest run
  echo "=== Node $version: $((SECONDS - started)) s ==="
done
