/** AI operation stubs (implementation follows). */
import type { z } from "zod";
import type { AiCall } from "../call.ts";
import { UpstreamError } from "../../errors.ts";
import type { GenerateContentImagesRequestSchema } from "../../schemas/ai.ts";

/** Not implemented yet. */
export function generateContentImages(
  _call: AiCall,
  _input: z.output<typeof GenerateContentImagesRequestSchema>,
): Promise<never> {
  return Promise.reject(new UpstreamError("Not implemented yet"));
}
