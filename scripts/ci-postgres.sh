#!/usr/bin/env bash
# Runs the lead-store suites against a real PostgreSQL server (Debian's package), as CI does.
# Installs and starts it when needed (root only); each suite creates and drops its own database.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || { echo "PostgreSQL is missing; install Debian's postgresql package." >&2; exit 1; }
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(pg_lsclusters --no-header | awk 'NR==1 {print $1}')
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $2}')
if [ -z "$version" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  cluster=main
  pg_createcluster "$version" "$cluster" >/dev/null
fi
pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')

su postgres -c "psql -q -p $port -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'leads_ci') THEN CREATE ROLE leads_ci LOGIN CREATEDB PASSWORD 'leads_ci'; END IF; END \\\$\\\$;\""

export DATABASE_URL="postgres://leads_ci:leads_ci@127.0.0.1:$port/postgres"
echo "Lead-store suites against PostgreSQL $version on port $port"
npx vitest run --project integration

# The deployment test (docs/deploy.md: the server behind Debian's nginx) with its leads in
# PostgreSQL, in a database of its own made fresh for each run; npm test has built the site.
# The PGlite backup case is PGlite's own; PostgreSQL's backup and restore are in the suites above.
su postgres -c "psql -q -p $port -c 'DROP DATABASE IF EXISTS leads_deploy_ci' -c 'CREATE DATABASE leads_deploy_ci OWNER leads_ci'"
echo "The nginx deployment test with its leads in PostgreSQL"
DATABASE_URL="postgres://leads_ci:leads_ci@127.0.0.1:$port/leads_deploy_ci" \
  npx playwright test tests/e2e/nginx-proxy.spec.ts --grep-invert "PGlite snapshot"
