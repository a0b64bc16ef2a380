/**
 * Any admin path no screen answers: the English admin 404 (`_404.tsx`) inside the admin shell, for signed-in users
 * only (the folder middleware sends visitors to sign in first).
 */
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  GET() {
    throw new NotFoundError();
  },
});
