/** Calls of the site's HTTP API in tests: a request with an optional bearer token and JSON body, its answer, uploads. */
import assert from "node:assert/strict";
import type { TestSite } from "./site.ts";

/** How to call: the method (GET when left out), a bearer token and a body sent as JSON. */
export interface ApiCallInit {
  method?: string;
  token?: string;
  json?: unknown;
}

/** Sends a request to `path` on `site` as `init` says. */
export function apiCall(site: Pick<TestSite, "url">, path: string, init: ApiCallInit = {}): Promise<Response> {
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

/**
 * Uploads `bytes` as the file `name` to `/api/upload` with the form fields `fields` (`type`, `alt`…) and `token`,
 * asserts the 201 answer and returns its JSON (`url`, `key`…).
 */
export async function uploadFile(
  site: TestSite,
  token: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string>,
): Promise<{ url: string; key: string }> {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${site.url}/api/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(response.status, 201);
  return await response.json();
}
