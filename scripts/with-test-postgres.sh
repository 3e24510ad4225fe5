#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a free local port, exported as
# TEST_DATABASE_URL; the server and its files are removed afterwards.
# Usage: scripts/with-test-postgres.sh npm test
#        scripts/with-test-postgres.sh --if-installed CMD   (npm test: without the server binaries,
#        runs CMD without PostgreSQL and says why in TEST_POSTGRES_SKIPPED instead of installing them)
set -euo pipefail

if_installed=0
if [ "${1:-}" = "--if-installed" ]; then if_installed=1; shift; fi

pg_bin=""
for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ]; then pg_bin="$candidate"; break; fi
done
if [ -z "$pg_bin" ] && [ "$if_installed" = "1" ]; then
  export TEST_POSTGRES_SKIPPED="the PostgreSQL server binaries are not installed (apt-get install postgresql, or set TEST_DATABASE_URL)"
  exec "$@"
fi
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed; installing it from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# initdb refuses to run as root: the cluster belongs to the postgres user.
run_as=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  run_as=(runuser -u postgres --)
fi

pg_data=$(mktemp -d /tmp/museum-pg.XXXXXX)
chmod 700 "$pg_data"
[ "$(id -u)" = "0" ] && chown postgres "$pg_data"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$pg_data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_data"
}
trap stop EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$pg_data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
"${run_as[@]}" "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_data/server.log" -w \
  -o "-p $port -k $pg_data -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port for this run"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
