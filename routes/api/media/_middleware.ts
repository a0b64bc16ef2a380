/** Every media library route needs a signed-in user (401 otherwise). */
import { requireApiUser } from "@/lib/auth/middleware.ts";

export const handler = [requireApiUser()];
