/** AI operation stubs (implementation follows). */
import type { z } from "zod";
import type { AiCall } from "../call.ts";
import { UpstreamError } from "../../errors.ts";
import type { GenerateSectionRequestSchema } from "../../schemas/ai.ts";

/** Not implemented yet. */
export function generateSection(_call: AiCall, _input: z.output<typeof GenerateSectionRequestSchema>): Promise<never> {
  return Promise.reject(new UpstreamError("Not implemented yet"));
}
