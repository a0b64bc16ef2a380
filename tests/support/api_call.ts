/** Calls of the site's HTTP API in tests: a request with an optional bearer token and JSON body, and its answer. */
import type { TestSite } from "./site.ts";

/** How to call: the method (GET when left out), a bearer token and a body sent as JSON. */
export interface ApiCallInit {
  method?: string;
  token?: string;
  json?: unknown;
}

/** Sends a request to `path` on `site` as `init` says. */
export function apiCall(site: TestSite, path: string, init: ApiCallInit = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${site.url}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** The answer's status and JSON body. */
// deno-lint-ignore no-explicit-any -- answers of several shapes, asserted field by field
export async function jsonAnswer(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}
