/** AI operation stubs (implementation follows). */
import type { z } from "zod";
import type { AiCall } from "../call.ts";
import { UpstreamError } from "../../errors.ts";
import type { GenerateImagesRequestSchema, ReplacePlaceholdersRequestSchema } from "../../schemas/ai.ts";

/** Not implemented yet. */
export function replacePlaceholders(
  _call: AiCall,
  _input: z.output<typeof ReplacePlaceholdersRequestSchema>,
): Promise<never> {
  return Promise.reject(new UpstreamError("Not implemented yet"));
}

/** Not implemented yet. */
export function generateImages(_call: AiCall, _input: z.output<typeof GenerateImagesRequestSchema>): Promise<never> {
  return Promise.reject(new UpstreamError("Not implemented yet"));
}
