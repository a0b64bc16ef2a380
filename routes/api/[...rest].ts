/** Any other path under /api: 404 `{ error: "Not found" }` for every method, never a page. */
import { NotFoundError } from "@/lib/errors.ts";

export function handler(): never {
  throw new NotFoundError("Not found");
}
