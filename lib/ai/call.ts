/** What every AI operation receives: the store, media, providers, settings, user and cancellation. */
import type { Settings } from "../schemas/settings.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import type { AiEnv } from "./env.ts";

/** One AI request being answered. */
export interface AiCall {
  kv: Deno.Kv;
  media: MediaStorage;
  env: AiEnv;
  /** The AI settings in force (tone, style, creativity, models, image provider). */
  settings: Settings;
  /** Who asked (usage records and the per-user limit). */
  userId: string;
  /** Endpoint name, e.g. `generate-seo` (usage records). */
  endpoint: string;
  /** Aborted when the client goes away; every provider call also has its own timeout. */
  signal: AbortSignal;
}
