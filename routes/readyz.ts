/**
 * `/readyz`: 200 `{ ready: true, checks }` when the store, the content snapshot and the media storage pass their
 * checks (`lib/services/readiness.ts`), else 503 naming the failing check (also while the process stops). Never
 * cached, writes nothing.
 */
import { define } from "@/lib/define.ts";
import { readyzResponse } from "@/lib/http/health.ts";

export const handler = define.handlers({
  async GET(c) {
    return readyzResponse(await c.var.readiness());
  },
});
