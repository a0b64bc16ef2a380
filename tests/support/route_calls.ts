/**
 * Every route file of `routes/` and every method its module answers, each with a path that reaches it: what the
 * access-table test and the hostile probe (`bench/probe.ts`) call.
 */
import { fromFileUrl, toFileUrl } from "@/lib/fresh/paths.ts";
import { buildRouteTable } from "@/lib/fresh/routes.ts";
import type { RouteModule } from "@/lib/fresh/types.ts";
import { listFiles } from "@/lib/fresh/utils.ts";

const ROUTES = fromFileUrl(new URL("../../routes", import.meta.url));

/** One route file and one method its module answers, with a path that reaches it. */
export interface RouteCall {
  file: string;
  pattern: string;
  method: string;
  path: string;
}

/**
 * A path the pattern matches with `value` (already encoded) as each parameter; with the default, one no earlier
 * pattern matches (catch-alls get three segments).
 */
export function samplePath(pattern: string, value = "nada"): string {
  return pattern.replace(/:\w+\{\.\+\}/g, `${value}/${value}/${value}`).replace(/:\w+/g, value);
}

/** Every route file × method, from the file-route layer's own listing (a function handler answers every method). */
export async function everyRouteCall(): Promise<RouteCall[]> {
  const { routes } = buildRouteTable(await listFiles(ROUTES));
  const calls: RouteCall[] = [];
  for (const route of routes) {
    const mod: RouteModule = await import(toFileUrl(`${ROUTES}/${route.file}`));
    const methods = typeof mod.handler === "function"
      ? ["GET", "POST", "PUT", "DELETE"]
      : mod.handler
      ? Object.keys(mod.handler)
      : ["GET"];
    for (const method of methods) {
      calls.push({ file: route.file, pattern: route.pattern, method, path: samplePath(route.pattern) });
    }
  }
  // Signing out ends the caller's token: last.
  return calls.sort((a, b) => Number(a.pattern === "/api/auth/logout") - Number(b.pattern === "/api/auth/logout"));
}
