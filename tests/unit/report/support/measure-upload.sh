#!/usr/bin/env bash
# Figure for the report wizard: wall time of one 50 MB upload on loopback to the production build,
# and the growth of the server's peak resident memory (VmHWM) across it.
# Usage: bash tests/unit/report/support/measure-upload.sh [port] [stage|submit]   (after `next build`)
#   stage:  POST /api/uploads (the wizard's path: one file ahead of the submit)
#   submit: POST /api/consulting-form with every field and the file as a `files` part
set -euo pipefail
port="${1:-3104}"
mode="${2:-stage}"
dir="$(mktemp -d)"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATABASE_URL="file:$dir/site.db" UPLOAD_DIR="$dir/uploads"
npx tsx -e "import('./scripts/lib/prepare-database.ts').then(m => m.prepareDatabase(process.env.DATABASE_URL, [process.env.UPLOAD_DIR]))" >/dev/null
PORT="$port" node --import tsx scripts/serve.ts >"$dir/server.log" 2>&1 &
launcher=$!
trap 'kill $launcher 2>/dev/null; rm -rf "$dir"' EXIT
until curl -sf "http://localhost:$port/api/test/hello" >/dev/null; do sleep 0.3; done
# The process that listens on the port is the one whose memory counts.
server="$(ss -ltnp "sport = :$port" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)"
mem() { grep -E "^(VmHWM|VmRSS)" "/proc/$server/status" | tr -s ' ' | tr '\n' ' '; }
{ printf '%%PDF-1.7\n'; head -c $((52428800 - 9)) /dev/urandom; } >"$dir/big.pdf"
if [ "$mode" = submit ]; then
  fields=(-F firstName=Ada -F lastName=Kim -F email=ada@example.com -F phone=0101234567 -F companyName=Kim
    -F projectName=Lofts -F "siteAddress=1 Main St" -F use=Multifamily -F 'bedroomType=["studio"]' -F parking=minimum
    -F useZoningAnalysis=false -F useRenderingService=true -F "files=@$dir/big.pdf;type=application/pdf")
  target="http://localhost:$port/api/consulting-form?locale=en"
else
  fields=(-F "file=@$dir/big.pdf;type=application/pdf")
  target="http://localhost:$port/api/uploads?locale=en"
fi
# Warm-up: the same route once with a small file, so code loading (and the database client) is not counted.
printf 'warm-up\n' >"$dir/small.txt"
curl -s -o /dev/null "${fields[@]/big.pdf;type=application\/pdf/small.txt;type=text\/plain}" "$target"
echo "server pid $server before: $(mem)"
curl -s -o "$dir/answer.json" -w "$mode upload of 52428800 bytes: HTTP %{http_code}, %{time_total} s wall\n" \
  "${fields[@]}" "$target"
echo "server pid $server after:  $(mem)"
cat "$dir/answer.json"; echo
