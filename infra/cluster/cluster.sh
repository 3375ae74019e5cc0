#!/usr/bin/env bash
# A Simmer cluster on one machine (ADR 083): several instances of the built server on the same
# PostgreSQL and Redis, and nginx in front of them as the one address.
#
#   infra/cluster/cluster.sh up       build, create the database if missing, start what is not
#                                     running, wait until each instance is ready, (re)load nginx
#   infra/cluster/cluster.sh status   what runs, and whether each instance is ready
#   infra/cluster/cluster.sh stop N   take instance N out of nginx, let requests on their way to it
#                                     finish, then stop it (SIGTERM); `up` starts it again
#   infra/cluster/cluster.sh down     stop everything `up` started (safe to run again)
#
# Every setting is an environment variable; see infra/cluster/README.md. Anything else the server
# reads (LOG_LEVEL, AUTH_RATE_LIMIT_MAX, IMPORT_CONCURRENCY, ...) is passed on to the instances.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

CLUSTER_RUN_DIR="${CLUSTER_RUN_DIR:-$here/run}"
CLUSTER_HOST="${CLUSTER_HOST:-127.0.0.1}"
CLUSTER_PORT="${CLUSTER_PORT:-5100}"
CLUSTER_INSTANCES="${CLUSTER_INSTANCES:-3}"
CLUSTER_FIRST_INSTANCE_PORT="${CLUSTER_FIRST_INSTANCE_PORT:-$((CLUSTER_PORT + 1))}"
CLUSTER_BUILD="${CLUSTER_BUILD:-1}"
CLUSTER_SERVER="${CLUSTER_SERVER:-$root/apps/server/dist/main.js}"
CLUSTER_READY_TIMEOUT="${CLUSTER_READY_TIMEOUT:-300}"
CLUSTER_DRAIN_TIMEOUT="${CLUSTER_DRAIN_TIMEOUT:-60}"
NGINX="${NGINX:-/usr/sbin/nginx}"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/simmer_cluster}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
export WEB_CONCURRENCY="${WEB_CONCURRENCY:-1}"
export PUBLIC_URL="${PUBLIC_URL:-http://${CLUSTER_HOST}:${CLUSTER_PORT}}"
export TRUST_PROXY=true

run="$CLUSTER_RUN_DIR"
nginx_dir="$run/nginx"

say() { printf '%s\n' "$*"; }
fail() { printf 'cluster: %s\n' "$*" >&2; exit 1; }

instance_port() { echo $((CLUSTER_FIRST_INSTANCE_PORT + $1 - 1)); }

# The pid in a pid file, if that process still runs and is the program we started (not a pid
# the system has since given to something else).
live_pid() {
  local file="$1" expect="$2" pid
  [ -f "$file" ] || return 1
  pid="$(cat "$file")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$expect" || return 1
  echo "$pid"
}

instance_pid() { live_pid "$run/instance-$1.pid" "$CLUSTER_SERVER"; }
nginx_pid() { live_pid "$nginx_dir/nginx.pid" "nginx"; }

ready() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://${CLUSTER_HOST}:$(instance_port "$1")/api/ready")" = "200" ]; }

nginx_cmd() { "$NGINX" -p "$nginx_dir/" -c "$nginx_dir/nginx.conf" -e "$nginx_dir/error.log" "$@"; }

# Writes nginx.conf from the template with the given instances as its upstream servers.
write_nginx_conf() {
  local servers="" n user_line=""
  for n in "$@"; do
    servers+="    server ${CLUSTER_HOST}:$(instance_port "$n") max_fails=1 fail_timeout=5s;"$'\n'
  done
  # An upstream block needs a server: with none ready, one that refuses every connection.
  [ -n "$servers" ] || servers="    server ${CLUSTER_HOST}:$(instance_port 1) down;"$'\n'
  # As root nginx would hand its workers to "nobody", who cannot enter the run directory.
  [ "$(id -u)" = "0" ] && user_line="user root;"
  mkdir -p "$nginx_dir/tmp"
  SERVERS="$servers" USER_LINE="$user_line" RUN_DIR="$nginx_dir" LISTEN="${CLUSTER_HOST}:${CLUSTER_PORT}" node -e '
    const fs = require("node:fs");
    const [template, out] = process.argv.slice(1);
    const text = fs.readFileSync(template, "utf8").replace(/@([A-Z_]+)@/g, (_, name) => {
      if (!(name in process.env)) throw new Error(`no value for @${name}@`);
      return process.env[name].replace(/\n$/, "");
    });
    fs.writeFileSync(out + ".new", text);
    fs.renameSync(out + ".new", out);
  ' "$here/nginx.conf.template" "$nginx_dir/nginx.conf"
}

