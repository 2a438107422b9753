#!/bin/bash
# Lists the imports that run from the database layer up the server's floors: every relative import
# (static, dynamic or type-only) in apps/server/src/db/** (migrations excluded) whose target lies
# outside apps/server/src/db/. `bash scripts/upward-imports.sh | wc -l` counts them (issue 37).
cd "${1:-.}"
grep -rnoE "(from|import\() *'\.[^']+'" apps/server/src/db --include=*.ts | grep -v /migrations/ | while IFS=: read -r file line imp; do
  rel=$(echo "$imp" | sed -E "s/.*'([^']+)'/\1/")
  target=$(realpath -m --relative-to=. "$(dirname "$file")/$rel")
  case "$target" in apps/server/src/db/*) ;; *) echo "$file:$line -> $target" ;; esac
done
