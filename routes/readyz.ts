/**
 * `/readyz`: 200 `{ ready: true, checks }` when the store, the content snapshot and the media storage pass their
 * checks (`lib/services/readiness.ts`), else 503 naming the failing check (also while the process stops). Never
 * cached, writes nothing.
 */
import type { AppContext } from "@/lib/app_env.ts";
import { readyzResponse } from "@/lib/http/health.ts";

export const handler = {
  async GET(c: AppContext) {
    return readyzResponse(await c.var.readiness());
  },
};
