import assert from "node:assert/strict";
import { escapeLabelValue, formatExposition, formatValue, MetricsRegistry, timed } from "./metrics.ts";

Deno.test("counters print HELP, TYPE and one line per label set, with constant labels and escaped values", async () => {
  const registry = new MetricsRegistry({ process: "42" });
  const requests = registry.counter("app_requests_total", "Requests answered.\nBy group.", []);
  const page = requests.labels({ group: "page", status: "200" });
  page.inc();
  page.inc(2);
  requests.labels({ group: 'we"ird\\\n', status: "404" }).inc();
  assert.equal(requests.labels({ group: "page", status: "200" }), page, "a label set resolves to one series");
  assert.equal(
    formatExposition(await registry.collect()),
    [
      "# HELP app_requests_total Requests answered.\\nBy group.",
      "# TYPE app_requests_total counter",
      'app_requests_total{process="42",group="page",status="200"} 3',
      'app_requests_total{process="42",group="we\\"ird\\\\\\n",status="404"} 1',
      "",
    ].join("\n"),
  );
});

Deno.test("series named at registration show 0 before anything is counted", async () => {
  const registry = new MetricsRegistry({ process: "3" });
  registry.counter("retries_total", "Retries.");
  registry.counter("calls_total", "Calls.", [{ kind: "text" }, { kind: "image" }]);
  registry.histogram("build_seconds", "Builds.", [1]);
  const text = formatExposition(await registry.collect());
  assert.match(text, /^retries_total\{process="3"\} 0$/m);
  assert.match(text, /^calls_total\{process="3",kind="text"\} 0$/m);
  assert.match(text, /^calls_total\{process="3",kind="image"\} 0$/m);
  assert.match(text, /^build_seconds_bucket\{process="3",le="\+Inf"\} 0$/m);
  assert.match(text, /^build_seconds_count\{process="3"\} 0$/m);
});

Deno.test("a counter never goes down", async () => {
  const registry = new MetricsRegistry();
  const counter = registry.counter("c_total", "c");
  counter.inc(5);
  counter.inc(-3);
  assert.match(formatExposition(await registry.collect()), /^c_total 5$/m);
});

Deno.test("a histogram prints cumulative buckets up to +Inf, then _sum and _count", async () => {
  const registry = new MetricsRegistry({ process: "1" });
  const latency = registry.histogram("latency_seconds", "Latency.", [0.01, 0.1, 1], []);
  const series = latency.labels({ group: "page" });
  for (const value of [0.005, 0.01, 0.05, 0.5, 3]) series.observe(value);
  const text = formatExposition(await registry.collect());
  assert.equal(
    text,
    [
      "# HELP latency_seconds Latency.",
      "# TYPE latency_seconds histogram",
      'latency_seconds_bucket{process="1",group="page",le="0.01"} 2',
      'latency_seconds_bucket{process="1",group="page",le="0.1"} 3',
      'latency_seconds_bucket{process="1",group="page",le="1"} 4',
      'latency_seconds_bucket{process="1",group="page",le="+Inf"} 5',
      'latency_seconds_sum{process="1",group="page"} 3.565',
      'latency_seconds_count{process="1",group="page"} 5',
      "",
    ].join("\n"),
  );
});

Deno.test("histogram buckets must ascend and le is the histogram's own label", () => {
  const registry = new MetricsRegistry();
  assert.throws(() => registry.histogram("h1", "h", [1, 1]), /ascending/);
  assert.throws(() => registry.histogram("h2", "h", []), /ascending/);
  assert.throws(() => registry.histogram("h3", "h", [1]).labels({ le: "1" }), /le/);
});

Deno.test("gauges are read at scrape time; none, one or many samples; NaN and infinities spelled out", async () => {
  const registry = new MetricsRegistry({ process: "7" });
  let age: number | undefined = undefined;
  registry.gauge("backup_age_seconds", "Age.", () => age);
  registry.gauge(
    "many",
    "Many.",
    () => [{ labels: { kind: "a" }, value: NaN }, { labels: { kind: "b" }, value: -Infinity }],
  );
  registry.gauge("kept_total", "Kept elsewhere.", () => Promise.resolve(Infinity)).type = "counter";
  let text = formatExposition(await registry.collect());
  assert.doesNotMatch(text, /^backup_age_seconds/m, "no value, no sample");
  assert.match(text, /^# TYPE backup_age_seconds gauge$/m);
  assert.match(text, /^many\{process="7",kind="a"\} NaN$/m);
  assert.match(text, /^many\{process="7",kind="b"\} -Inf$/m);
  assert.match(text, /^# TYPE kept_total counter$/m);
  assert.match(text, /^kept_total\{process="7"\} \+Inf$/m);
  age = 12.5;
  text = formatExposition(await registry.collect());
  assert.match(text, /^backup_age_seconds\{process="7"\} 12.5$/m);
});

Deno.test("names are checked and registered once", () => {
  const registry = new MetricsRegistry();
  registry.counter("once_total", "x");
  assert.throws(() => registry.counter("once_total", "x"), /registered already/);
  assert.throws(() => registry.counter("bad-name", "x"), /bad metric name/);
  assert.throws(() => registry.counter("ok_total", "x").labels({ "bad-label": "v" }), /bad label name/);
});

Deno.test("escaping and number formatting follow the text format", () => {
  assert.equal(escapeLabelValue('a\\b"c\nd'), 'a\\\\b\\"c\\nd');
  assert.equal(formatValue(0.25), "0.25");
  assert.equal(formatValue(1e21), "1e+21");
  assert.equal(formatExposition([]), "");
});

Deno.test("timed work: a success observes its duration, a failure counts and passes its error on", async () => {
  const registry = new MetricsRegistry();
  const durations = registry.histogram("work_seconds", "w", [60]);
  const failures = registry.counter("work_failures_total", "f");
  assert.equal(await timed(durations, failures, () => Promise.resolve(7)), 7);
  await assert.rejects(timed(durations, failures, () => Promise.reject(new Error("no"))), /no/);
  const text = formatExposition(await registry.collect());
  assert.match(text, /^work_seconds_count 1$/m);
  assert.match(text, /^work_failures_total 1$/m);
});
