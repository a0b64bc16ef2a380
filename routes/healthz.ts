/** `/healthz`: the process is alive. 200 `ok`, no store access, never cached (`lib/http/health.ts`). */
import { healthzResponse } from "@/lib/http/health.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  GET() {
    return healthzResponse();
  },
});
