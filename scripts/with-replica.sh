#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL primary and a real hot standby streaming from it:
# TEST_DATABASE_URL points at the primary, TEST_DATABASE_READ_URL at the standby (same databases,
# read-only). The standby is a pg_basebackup of the primary (-R writes primary_conninfo and
# standby.signal), so it replays the primary's WAL as a streaming replica. Both are removed
# afterwards. Ports: PG_PRIMARY_PORT (default 55510) and PG_STANDBY_PORT (default 55511).
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql); cannot start a primary and a standby." >&2
  exit 1
fi
PRIMARY_PORT=${PG_PRIMARY_PORT:-55510}
STANDBY_PORT=${PG_STANDBY_PORT:-55511}
DIR=$(mktemp -d /tmp/betsite-replica.XXXXXX)
chmod 755 "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
OPTS="-c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c full_page_writes=on"
as_pg "$BIN/initdb" -D "$DIR/primary" -U postgres -A trust -E UTF8 --no-locale >/dev/null
# wal_level replica and max_wal_senders are PostgreSQL's defaults; initdb -A trust lets
# 127.0.0.1 connect for replication.
as_pg "$BIN/pg_ctl" -D "$DIR/primary" -o "-p $PRIMARY_PORT -k $DIR $OPTS" -l "$DIR/primary.log" -w start >/dev/null
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/standby" -m immediate -w stop >/dev/null 2>&1 || true
  as_pg "$BIN/pg_ctl" -D "$DIR/primary" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
as_pg "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DIR/standby" -R -X stream -c fast >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/standby" -o "-p $STANDBY_PORT -k $DIR $OPTS -c hot_standby=on" -l "$DIR/standby.log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres"
export TEST_DATABASE_READ_URL="postgres://postgres@127.0.0.1:$STANDBY_PORT/postgres"
export PG_BIN="$BIN"
"$@"
