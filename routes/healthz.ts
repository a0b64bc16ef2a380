/** `/healthz`: the process is alive. 200 `ok`, no store access, never cached (`lib/http/health.ts`). */
import { healthzResponse } from "@/lib/http/health.ts";

export const handler = {
  GET() {
    return healthzResponse();
  },
};
