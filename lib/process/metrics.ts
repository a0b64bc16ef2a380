/**
 * A small metrics registry with the Prometheus text exposition format (version 0.0.4): counters, histograms with
 * fixed buckets, and gauges computed when scraped. It knows nothing of the app: modules register their own metrics.
 *
 * Recording is cheap enough for a hot path: a series is resolved once per label set ({@link Counter.labels},
 * {@link Histogram.labels}) and kept by the caller, so counting is one addition with no string built per event.
 * Label values are escaped once, when a series is first made.
 */

/** Label names and values of one series. */
export type Labels = Readonly<Record<string, string>>;

/** One line of the exposition: a metric name (with its suffix), rendered labels and a value. */
export interface Sample {
  name: string;
  /** `{a="b",…}` already escaped, or empty. */
  labels: string;
  value: number;
}

/** Everything the exposition prints of one metric: HELP, TYPE and its samples. */
export interface MetricFamily {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  samples: Sample[];
}

/** What a {@link Gauge}'s collector returns: one value, or values per label set (undefined or empty: no sample). */
export type GaugeValue = number | undefined | { labels: Labels; value: number }[];

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A label value as the text format wants it: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (c) => c === "\n" ? "\\n" : `\\${c}`);
}

/** HELP text as the text format wants it: backslash and line feed escaped. */
function escapeHelp(help: string): string {
  return help.replace(/[\\\n]/g, (c) => c === "\n" ? "\\n" : "\\\\");
}

/** A sample value: `NaN`, `+Inf`, `-Inf`, or the number as JavaScript prints it. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

/** `{a="b",c="d"}` of `labels` (escaped), or the empty string for none. */
export function renderLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => {
    if (!LABEL_NAME.test(name) || name.startsWith("__")) throw new Error(`bad label name ${name}`);
    return `${name}="${escapeLabelValue(value)}"`;
  });
  return pairs.length ? `{${pairs.join(",")}}` : "";
}

/** The whole exposition of `families`: HELP and TYPE lines, then the samples, one metric after another. */
export function formatExposition(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) lines.push(`${sample.name}${sample.labels} ${formatValue(sample.value)}`);
  }
  return lines.length ? `${lines.join("\n")}\n` : "";
}

/** The content type of {@link formatExposition}'s text. */
export const EXPOSITION_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

function checkName(name: string): void {
  if (!METRIC_NAME.test(name)) throw new Error(`bad metric name ${name}`);
}

/** Series of one metric, one per label set, made on first use and then reused. */
abstract class Family<S> {
  private readonly series = new Map<string, { labels: Labels; series: S }>();

  constructor(readonly name: string, readonly help: string, private readonly constLabels: Labels) {
    checkName(name);
  }

  /** The series of `labels`: resolve it once and keep it where events are counted. */
  labels(labels: Labels = {}): S {
    const all = { ...this.constLabels, ...labels };
    const key = renderLabels(all);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: all, series: this.create(all) };
      this.series.set(key, entry);
    }
    return entry.series;
  }

  protected abstract create(labels: Labels): S;

  protected all(): S[] {
    return [...this.series.values()].map((entry) => entry.series);
  }
}

/** One counter series. */
export class CounterSeries {
  /** The count since the process started. */
  value = 0;
  constructor(readonly renderedLabels: string) {}

  /** Adds `by` (default 1; never negative). */
  inc(by = 1): void {
    if (by > 0) this.value += by;
  }
}

/** A count that only goes up, per label set. */
export class Counter extends Family<CounterSeries> {
  protected create(labels: Labels): CounterSeries {
    return new CounterSeries(renderLabels(labels));
  }

  private plain: CounterSeries | undefined;

  /** Adds `by` to the series without labels. */
  inc(by = 1): void {
    (this.plain ??= this.labels()).inc(by);
  }

  /** The counter's HELP, TYPE and samples. */
  collect(): MetricFamily {
    const samples = this.all().map((s) => ({ name: this.name, labels: s.renderedLabels, value: s.value }));
    return { name: this.name, help: this.help, type: "counter", samples };
  }
}

/** One histogram series: a count per bucket (not yet cumulative), the sum and the count of observations. */
export class HistogramSeries {
  /** Observations per bucket; the last entry counts those above every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  /** Rendered labels of each `_bucket` line (with `le`) and of `_sum`/`_count`. */
  readonly bucketLabels: string[];
  readonly renderedLabels: string;

  constructor(readonly bounds: readonly number[], labels: Labels) {
    this.counts = new Float64Array(bounds.length + 1);
    this.bucketLabels = [...bounds.map(formatValue), "+Inf"].map((le) => renderLabels({ ...labels, le }));
    this.renderedLabels = renderLabels(labels);
  }

  /** Records one observation. */
  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]) i++;
    this.counts[i]++;
    this.sum += value;
    this.count++;
  }
}

/** A distribution over fixed buckets (upper bounds, ascending), per label set. */
export class Histogram extends Family<HistogramSeries> {
  readonly bounds: readonly number[];

