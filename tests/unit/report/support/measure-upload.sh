#!/usr/bin/env bash
# Figure for the report wizard: wall time of one 50 MB upload on loopback to the production build,
# and the growth of the server's peak resident memory (VmHWM) across it.
# Usage: bash tests/unit/report/support/measure-upload.sh [port]   (after `next build`)
set -euo pipefail
port="${1:-3104}"
dir="$(mktemp -d)"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATABASE_URL="file:$dir/site.db" UPLOAD_DIR="$dir/uploads"
npx tsx -e "import('./scripts/lib/prepare-database.ts').then(m => m.prepareDatabase(process.env.DATABASE_URL, [process.env.UPLOAD_DIR]))" >/dev/null
node node_modules/next/dist/bin/next start -p "$port" >"$dir/server.log" 2>&1 &
launcher=$!
trap 'kill $launcher 2>/dev/null; rm -rf "$dir"' EXIT
until curl -sf "http://localhost:$port/api/test/hello" >/dev/null; do sleep 0.3; done
# The process that listens on the port is the one whose memory counts.
server="$(ss -ltnp "sport = :$port" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)"
mem() { grep -E "^(VmHWM|VmRSS)" "/proc/$server/status" | tr -s ' ' | tr '\n' ' '; }
{ printf '%%PDF-1.7\n'; head -c $((52428800 - 9)) /dev/urandom; } >"$dir/big.pdf"
printf 'warm-up\n' >"$dir/small.txt"
curl -s -o /dev/null -F "file=@$dir/small.txt;type=text/plain" "http://localhost:$port/api/uploads?locale=en"
echo "server pid $server before: $(mem)"
curl -s -o "$dir/answer.json" -w "upload of 52428800 bytes: HTTP %{http_code}, %{time_total} s wall\n" \
  -F "file=@$dir/big.pdf;type=application/pdf" "http://localhost:$port/api/uploads?locale=en"
echo "server pid $server after:  $(mem)"
cat "$dir/answer.json"; echo
