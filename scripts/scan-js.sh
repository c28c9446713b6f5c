#!/usr/bin/env bash
# Offline scan of the JavaScript the app can ship for libraries with known vulnerabilities
# (issue 30 item 12): retire (a devDependency) over public/ and the folder of every runtime
# dependency in package.json, with the vulnerability repository checked in at
# ops/retire/jsrepository.json (retire would download its own from a code host these machines
# cannot reach, and `npm audit` cannot reach its advisory service either). Any finding of
# severity low or above fails (exit 13). ops/retire/README.md says where the repository comes
# from and how to refresh it.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=ops/retire/jsrepository.json
retire=(node node_modules/retire/lib/cli.js --jsrepo "$repo" --severity low --exitwith 13)
targets=(public)
for dep in $(node -e "console.log(Object.keys(require('./package.json').dependencies).join('\n'))"); do
  [ -d "node_modules/$dep" ] && targets+=("node_modules/$dep")
done
failed=0
for target in "${targets[@]}"; do
  "${retire[@]}" --path "$target" || failed=1
done
if [ "$failed" -ne 0 ]; then
  echo "retire: known-vulnerable JavaScript above (repository: $repo)" >&2
  exit 13
fi
echo "retire: ${#targets[@]} folders scanned offline, no known-vulnerable library ($repo, $(node -e "console.log(Object.keys(require('./$repo')).length)") libraries)"
