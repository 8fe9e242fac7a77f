// The HTML report's look: light, readable, Chinese text in a Chinese font wherever the system has one.
export const STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #656d76; --line: #d8dee4; --bg: #fff; --soft: #f6f8fa;
  --ok: #1a7f37; --bad: #cf222e; --skip: #9a6700; --bad-bg: #fff5f5; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.55; font-size: 15px;
  font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 20px 64px; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 36px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 16px; margin: 0 0 6px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", "Microsoft YaHei", monospace; font-size: 13px; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin: 6px 0;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 360px; overflow: auto; }
pre.curl { user-select: all; cursor: text; }
.meta { color: var(--muted); margin: 0; overflow-wrap: anywhere; }
.totals { display: flex; flex-wrap: wrap; gap: 10px; margin: 16px 0; padding: 0; list-style: none; }
.totals li { border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 110px; }
.totals b { display: block; font-size: 22px; }
.ok { color: var(--ok); } .bad { color: var(--bad); } .skip { color: var(--skip); }
.banner { background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 8px 12px; margin: 12px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 10px; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
th { font-weight: 600; background: var(--soft); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.failed td { background: var(--bad-bg); }
.rules { font-weight: 600; white-space: nowrap; }
.failure { border: 1px solid #ffcecb; border-left: 4px solid var(--bad); border-radius: 6px; padding: 12px 14px; margin: 14px 0; }
.message { margin: 8px 0 4px; font-weight: 500; overflow-wrap: anywhere; }
details { margin: 4px 0 10px; }
summary { cursor: pointer; color: var(--muted); overflow-wrap: anywhere; }
.label { color: var(--muted); font-size: 13px; margin: 8px 0 0; }
#filter { font: inherit; padding: 6px 10px; width: min(420px, 100%); border: 1px solid var(--line); border-radius: 6px; }
a { color: #0969da; }
[hidden] { display: none !important; }
`
