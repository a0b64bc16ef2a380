/** Serves a fetch handler on a random loopback port for the duration of a test. */

/** A running test server. */
export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** Starts `handler` on 127.0.0.1 with an OS-assigned port. */
export function serve(
  handler: (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>,
): TestServer {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}`, close: () => server.shutdown() };
}
