import assert from "node:assert/strict";
import { parseWrk } from "./wrk.ts";

Deno.test("parseWrk reads requests per second, latency percentiles in ms and errors", () => {
  const output = `Running 5s test @ http://127.0.0.1:8000/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   512.00us  100.00us   4.00ms   90.00%
  Latency Distribution
     50%  480.00us
     75%  520.00us
     90%  600.00us
     99%    1.20ms
  98765 requests in 5.00s, 1.00GB read
  Non-2xx or 3xx responses: 3
Requests/sec:  19753.00
Transfer/sec:    200.00MB
`;
  assert.deepEqual(parseWrk(output), { rps: 19753, requests: 98765, p50: 0.48, p99: 1.2, errors: 3 });
});
