/** AI operation stubs (implementation follows). */
import type { z } from "zod";
import type { AiCall } from "../call.ts";
import { UpstreamError } from "../../errors.ts";
import type { SmartAssistantRequestSchema } from "../../schemas/ai.ts";

/** Not implemented yet. */
export function smartAssistant(_call: AiCall, _input: z.output<typeof SmartAssistantRequestSchema>): Promise<never> {
  return Promise.reject(new UpstreamError("Not implemented yet"));
}
