/** The site's HTTP API with a bearer token: JSON in and out, errors as {@link ApiError}. */
import { ApiError } from "./errors.ts";

/** Options of one request. */
export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** A client for one site. */
export class Api {
  constructor(readonly url: string, readonly token: string | null, readonly signal?: AbortSignal) {}

  /** The same site with another token. */
  withToken(token: string | null): Api {
    return new Api(this.url, token, this.signal);
  }

  /** Absolute URL of a site path with a query string. */
  href(path: string, query: RequestOptions["query"] = {}): string {
    const url = new URL(this.url + path);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
    }
    return url.href;
  }

  /** Sends a request and returns the raw response (any status). */
  async raw(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    try {
      return await fetch(this.href(path, options.query), { method, headers, body, signal: this.signal });
    } catch (error) {
      if (this.signal?.aborted) throw error;
      throw new ApiError(`Cannot reach ${this.url}: ${error instanceof Error ? error.message : error}`, 0);
    }
  }

  /** Sends a request and parses the JSON answer; statuses from 400 up throw {@link ApiError}. */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.raw(method, path, options);
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // A page, a proxy's error or another program: say so in one line rather than fail later on its shape.
      throw new ApiError(notTheSite(this.url, path, response), response.status);
    }
    if (response.ok && (data === null ? response.status !== 204 && !!text : typeof data !== "object")) {
      throw new ApiError(notTheSite(this.url, path, response), response.status);
    }
    if (!response.ok) {
      const record = (data ?? {}) as { error?: string; fields?: Record<string, string[]> };
      const message = record.error ?? (text.slice(0, 200) || `HTTP ${response.status}`);
      throw new ApiError(statusHint(response.status, message), response.status, record.fields ?? {});
    }
    return data as T;
  }

  /** GET returning JSON. */
  get<T>(path: string, query?: RequestOptions["query"]): Promise<T> {
    return this.request<T>("GET", path, { query });
  }

  /** POST with a JSON body. */
  post<T>(path: string, json: unknown = {}): Promise<T> {
    return this.request<T>("POST", path, { json });
  }

  /** PUT with a JSON body. */
  put<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>("PUT", path, { json });
  }

  /** DELETE. */
  delete<T>(path: string): Promise<T> {
    return this.request<T>("DELETE", path);
  }
}

/** The one-line error of an answer that is not the site's JSON API. */
function notTheSite(url: string, path: string, response: Response): string {
  const type = response.headers.get("content-type")?.split(";")[0].trim() || "no content type";
  return `${url} does not look like a Recetas site: ${path} answered HTTP ${response.status} with ${type}, ` +
    "not the site's JSON (check the site URL)";
}

function statusHint(status: number, message: string): string {
  if (status === 401) return `${message}. Sign in with \`recipes login\` or set RECIPES_TOKEN.`;
  return message;
}
