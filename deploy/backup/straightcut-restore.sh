#!/usr/bin/env bash
# Restores a backup of straightcut-backup.sh (docs/deploy.md, "Restoring a backup").
#   straightcut-restore.sh leads-<time>.dump            into the EMPTY database of DATABASE_URL
#   straightcut-restore.sh leads-<time>.pglite.tar.gz   into DATA_DIR/pglite, which must not exist
#                                                       (stop the server, move the old folder aside)
set -euo pipefail
cd "$(dirname "$0")/../.."

file=${1:?usage: straightcut-restore.sh <backup file>}
[ -f "$file" ] || { echo "No such file: $file" >&2; exit 1; }

case "$file" in
  *.dump)
    [ -n "${DATABASE_URL:-}" ] || { echo "Set DATABASE_URL to the new, empty database." >&2; exit 1; }
    tables=$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align \
      --command "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')")
    if [ "$tables" != "0" ]; then
      echo "The database of DATABASE_URL already has tables: restore into a new, empty one." >&2
      exit 1
    fi
    pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
      --dbname "$DATABASE_URL" "$file"
    echo "Restored $file into the database of DATABASE_URL."
    ;;
  *.pglite.tar.gz)
    node deploy/backup/restore-pglite.mjs "$file" "${DATA_DIR:-.data}"
    ;;
  *)
    echo "Not a backup of straightcut-backup.sh: $file" >&2
    exit 1
    ;;
esac
