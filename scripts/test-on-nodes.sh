#!/usr/bin/env bash
# Runs `npm test` on each Node version given, with Node builds from the npm registry (scripts/with-node.sh):
#   scripts/test-on-nodes.sh 24.21.0 22.23.3
# The project has no native addon, so the node_modules that `npm ci` installed serve every Node.
set -euo pipefail
cd "$(dirname "$0")/.."
for version in "$@"; do
  echo
  echo "=== npm test on Node $version ==="
  scripts/with-node.sh "$version" npm test
done