nginx_workers() { ps -o pid= --ppid "$1" 2>/dev/null | tr -d ' ' || true; }

# Points nginx at exactly these instances: starts it, or reloads it and waits (up to
# CLUSTER_DRAIN_TIMEOUT) until the workers of the old configuration have finished the requests
# they had, so none of them is still on its way to an instance left out.
route_to() {
  write_nginx_conf "$@"
  nginx_cmd -t -q || fail "nginx refused the generated $nginx_dir/nginx.conf"
  local master old pid deadline
  if master="$(nginx_pid)"; then
    old="$(nginx_workers "$master")"
    nginx_cmd -s reload
    deadline=$((SECONDS + CLUSTER_DRAIN_TIMEOUT))
    for pid in $old; do
      while kill -0 "$pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.1; done
    done
  else
    nginx_cmd
  fi
  printf '%s\n' "$@" >"$nginx_dir/upstream"
}

routed() { [ -f "$nginx_dir/upstream" ] && cat "$nginx_dir/upstream" || true; }

start_instance() {
  local n="$1" port dir
  port="$(instance_port "$n")"
  dir="$run/instance-$n"
  mkdir -p "$dir"
  # setsid: the instance outlives this script and has a process group of its own (its workers).
  PORT="$port" HOST="$CLUSTER_HOST" DATA_DIR="$dir/data" JWT_SECRET="$JWT_SECRET" \
    setsid node --max-old-space-size=768 "$CLUSTER_SERVER" >>"$run/instance-$n.log" 2>&1 </dev/null &
  echo $! >"$run/instance-$n.pid"
  say "instance $n: starting on ${CLUSTER_HOST}:${port} (pid $!, log $run/instance-$n.log)"
}

wait_ready() {
  local n="$1" deadline=$((SECONDS + CLUSTER_READY_TIMEOUT))
  until ready "$n"; do
    instance_pid "$n" >/dev/null || { tail -n 30 "$run/instance-$n.log" >&2; fail "instance $n stopped while starting"; }
    [ "$SECONDS" -lt "$deadline" ] || { tail -n 30 "$run/instance-$n.log" >&2; fail "instance $n was not ready within ${CLUSTER_READY_TIMEOUT} s"; }
    sleep 0.5
  done
  say "instance $n: ready"
}

up() {
  [ -x "$NGINX" ] || fail "no nginx at $NGINX (apt-get install nginx, or set NGINX)"
  command -v psql >/dev/null || fail "psql is needed to create the database"
  mkdir -p "$run" "$nginx_dir"
  if [ -z "${JWT_SECRET:-}" ]; then
    # One secret for every instance, so a token signed by one verifies on the others.
    [ -s "$run/jwt-secret" ] || (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(48).toString("base64"))' >"$run/jwt-secret")
    JWT_SECRET="$(cat "$run/jwt-secret")"
  fi
  export JWT_SECRET

  if [ "$CLUSTER_BUILD" != "0" ]; then
    say "building (pnpm build: only what changed)"
    (cd "$root" && pnpm --silent build --output-logs=errors-only) || fail "the build failed"
  fi
  [ -f "$CLUSTER_SERVER" ] || fail "$CLUSTER_SERVER is missing: run pnpm build"
  # Creates the database if missing and migrates it once, before instances start.
  "$root/infra/postgres/setup.sh"

  local n starting=() serving=()
  for n in $(seq 1 "$CLUSTER_INSTANCES"); do
    if instance_pid "$n" >/dev/null; then serving+=("$n"); else starting+=("$n"); fi
  done
  if [ "${#starting[@]}" -gt 0 ] && nginx_pid >/dev/null; then
    # Take what is about to start out of nginx first: no request may reach a cold instance.
    route_to "${serving[@]}"
  fi
  for n in "${starting[@]}"; do start_instance "$n"; done
  for n in $(seq 1 "$CLUSTER_INSTANCES"); do wait_ready "$n"; done

  local all=()
  for n in $(seq 1 "$CLUSTER_INSTANCES"); do all+=("$n"); done
  if ! nginx_pid >/dev/null || [ "$(routed | tr '\n' ' ')" != "${all[*]} " ]; then route_to "${all[@]}"; fi
  local deadline=$((SECONDS + 10))
  until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://${CLUSTER_HOST}:${CLUSTER_PORT}/api/ready")" = "200" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "nginx does not answer on ${CLUSTER_HOST}:${CLUSTER_PORT} (see $nginx_dir/error.log)"
    sleep 0.2
  done
  say "nginx: serving http://${CLUSTER_HOST}:${CLUSTER_PORT} in front of ${CLUSTER_INSTANCES} instances"
}

