/**
 * The line a supervised server prints once its private health port listens (`HEALTH_PORT`, see `lib/serve_site.ts`),
 * and its parser: the supervisor (`scripts/supervise.ts`) reads it on the server's output to know where to ask
 * `/readyz` before it stops an old server in a rolling restart.
 */

const PREFIX = "Recetas Cubanas health on http://127.0.0.1:";

/** The line announcing the health port. */
export function healthPortLine(port: number): string {
  return `${PREFIX}${port}/`;
}

/** The port a {@link healthPortLine} names, or null when `line` is another line. */
export function parseHealthPortLine(line: string): number | null {
  if (!line.startsWith(PREFIX)) return null;
  const port = Number(line.slice(PREFIX.length).replace(/\/$/, ""));
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}
