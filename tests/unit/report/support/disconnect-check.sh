#!/usr/bin/env bash
# A client that goes away mid-upload leaves nothing behind on the real production server.
# Usage: bash tests/unit/report/support/disconnect-check.sh   (after `next build`; port 3104)
set -euo pipefail
port=3104
dir="$(mktemp -d)"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATABASE_URL="file:$dir/site.db" UPLOAD_DIR="$dir/uploads"
npx tsx -e "import('./scripts/lib/prepare-database.ts').then(m => m.prepareDatabase(process.env.DATABASE_URL, [process.env.UPLOAD_DIR]))" >/dev/null
node node_modules/next/dist/bin/next start -p "$port" >"$dir/server.log" 2>&1 &
launcher=$!
trap 'kill $launcher 2>/dev/null; rm -rf "$dir"' EXIT
until curl -sf "http://localhost:$port/api/test/hello" >/dev/null; do sleep 0.3; done
{ printf '%%PDF-1.7\n'; head -c 20000000 /dev/zero; } >"$dir/big.pdf"
curl -s -o /dev/null --limit-rate 2M -F "file=@$dir/big.pdf;type=application/pdf" "http://localhost:$port/api/uploads?locale=en" &
c=$!
sleep 2
echo "during upload: $(find "$dir/uploads" -type f -printf '%P %s\n')"
kill $c
sleep 1.5
echo "after client killed: [$(find "$dir/uploads" -type f -printf '%P %s\n')]"
cat "$dir/server.log" | tail -3
