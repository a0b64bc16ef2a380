/**
 * The OpenAI SDK client for the configured OpenAI-compatible provider
 * (OpenRouter by default), made per call: its `fetch` carries the call's
 * signal, so a timeout or a client that went away closes the provider
 * connection too (the SDK alone stops waiting but leaves the request running).
 */
import type OpenAI from "openai";
import { ServiceUnavailableError } from "../errors.ts";
import { AI_NOT_CONFIGURED } from "../schemas/ai.ts";
import type { AiEnv } from "./env.ts";
import { loadOpenAiSdk } from "./sdk.ts";

/** A client whose requests end when `signal` aborts; no SDK retries (the layer decides). */
export async function openAiClient(env: AiEnv, signal: AbortSignal): Promise<OpenAI> {
  if (!env.apiKey) throw new ServiceUnavailableError(AI_NOT_CONFIGURED);
  const { default: OpenAI } = await loadOpenAiSdk();
  return new OpenAI({
    apiKey: env.apiKey,
    baseURL: env.baseUrl,
    maxRetries: 0,
    timeout: env.timeoutMs,
    defaultHeaders: { "X-Title": "Recetas Cubanas" },
    fetch: (input, init) =>
      fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
  });
}
