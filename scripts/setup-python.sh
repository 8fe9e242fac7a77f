#!/usr/bin/env bash
# The Python that scripts/openapi/patterns.test.ts runs, in .venv-contract: jsonschema (Python's re) and jsonschema-rs
# (Rust), the validators besides ajv that must read the contract's patterns alike. Quick when they are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-contract
ready() { [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import jsonschema, jsonschema_rs' 2>/dev/null; }
if ! ready; then
  "${PYTHON:-python3}" -m venv "$venv"
  "$venv/bin/python" -m pip install --disable-pip-version-check --quiet 'jsonschema>=4.18,<5' 'jsonschema-rs>=0.50,<1'
  ready || { echo "setup-python: jsonschema / jsonschema_rs still cannot be imported in $venv" >&2; exit 1; }
fi
echo "setup-python: $venv ($("$venv/bin/python" -c 'from importlib.metadata import version as v; print("jsonschema", v("jsonschema"), "jsonschema-rs", v("jsonschema-rs"))'))"
