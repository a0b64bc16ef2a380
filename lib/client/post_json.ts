/**
 * POSTs a public form's fields as JSON and reads the JSON answer. Public islands import it on first send
 * (`await import(...)`), so its code stays out of the page's first load.
 */

/** The answer of {@link postJson}: its status and parsed body (null when the body is not JSON). */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  // deno-lint-ignore no-explicit-any
  data: any;
}

/** Sends `body` as JSON to the same-origin `url`; rejects only when the network fails. */
export async function postJson(url: string, body: unknown): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, data: await response.json().catch(() => null) };
}
