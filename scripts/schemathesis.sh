#!/usr/bin/env bash
# Schemathesis against the standalone API on a throwaway database: scripts/schemathesis.sh [st run options…]
# Needs `st` (Schemathesis 4) on PATH or in $ST. Runs every check from a fixed seed; extra arguments go to `st run`.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-8790}
work=$(mktemp -d)
api=
trap '[ -n "$api" ] && kill "$api" 2>/dev/null; rm -rf "$work"' EXIT

# A valid request may still be refused, as docs/openapi.json documents, for what no schema can decide: the data (a
# business rule, x-business-rules), a reused Idempotency-Key (422), a file's bytes (400 none chosen, 413, 415).
# positive_data_acceptance is told so per operation, from the contract itself.
cp schemathesis.toml "$work/schemathesis.toml"
python3 - docs/openapi.json >> "$work/schemathesis.toml" <<'PY'
import json, sys
DEFAULT = ["2xx", "401", "403", "404", "409", "5xx"]
doc = json.load(open(sys.argv[1]))
def binary(node):
    if isinstance(node, dict):
        return node.get("format") == "binary" or any(binary(v) for v in node.values())
    return isinstance(node, list) and any(binary(v) for v in node)
for item in doc["paths"].values():
    for op in item.values():
        extra = {status for status, answer in op["responses"].items() if answer.get("x-business-rules")}
        if any(p["name"] == "Idempotency-Key" for p in op.get("parameters", [])):
            extra.add("422")
        if binary(op.get("requestBody", {}).get("content", {}).get("multipart/form-data")):
            extra |= {"400", "413", "415"}
        extra -= set(DEFAULT)
        if extra:
            statuses = ", ".join(f'"{s}"' for s in DEFAULT + sorted(extra))
            print(f'\n[[operations]]\ninclude-operation-id = "{op["operationId"]}"\nchecks.positive_data_acceptance.expected-statuses = [{statuses}]')
PY

DB_FILE="$work/api.db" PORT=$port node_modules/.bin/tsx mock-server/api-cli.ts >"$work/api.log" 2>&1 &
api=$!
for _ in $(seq 60); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 1; done
"${ST:-st}" --config-file "$work/schemathesis.toml" run docs/openapi.json --url "http://127.0.0.1:$port" --checks all --seed 1 --workers 1 "$@"