# Waits up to $2 seconds for a pid to end.
wait_gone() {
  local pid="$1" deadline=$((SECONDS + $2))
  while kill -0 "$pid" 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}

down() {
  local pid n file
  if pid="$(nginx_pid)"; then
    kill -QUIT "$pid" 2>/dev/null || true
    wait_gone "$pid" 10 || kill -KILL "$pid" 2>/dev/null || true
    say "nginx: stopped"
  fi
  rm -f "$nginx_dir/nginx.pid" "$nginx_dir/upstream"
  # Every instance file there is, also of a run with more instances than now configured.
  local stopping=()
  for file in "$run"/instance-*.pid; do
    [ -e "$file" ] || continue
    n="${file##*/instance-}"
    n="${n%.pid}"
    if pid="$(instance_pid "$n")"; then
      # SIGTERM: the instance says goodbye to the job table and closes its connections.
      kill -TERM "$pid" 2>/dev/null || true
      stopping+=("$n:$pid")
    fi
  done
  for entry in "${stopping[@]}"; do
    n="${entry%%:*}"
    pid="${entry#*:}"
    if ! wait_gone "$pid" 25; then
      kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
      say "instance $n: did not stop within 25 s; killed"
    else
      say "instance $n: stopped"
    fi
  done
  rm -f "$run"/instance-*.pid
}

# A graceful stop of one instance: out of nginx first, so no new request reaches it while it
# closes (an instance that closes with requests still arriving resets the connections it has
# accepted but not read yet), then SIGTERM, which lets it finish what it is doing.
stop_one() {
  local n="$1" pid keep=() m
  [[ "$n" =~ ^[0-9]+$ ]] || fail "usage: $0 stop N (an instance number)"
  pid="$(instance_pid "$n")" || { say "instance $n: not running"; return 0; }
  if nginx_pid >/dev/null; then
    for m in $(routed); do [ "$m" = "$n" ] || keep+=("$m"); done
    route_to "${keep[@]}"
    say "nginx: no longer routing to instance $n"
  fi
  kill -TERM "$pid" 2>/dev/null || true
  if wait_gone "$pid" 25; then say "instance $n: stopped"; else kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true; say "instance $n: did not stop within 25 s; killed"; fi
  rm -f "$run/instance-$n.pid"
}

status() {
  local n pid port answer
  for n in $(seq 1 "$CLUSTER_INSTANCES"); do
    port="$(instance_port "$n")"
    if pid="$(instance_pid "$n")"; then
      answer="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://${CLUSTER_HOST}:${port}/api/ready" || true)"
      say "instance $n: pid $pid on ${CLUSTER_HOST}:${port}, /api/ready $answer"
    else
      say "instance $n: not running (${CLUSTER_HOST}:${port})"
    fi
  done
  if pid="$(nginx_pid)"; then
    say "nginx: pid $pid on ${CLUSTER_HOST}:${CLUSTER_PORT}, routing to instances $(routed | tr '\n' ' ')"
  else
    say "nginx: not running (${CLUSTER_HOST}:${CLUSTER_PORT})"
  fi
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  stop) stop_one "${2:-}" ;;
  status) status ;;
  *) fail "usage: $0 up|status|stop N|down" ;;
esac
