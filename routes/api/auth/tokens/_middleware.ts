/** Every route in this folder and below needs a signed-in user (401 JSON otherwise). */
import { signedIn } from "@/lib/auth/guards.ts";

export const handler = signedIn;
