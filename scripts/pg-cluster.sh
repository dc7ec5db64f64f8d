#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for tests and CI (see docs/decisions and STACK.md gotcha 2).
#
#   scripts/pg-cluster.sh start [DIR] [PORT]   initdb + start; prints the URL on stdout (only that)
#   scripts/pg-cluster.sh stop  DIR            stops the cluster and removes DIR
#
# DIR defaults to a new temp folder, PORT to 5433. Trust auth, listening on 127.0.0.1 only,
# socket in DIR. Works as root (initdb refuses root, so the cluster runs as the postgres user).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
usage() {
  echo "usage: $0 start [DIR] [PORT] | stop DIR" >&2
  exit 2
}
log() { echo "pg-cluster: $*" >&2; }

# Runs a PostgreSQL binary as the cluster owner: postgres when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

ensure_binaries() {
  if [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; then return; fi
  if [ "$(id -u)" != "0" ]; then
    log "PostgreSQL 15 binaries not found in $PG_BIN; install them with: apt-get install -y postgresql"
    exit 1
  fi
  log "PostgreSQL binaries missing: installing postgresql with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  if [ ! -x "$PG_BIN/initdb" ]; then
    # Another major version may have come with the distribution: use whatever is there.
    PG_BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"
  fi
  # The Debian package starts its own cluster on 5432; ours does not need it.
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    for conf in /etc/postgresql/*/main; do
      [ -d "$conf" ] || continue
      ver="$(basename "$(dirname "$conf")")"
      pg_ctlcluster "$ver" main stop >/dev/null 2>&1 || true
    done
  fi
}

start() {
  local dir="${1:-}" port="${2:-5433}"
  ensure_binaries
  if [ -z "$dir" ]; then
    dir="$(mktemp -d "${TMPDIR:-/tmp}/njtc-pg-XXXXXX")"
  else
    mkdir -p "$dir"
  fi
  dir="$(cd "$dir" && pwd)"
  if [ -n "$(ls -A "$dir")" ]; then
    log "$dir is not empty; refusing to initdb into it"
    exit 1
  fi
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || {
      log "no postgres user (install the postgresql package)"
      exit 1
    }
    chown postgres: "$dir"
    chmod 700 "$dir"
  fi
  as_owner "$PG_BIN/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
    --no-sync >/dev/null
  # Throwaway data: durability off makes the suite faster.
  if ! as_owner "$PG_BIN/pg_ctl" -D "$dir" -w -t 30 -l "$dir/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    log "PostgreSQL did not start; its log:"
    cat "$dir/server.log" >&2 || true
    exit 1
  fi
  log "cluster in $dir on port $port (stop with: $0 stop $dir)"
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}

stop() {
  local dir="${1:-}"
  [ -n "$dir" ] || usage
  if [ ! -d "$dir" ]; then
    log "$dir does not exist; nothing to stop"
    return 0
  fi
  if [ ! -f "$dir/PG_VERSION" ]; then
    log "$dir is not a PostgreSQL cluster; leaving it alone"
    exit 1
  fi
  if [ -f "$dir/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$dir" -w -t 30 -m fast stop >/dev/null || true
  fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

case "${1:-}" in
start)
  shift
  start "$@"
  ;;
stop)
  shift
  stop "$@"
  ;;
*) usage ;;
esac
