#!/usr/bin/env bash
# Creates the database named in DATABASE_URL if it does not exist, then applies every committed
# migration. Safe to run again; the app also migrates at start-up.
#   DATABASE_URL=postgres://user@host:5432/simmer infra/postgres/setup.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATABASE_URL:?Set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/simmer}"

db_name="$(node -e 'const u = new URL(process.argv[1]); process.stdout.write(decodeURIComponent(u.pathname.slice(1)))' "$DATABASE_URL")"
admin_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; process.stdout.write(u.toString())' "$DATABASE_URL")"
[[ "$db_name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || { echo "unexpected database name: $db_name" >&2; exit 1; }

exists="$(psql "$admin_url" -tAc "select 1 from pg_database where datname = '${db_name}'")"
if [ "$exists" != "1" ]; then
  psql "$admin_url" -v ON_ERROR_STOP=1 -qc "create database ${db_name}"
  echo "created database ${db_name}"
fi
DATABASE_URL="$DATABASE_URL" pnpm --silent db:migrate
