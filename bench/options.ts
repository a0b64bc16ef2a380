/** Command-line options of the benchmarks: `--name=value`. */

/** The value of `--name=`, or `fallback` when it is not given. */
export function textOption(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return Deno.args.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

/** The whole number of `--name=` (a fraction is cut), or `fallback` when it is not given or not above zero. */
export function countOption(name: string, fallback: number): number {
  const value = Number(textOption(name, String(fallback)));
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
