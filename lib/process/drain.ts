/**
 * The drain of a stopping HTTP server. Closing a server at once (`Deno.serve`'s `shutdown()`) closes its idle
 * keep-alive connections at that moment, and a client sending its next request on one just then gets a reset; and
 * Linux resets the connections still waiting in a closing listener's accept queue (`SO_REUSEPORT`, unless
 * `net.ipv4.tcp_migrate_req=1`). So a stopping server first drains: it keeps serving, every answer says
 * `Connection: close` (each client then opens a new connection, which the kernel gives to a listener of the port's
 * group, more and more often another process's), and only once no request has arrived for a quiet time is the server
 * shut down, with no connection left to cut and none arriving. {@link RequestDrain} wraps the fetch handler to count
 * requests and mark answers.
 */

/** A clock in milliseconds (`performance.now` by default; tests drive one). */
export type Clock = () => number;

/** A request handler as `Deno.serve` calls it. */
export type FetchHandler<I> = (request: Request, info: I) => Response | Promise<Response>;

/** Counts a server's requests and, once draining, closes each connection after its answer. */
export class RequestDrain {
  #inFlight = 0;
  #lastActivity: number;
  #draining = false;

  /** `now`: the clock of the quiet time. */
  constructor(private readonly now: Clock = () => performance.now()) {
    this.#lastActivity = now();
  }

  /** True once {@link start} was called. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Requests whose handler has not answered yet. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** From now on every answer closes its connection. */
  start(): void {
    this.#draining = true;
  }

  /** True when no request is in flight and none started or ended within the last `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.#inFlight === 0 && this.now() - this.#lastActivity >= quietMs;
  }

  /** `handler`, counted, its answers marked `Connection: close` while draining. */
  wrap<I>(handler: FetchHandler<I>): FetchHandler<I> {
    return async (request, info) => {
      this.#inFlight++;
      this.#lastActivity = this.now();
      try {
        const response = await handler(request, info);
        return this.#draining ? closingConnection(response) : response;
      } finally {
        this.#inFlight--;
        this.#lastActivity = this.now();
      }
    };
  }
}

/** `response` with `Connection: close` (a copy when its headers are immutable). */
export function closingConnection(response: Response): Response {
  try {
    response.headers.set("Connection", "close");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Connection", "close");
    return copy;
  }
}
