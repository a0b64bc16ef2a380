/**
 * Text calls whose answer must be data: the model is asked for structured
 * output (the zod schema as JSON schema, strict), the answer is parsed with
 * the same zod schema, invalid output is asked again once, and every attempt
 * leaves a usage record. A refusal or a second invalid answer is an error
 * worded after the endpoint's spec message.
 */
import { z } from "zod";
import { recordAiUsage } from "../db/ai_usage.ts";
import { UpstreamError } from "../errors.ts";
import type { AiOutcome } from "../schemas/ai_settings.ts";
import type { AiCall } from "./call.ts";
import { openAiClient } from "./client.ts";
import { deadline } from "./deadline.ts";
import { classifyThrown } from "./failures.ts";
import { systemPrompt } from "./prompts.ts";
import { temperatureOf, textModelId } from "./text_model.ts";

/** One structured request. */
export interface StructuredRequest<S extends z.ZodType> {
  /** Name of the answer's schema (letters, digits, `_`). */
  name: string;
  schema: S;
  /** What the model must do (appended to the system prompt). */
  task: string;
  /** The user's material. */
  prompt: string;
  /** The spec's failure message of the endpoint, e.g. 'Failed to generate SEO'. */
  failure: string;
  maxTokens?: number;
}

/** Calls after an invalid answer (one retry). */
const ATTEMPTS = 2;

/**
 * Keywords strict structured output does not accept everywhere (OpenAI refuses
 * the schema); the zod parse of the answer still enforces them.
 */
const UNSENT_KEYWORDS = new Set(["$schema", "minLength", "maxLength", "minItems", "maxItems"]);

function withoutUnsent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsent);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !UNSENT_KEYWORDS.has(key)).map(([key, v]) => [key, withoutUnsent(v)]),
  );
}

/** The JSON schema sent as `response_format` for `schema` (see {@link UNSENT_KEYWORDS}). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return withoutUnsent(z.toJSONSchema(schema, { target: "draft-7", io: "output" })) as Record<string, unknown>;
}

/** Asks the text model for `request.schema`-shaped data; see the module comment. */
export async function askStructured<S extends z.ZodType>(
  call: AiCall,
  request: StructuredRequest<S>,
): Promise<z.output<S>> {
  const model = textModelId(call.settings);
  const body = {
    model,
    temperature: temperatureOf(call.settings),
    max_tokens: request.maxTokens ?? 4000,
    messages: [
      { role: "system" as const, content: systemPrompt(call.settings, request.task) },
      { role: "user" as const, content: request.prompt },
    ],
    response_format: {
      type: "json_schema" as const,
      json_schema: { name: request.name, strict: true, schema: jsonSchemaOf(request.schema) },
    },
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const started = Date.now();
    const limit = (call.env.startDeadline ?? deadline)(call.signal, call.env.timeoutMs);
    const usage = { promptTokens: 0, completionTokens: 0 };
    const log = (outcome: AiOutcome, message = "") =>
      recordAiUsage(call.kv, {
        endpoint: call.endpoint,
        model,
        kind: "text",
        userId: call.userId,
        ...usage,
        durationMs: Date.now() - started,
        outcome,
        message,
      });
    let completion;
    try {
      const client = await openAiClient(call.env, limit.signal);
      completion = await client.chat.completions.create(body, { signal: limit.signal });
    } catch (error) {
      const { error: failure, outcome } = classifyThrown(request.failure, error, {
        timedOut: limit.timedOut(),
        cancelled: call.signal.aborted,
        timeoutMs: call.env.timeoutMs,
      });
      await log(outcome, failure.message);
      throw failure;
    } finally {
      limit.clear();
    }
    usage.promptTokens = completion.usage?.prompt_tokens ?? 0;
    usage.completionTokens = completion.usage?.completion_tokens ?? 0;
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) {
      const error = new UpstreamError(`${request.failure}: the AI model declined the request (${message.refusal}).`);
      await log("refused", error.message);
      throw error;
    }
    const parsed = parseAnswer(request.schema, message?.content ?? "");
    if (parsed.success) {
      await log("ok");
      return parsed.data;
    }
    const error = `${request.failure}: the AI answer was not valid data${attempt < ATTEMPTS ? "" : " twice"}.`;
    await log("invalid_output", `${error} ${parsed.reason}`);
    if (attempt === ATTEMPTS) throw new UpstreamError(error);
  }
  throw new UpstreamError(request.failure);
}

function parseAnswer<S extends z.ZodType>(
  schema: S,
  text: string,
): { success: true; data: z.output<S> } | { success: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    return { success: false, reason: "Not JSON." };
  }
  const result = schema.safeParse(json);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, reason: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}
