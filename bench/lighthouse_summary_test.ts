import assert from "node:assert/strict";
import { figuresOf, median, type Report, summaryLine } from "./lighthouse_summary.ts";

function report(performance: number, lcp: number, seoAudit = 1): Report {
  const category = (score: number, refs: string[] = []) => ({
    score,
    auditRefs: refs.map((id) => ({ id, weight: 1 })),
  });
  return {
    environment: { benchmarkIndex: lcp / 2 },
    categories: {
      performance: category(performance),
      accessibility: category(1, ["color-contrast"]),
      "best-practices": category(1),
      seo: category(seoAudit, ["meta-description"]),
    },
    audits: {
      "color-contrast": { title: "Contrast", score: 1 },
      "meta-description": { title: "Has a meta description", score: seoAudit },
      "first-contentful-paint": { score: 1, numericValue: lcp - 300 },
      "largest-contentful-paint": { score: 1, numericValue: lcp },
      "cumulative-layout-shift": { score: 1, numericValue: 0.004 },
      "total-blocking-time": { score: 1, numericValue: 120 },
      "largest-contentful-paint-element": {
        score: 1,
        details: { items: [{ items: [{ node: { snippet: '<img src="/a.webp">' } }] }] },
      },
      "layout-shifts": { score: 1, details: { items: [{ score: 0.0123, node: { selector: "figure.post__image" } }] } },
      "long-tasks": {
        score: 1,
        details: {
          items: [{ url: "http://127.0.0.1:1/x.js", duration: 80 }, { url: "http://127.0.0.1:1/", duration: 300 }],
        },
      },
    },
  };
}

Deno.test("figuresOf reads scores, metrics, the LCP element, shifts, long tasks and failing audits", () => {
  const figures = figuresOf(report(0.97, 1500, 0.9));
  assert.deepEqual(figures.scores, { performance: 97, accessibility: 100, "best-practices": 100, seo: 90 });
  assert.equal(figures.fcpMs, 1200);
  assert.equal(figures.lcpMs, 1500);
  assert.equal(figures.cpuIndex, 750);
  assert.equal(figures.cls, 0.004);
  assert.equal(figures.tbtMs, 120);
  assert.equal(figures.lcpElement, '<img src="/a.webp">');
  assert.deepEqual(figures.failing, ["seo: Has a meta description"]);
  assert.deepEqual(figures.shifts, ["0.012 figure.post__image"]);
  assert.deepEqual(figures.longTasks, ["300 ms /", "80 ms /x.js"]);
  assert.equal(figures.error, "");
});

Deno.test("figuresOf finds the LCP element in Lighthouse 13's LCP breakdown insight", () => {
  const lighthouse13 = report(1, 1500);
  delete lighthouse13.audits["largest-contentful-paint-element"];
  lighthouse13.audits["lcp-breakdown-insight"] = {
    score: 1,
    details: {
      items: [{ items: [] }, { type: "node", snippet: '<img class="hero__poster">', selector: "section.hero > img" }],
    },
  };
  assert.equal(figuresOf(lighthouse13).lcpElement, '<img class="hero__poster">');
});

Deno.test("summaryLine prints the median of each figure over the runs", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2);
  const runs = [report(0.9, 3000), report(0.99, 1000), report(0.95, 2000)].map((r) => figuresOf(r));
  assert.equal(
    summaryLine("recipe", runs),
    "recipe    performance 95  accessibility 100  best-practices 100  seo 100  FCP 1700 ms  LCP 2000 ms  CLS 0.004  " +
      "TBT 120 ms  (runs 90/99/95, CPU index 1000)",
  );
  runs[0].lcpMs = NaN;
  assert.match(summaryLine("home", runs), /LCP 1000 ms \(2\/3 runs\)/);
});