  constructor(name: string, help: string, bounds: readonly number[], constLabels: Labels) {
    super(name, help, constLabels);
    if (bounds.length === 0 || bounds.some((b, i) => !Number.isFinite(b) || (i > 0 && b <= bounds[i - 1]))) {
      throw new Error(`${name}: buckets must be finite and ascending`);
    }
    this.bounds = [...bounds];
  }

  protected create(labels: Labels): HistogramSeries {
    if ("le" in labels) throw new Error(`${this.name}: "le" is the histogram's own label`);
    return new HistogramSeries(this.bounds, labels);
  }

  private plain: HistogramSeries | undefined;

  /** Records one observation in the series without labels. */
  observe(value: number): void {
    (this.plain ??= this.labels()).observe(value);
  }

  /** The histogram's HELP, TYPE and samples: cumulative `_bucket` lines ending with `+Inf`, `_sum`, `_count`. */
  collect(): MetricFamily {
    const samples: Sample[] = [];
    for (const series of this.all()) {
      let cumulative = 0;
      series.counts.forEach((count, i) => {
        cumulative += count;
        samples.push({ name: `${this.name}_bucket`, labels: series.bucketLabels[i], value: cumulative });
      });
      samples.push({ name: `${this.name}_sum`, labels: series.renderedLabels, value: series.sum });
      samples.push({ name: `${this.name}_count`, labels: series.renderedLabels, value: series.count });
    }
    return { name: this.name, help: this.help, type: "histogram", samples };
  }
}

/** A metric whose value is read when scraped (`collect` may read the store): a gauge, or a counter kept elsewhere. */
export interface Gauge {
  name: string;
  help: string;
  /** Default `gauge`; `counter` for a count some other object keeps (it must only go up). */
  type?: "gauge" | "counter";
  collect: () => GaugeValue | Promise<GaugeValue>;
}

/**
 * The metrics of one process: counters and histograms recorded as events happen, gauges read at scrape time.
 * `constLabels` are added to every series (e.g. the process id, when several processes answer one address).
 */
export class MetricsRegistry {
  private readonly metrics = new Map<string, Counter | Histogram | Gauge>();

  constructor(readonly constLabels: Labels = {}) {}

  /**
   * Registers a counter; a name registered twice throws. The series of `initial` exist at once and show 0 until
   * counted (default: the one without labels; pass `[]` for a counter whose series all have labels).
   */
  counter(name: string, help: string, initial: readonly Labels[] = [{}]): Counter {
    const counter = this.add(new Counter(name, help, this.constLabels));
    for (const labels of initial) counter.labels(labels);
    return counter;
  }

  /** Registers a histogram with these bucket upper bounds, like {@link MetricsRegistry.counter}. */
  histogram(name: string, help: string, bounds: readonly number[], initial: readonly Labels[] = [{}]): Histogram {
    const histogram = this.add(new Histogram(name, help, bounds, this.constLabels));
    for (const labels of initial) histogram.labels(labels);
    return histogram;
  }

  /** Registers a gauge computed at each scrape; a name registered twice throws. */
  gauge(name: string, help: string, collect: Gauge["collect"]): Gauge {
    checkName(name);
    return this.add({ name, help, collect });
  }

  /** Every registered metric's family, in registration order (gauges collected now). */
  async collect(): Promise<MetricFamily[]> {
    return await Promise.all([...this.metrics.values()].map((metric) => {
      if (metric instanceof Counter || metric instanceof Histogram) return metric.collect();
      return this.collectGauge(metric);
    }));
  }

  /** A gauge's family with this registry's constant labels, from a value collected now (see {@link GaugeValue}). */
  async collectGauge(gauge: Gauge): Promise<MetricFamily> {
    checkName(gauge.name);
    const value = await gauge.collect();
    const list = typeof value === "number" ? [{ labels: {}, value }] : value ?? [];
    const samples = list.map((entry) => ({
      name: gauge.name,
      labels: renderLabels({ ...this.constLabels, ...entry.labels }),
      value: entry.value,
    }));
    return { name: gauge.name, help: gauge.help, type: gauge.type ?? "gauge", samples };
  }

  private add<M extends Counter | Histogram | Gauge>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} is registered already`);
    this.metrics.set(metric.name, metric);
    return metric;
  }
}

/** The registry of this process, every series labelled with the process id (`process`). */
export const processMetrics: MetricsRegistry = new MetricsRegistry({ process: String(Deno.pid) });

/**
 * Runs `work` and records it: its duration in seconds in `durations` when it succeeds, one more in `failures` when
 * it throws (the error passes on).
 */
export async function timed<T>(
  durations: { observe(seconds: number): void },
  failures: { inc(): void },
  work: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  try {
    const result = await work();
    durations.observe((performance.now() - start) / 1000);
    return result;
  } catch (error) {
    failures.inc();
    throw error;
  }
}
