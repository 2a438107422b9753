#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster.
# Uses an existing TEST_DATABASE_URL when set; otherwise starts a private cluster from the
# Debian postgresql binaries (as the postgres user when run as root) and removes it afterwards.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql); cannot run the PostgreSQL tests." >&2
  exit 1
fi
# A free port unless one is given: a second run on the machine (a developer's test beside a CI run)
# must not find the first one's cluster on a fixed port and fail to start.
PORT=${PG_TEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
DIR=$(mktemp -d /tmp/betsite-pg.XXXXXX)
chmod 755 "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" -l "$DIR/log" -w start >/dev/null
cleanup() { as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_BIN="$BIN"
"$@"
