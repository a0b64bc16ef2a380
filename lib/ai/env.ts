/**
 * The AI providers' settings as the AI calls take them: the parsed settings (`lib/config/ai.ts`) and the hooks tests
 * set. Secrets stay here on the server: the browser only learns whether each one is set.
 */
import type { AiProviderConfig } from "../config/ai.ts";
import type { ImageDownloadOptions } from "./images/download.ts";
import type { Deadline } from "./deadline.ts";

/** Credentials, limits and test hooks of the AI providers. */
export interface AiEnv extends AiProviderConfig {
  /** How image addresses in answers are downloaded (tests allow their loopback server here); default: public only. */
  imageDownload?: ImageDownloadOptions;
  /** Starts each provider call's timeout (default `deadline()` in `deadline.ts`: a timer; tests fire theirs when they choose). */
  startDeadline?: (signal: AbortSignal, ms: number) => Deadline;
}

/** Whether each secret is set, for the admin screen (never the values). */
export interface AiSecretsStatus {
  AI_API_KEY: boolean;
  CLOUDFLARE_ACCOUNT_ID: boolean;
  CLOUDFLARE_API_TOKEN: boolean;
}

/** {@link AiSecretsStatus} of `env`. */
export function secretsStatus(env: AiEnv): AiSecretsStatus {
  return {
    AI_API_KEY: env.apiKey !== null,
    CLOUDFLARE_ACCOUNT_ID: env.cloudflareAccountId !== null,
    CLOUDFLARE_API_TOKEN: env.cloudflareApiToken !== null,
  };
}

/** True when Cloudflare Workers AI can be called. */
export function cloudflareConfigured(env: AiEnv): boolean {
  return env.cloudflareAccountId !== null && env.cloudflareApiToken !== null;
}
