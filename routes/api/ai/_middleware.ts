/** Every editor call under /api/ai needs a signed-in user (401 otherwise). */
import { signedIn } from "@/lib/auth/guards.ts";

export const handler = signedIn;
