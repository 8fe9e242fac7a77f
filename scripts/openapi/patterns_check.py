"""The contract's patterns as Python's validators read them (scripts/openapi/patterns.test.ts compares with ajv).

Reads {"cases": [{"pattern": str, "probes": [str]}], "refused": {"python": [str], "rust": [str]}} as JSON on
stdin and writes, per case, each probe's match in `jsonschema` (Draft 2020-12, Python's `re`) and in
`jsonschema_rs` (Rust, fancy-regex): true, false, or null where the engine cannot hold the text (Rust strings
have no lone surrogates). A pattern an engine refuses is reported with the reason, not skipped. `refused` lists
patterns each engine must refuse: proof that a refusal is seen, so a bad pattern cannot pass by being dropped.
Exit 3 when a package is missing (the caller says how to install it).
"""

import json
import sys
from importlib.metadata import version

try:
    import jsonschema
    import jsonschema_rs
except ImportError as missing:
    print(f"patterns_check: {missing.name} is not installed", file=sys.stderr)
    sys.exit(3)


def python_validator(pattern):
    schema = {"type": "string", "pattern": pattern}
    # check_schema applies the metaschema's `format: regex`: a pattern `re` cannot compile fails here.
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def rust_validator(pattern):
    return jsonschema_rs.Draft202012Validator({"type": "string", "pattern": pattern})


def build(make, pattern):
    try:
        return make(pattern), None
    except Exception as error:  # noqa: BLE001 — any refusal is the finding
        return None, f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"


def holds(text):
    """Whether Rust can be given the text: a lone surrogate is not a Unicode scalar value."""
    return not any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def run_case(case):
    pattern = case["pattern"]
    python, python_error = build(python_validator, pattern)
    rust, rust_error = build(rust_validator, pattern)
    probes = case["probes"]
    return {
        "pattern": pattern,
        "pythonError": python_error,
        "rustError": rust_error,
        "python": [python.is_valid(p) for p in probes] if python else None,
        "rust": [rust.is_valid(p) if holds(p) else None for p in probes] if rust else None,
    }


def main():
    payload = json.load(sys.stdin)
    refused = payload.get("refused", {})
    report = {
        "versions": {"python": sys.version.split()[0], "jsonschema": version("jsonschema"), "jsonschema-rs": version("jsonschema-rs")},
        "cases": [run_case(case) for case in payload["cases"]],
        "refusedByPython": {p: build(python_validator, p)[1] for p in refused.get("python", [])},
        "refusedByRust": {p: build(rust_validator, p)[1] for p in refused.get("rust", [])},
    }
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
