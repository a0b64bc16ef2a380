/** The OpenAI SDK client for the configured OpenAI-compatible provider (OpenRouter by default). */
import OpenAI from "openai";
import { ServiceUnavailableError } from "../errors.ts";
import { AI_NOT_CONFIGURED } from "../schemas/ai.ts";
import type { AiEnv } from "./env.ts";

const clients = new WeakMap<AiEnv, OpenAI>();

/** One client per configuration: no SDK retries (the layer decides), timeouts per call. */
export function openAiClient(env: AiEnv): OpenAI {
  if (!env.apiKey) throw new ServiceUnavailableError(AI_NOT_CONFIGURED);
  let client = clients.get(env);
  if (!client) {
    client = new OpenAI({
      apiKey: env.apiKey,
      baseURL: env.baseUrl,
      maxRetries: 0,
      timeout: env.timeoutMs,
      defaultHeaders: { "X-Title": "Recetas Cubanas" },
    });
    clients.set(env, client);
  }
  return client;
}
