import assert from "node:assert/strict";
import { parseFigures } from "./results.ts";
import { formatSummary, summaryRows } from "./summary.ts";

const RECORDED = [
  JSON.stringify({
    bench: "public_pages",
    name: "home gzip, 1 process",
    values: { ratio: 0.84, p99Factor: 3.4, siteP99: 5.1, bareP99: 1.5, siteRps: 8400, bareRps: 10000 },
  }),
  JSON.stringify({
    bench: "public_pages",
    name: "recipe br, 1 process",
    values: {
      ratio: 0.9,
      p99Factor: 2,
      siteP99: 2,
      bareP99: 1,
      siteRps: 9,
      bareRps: 10,
      siteCpuUs: 24.4,
      bareCpuUs: 35,
    },
  }),
  "",
  '{"bench":"start_time","name":"server, build present","values":{"medianMs":1500,"target":1}}',
  '{"bench":"start_time","name":"npm start, no build","values":{"medianMs":31000,"target":0}}',
  '{"bench":"memory","name":"1000 posts, every page warmed","values":{"startedMiB":90,"warmedMiB":151.2}}',
  '{"bench":"suite_time","name":"quiet","values":{"seconds":450,"passed":1}}',
  '{"bench":"suite_time","name":"under stress-ng --cpu 2","values":{"seconds":900,"passed":0}}',
  '{"bench":"memory","name":"cut',
].join("\n");

Deno.test("parseFigures reads one figure per line and skips blank and cut-off lines", () => {
  const figures = parseFigures(RECORDED);
  assert.deepEqual(figures.map((f) => f.bench), [
    "public_pages",
    "public_pages",
    "start_time",
    "start_time",
    "memory",
    "suite_time",
    "suite_time",
  ]);
  assert.equal(figures[0].values.siteP99, 5.1);
});

Deno.test("summaryRows sets each figure beside its target and says whether it is met", () => {
  const rows = summaryRows(parseFigures(RECORDED));
  assert.deepEqual(rows, [
    {
      figure: "home gzip, 1 process: site/bare req/s",
      measured: "0.84 (8400 / 10000)",
      target: "≥ 0.8",
      met: true,
    },
    {
      figure: "home gzip, 1 process: p99 site/bare",
      measured: "3.4× (5.10 / 1.50 ms)",
      target: "≤ 3×",
      met: false,
    },
    {
      figure: "recipe br, 1 process: site/bare req/s",
      measured: "0.90 (9 / 10; CPU 24 / 35 µs)",
      target: "≥ 0.8",
      met: true,
    },
    { figure: "recipe br, 1 process: p99 site/bare", measured: "2.0× (2.00 / 1.00 ms)", target: "≤ 3×", met: true },
    { figure: "start to first answer: server, build present", measured: "1.50 s", target: "≤ 2 s", met: true },
    { figure: "start to first answer: npm start, no build", measured: "31.00 s", target: "", met: null },
    {
      figure: "RSS per process: 1000 posts, every page warmed",
      measured: "151 MiB (90 after start)",
      target: "< 150 MiB",
      met: false,
    },
    { figure: "test suite: quiet", measured: "7.5 min, passed", target: "passes, ≤ 8 min", met: true },
    { figure: "test suite: under stress-ng --cpu 2", measured: "15.0 min, FAILED", target: "passes", met: false },
  ]);
});

Deno.test("formatSummary aligns the columns and counts the targets met, leaving out figures without one", () => {
  const text = formatSummary([
    { figure: "a", measured: "1.00 s", target: "≤ 2 s", met: true },
    { figure: "longer figure", measured: "3", target: "", met: null },
    { figure: "b", measured: "0.5", target: "≥ 0.8", met: false },
  ]);
  assert.equal(
    text,
    [
      "figure         measured  target  met",
      "-------------  --------  ------  ---",
      "a              1.00 s    ≤ 2 s   yes",
      "longer figure  3",
      "b              0.5       ≥ 0.8   NO",
      "",
      "1 of 2 targets met",
    ].join("\n"),
  );
});
