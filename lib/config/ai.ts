/**
 * The AI providers' settings, parsed from the environment once at start by `readConfig` (`lib/config.ts`; documented
 * in README.md). Secrets stay on the server: the browser only learns whether each one is set (`lib/ai/env.ts`).
 */

/** Default OpenAI-compatible endpoint (OpenRouter). */
export const DEFAULT_AI_BASE_URL = "https://openrouter.ai/api/v1";
/** Default Cloudflare API endpoint (Workers AI lives under `/accounts/{id}/ai/run/{model}`). */
export const DEFAULT_CLOUDFLARE_BASE_URL = "https://api.cloudflare.com/client/v4";

/** Credentials and limits of the AI providers. */
export interface AiProviderConfig {
  /** `AI_API_KEY`: key of the OpenAI-compatible provider; null turns AI off (endpoints answer 503). */
  apiKey: string | null;
  /** `AI_BASE_URL`: OpenAI-compatible base URL (OpenRouter by default). */
  baseUrl: string;
  /** `CLOUDFLARE_ACCOUNT_ID` and `CLOUDFLARE_API_TOKEN` for Workers AI images. */
  cloudflareAccountId: string | null;
  cloudflareApiToken: string | null;
  /** `CLOUDFLARE_BASE_URL`: Cloudflare API base (tests point it at a local server). */
  cloudflareBaseUrl: string;
  /** `AI_TIMEOUT_MS`: most milliseconds one provider call may take (default 120 s: a whole post takes a while). */
  timeoutMs: number;
  /** `AI_RATE_LIMIT`: AI calls each user may make per `rateWindowMs` (default 60 per 10 minutes). */
  rateLimit: number;
  rateWindowMs: number;
}

function positive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
}

function baseUrl(raw: string | undefined, name: string, fallback: string): string {
  const value = raw?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL`);
  return value.replace(/\/+$/, "");
}

/** Parses {@link AiProviderConfig} from `env` (called by `readConfig` in `lib/config.ts`). */
export function readAiProviderConfig(env: (name: string) => string | undefined): AiProviderConfig {
  return {
    apiKey: env("AI_API_KEY")?.trim() || null,
    baseUrl: baseUrl(env("AI_BASE_URL"), "AI_BASE_URL", DEFAULT_AI_BASE_URL),
    cloudflareAccountId: env("CLOUDFLARE_ACCOUNT_ID")?.trim() || null,
    cloudflareApiToken: env("CLOUDFLARE_API_TOKEN")?.trim() || null,
    cloudflareBaseUrl: baseUrl(env("CLOUDFLARE_BASE_URL"), "CLOUDFLARE_BASE_URL", DEFAULT_CLOUDFLARE_BASE_URL),
    timeoutMs: positive(env("AI_TIMEOUT_MS"), "AI_TIMEOUT_MS", 120_000),
    rateLimit: positive(env("AI_RATE_LIMIT"), "AI_RATE_LIMIT", 60),
    rateWindowMs: 10 * 60 * 1000,
  };
}

/** AI switched off: no credentials at all (the default of tests and of a site without keys). */
export const AI_DISABLED: AiProviderConfig = readAiProviderConfig(() => undefined);
