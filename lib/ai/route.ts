/**
 * The one shape of an `/api/ai/*` POST handler: 503 when the provider it
 * needs is not configured (before anything else), the body parsed with the
 * endpoint's zod schema, one call counted against the user's allowance (429
 * with Retry-After), then the operation with the request's abort signal.
 */
import type { z } from "zod";
import type { AppContext } from "../app_env.ts";
import { guardedUser } from "../auth/current_user.ts";
import { getSettings } from "../db/settings.ts";
import { parseJson } from "../http/validate.ts";
import { type AiNeed, requireConfigured } from "./availability.ts";
import type { AiCall } from "./call.ts";
import { reserveAiCall } from "./limits.ts";

/** One AI endpoint: its name, what it needs, its request schema and its operation. */
export interface AiRouteSpec<S extends z.ZodType, R> {
  endpoint: string;
  needs: AiNeed;
  schema: S;
  run: (call: AiCall, input: z.output<S>) => Promise<R>;
}

/** A Hono POST handler for `spec` (see the module comment). */
export function aiRoute<S extends z.ZodType, R>(spec: AiRouteSpec<S, R>): (c: AppContext) => Promise<Response> {
  return async (c: AppContext) => {
    const user = guardedUser(c);
    const { settings } = await getSettings(c.var.kv);
    requireConfigured(c.var.ai, settings, spec.needs);
    const input = await parseJson(c, spec.schema);
    await reserveAiCall(c.var.kv, c.var.ai, user.id);
    const call: AiCall = {
      kv: c.var.kv,
      media: c.var.media,
      env: c.var.ai,
      settings,
      userId: user.id,
      endpoint: spec.endpoint,
      signal: c.req.raw.signal,
    };
    return c.json(await spec.run(call, input) as Record<string, unknown>);
  };
}
