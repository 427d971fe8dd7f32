#!/usr/bin/env bash
# Nightly backup of the lead store (docs/deploy.md, "Backups"), kept BACKUP_KEEP_DAYS days.
#   With DATABASE_URL: pg_dump in PostgreSQL's custom format (leads-<time>.dump).
#   Without it (PGlite under DATA_DIR): the running server writes a consistent snapshot of its
#   data folder (GET /api/admin/backup, admin token), saved as leads-<time>.pglite.tar.gz.
# Each file is written under a temporary name and renamed when complete, so a backup that failed
# half-way never replaces a good one. Restore with straightcut-restore.sh.
# Reads /etc/straightcut/env when run by straightcut-backup.service (EnvironmentFile).
set -euo pipefail
cd "$(dirname "$0")/../.."

backup_dir=${BACKUP_DIR:-/var/backups/straightcut}
keep_days=${BACKUP_KEEP_DAYS:-14}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$backup_dir"
umask 077

if [ -n "${DATABASE_URL:-}" ]; then
  final="$backup_dir/leads-$stamp.dump"
  pg_dump --format=custom --no-owner --no-privileges --file "$final.partial" "$DATABASE_URL"
else
  final="$backup_dir/leads-$stamp.pglite.tar.gz"
  data_dir=${DATA_DIR:-.data}
  token=${ADMIN_TOKEN:-$(cat "$data_dir/admin-token" 2>/dev/null || true)}
  if [ -z "$token" ]; then
    echo "No admin token: set ADMIN_TOKEN, or start the server once so it writes $data_dir/admin-token." >&2
    exit 1
  fi
  url="http://${BACKUP_SERVER_HOST:-127.0.0.1}:${PORT:-3000}/api/admin/backup"
  if ! curl --silent --show-error --fail --max-time 600 \
    --header "authorization: Bearer $token" --output "$final.partial" "$url"; then
    rm -f "$final.partial"
    echo "The server at $url did not give a snapshot. It must be running for a PGlite backup" >&2
    echo "(or, with the server stopped, copy $data_dir/pglite as it is)." >&2
    exit 1
  fi
fi
mv "$final.partial" "$final"
echo "Backup written: $final ($(du -h "$final" | cut -f1))"

# Keep the last keep_days days; never delete the backup just written.
find "$backup_dir" -maxdepth 1 -type f \( -name 'leads-*.dump' -o -name 'leads-*.pglite.tar.gz' \) \
  -mtime +"$keep_days" ! -path "$final" -print -delete
