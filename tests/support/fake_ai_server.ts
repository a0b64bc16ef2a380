/**
 * A small OpenAI-compatible server (and Cloudflare Workers AI image endpoint)
 * on 127.0.0.1 for tests without network. It refuses requests without the
 * expected key or, for text calls, without a JSON-schema `response_format`;
 * records every request for assertions; and answers with queued replies
 * (malformed JSON, refusals, 429, 500, slow answers, images inline or by
 * address) or, when the queue is empty, the fixture of the requested schema
 * (`ai_fixtures.ts`).
 */
import sharp from "sharp";
import type { AiEnv } from "@/lib/ai/env.ts";
import { fixtureFor } from "./ai_fixtures.ts";
import { serve } from "./server.ts";

/** A scripted answer. */
export type FakeReply =
  | { json: unknown; delayMs?: number }
  | { text: string }
  | { refusal: string }
  | { status: number; retryAfter?: string }
  | { delayMs: number; json?: unknown }
  | { image: Uint8Array }
  | { imageUrl: string };

/** One request as received. */
export interface ReceivedRequest {
  path: string;
  authorization: string | null;
  // deno-lint-ignore no-explicit-any
  body: any;
  /** True when the caller hung up while a delayed reply was still waiting. */
  cancelled: boolean;
}

/** A running fake provider. */
export interface FakeAiServer {
  /** Origin, e.g. `http://127.0.0.1:1234`. */
  origin: string;
  /** Key the server accepts as `AI_API_KEY` and `CLOUDFLARE_API_TOKEN`. */
  apiKey: string;
  /** Text and OpenRouter image calls (`/v1/chat/completions`), in order. */
  chat: ReceivedRequest[];
  /** Cloudflare Workers AI calls, in order. */
  cloudflare: ReceivedRequest[];
  /** Queues replies for the next chat calls (FIFO). */
  nextChat(...replies: FakeReply[]): void;
  /** Queues replies for the next Cloudflare calls (FIFO). */
  nextCloudflare(...replies: FakeReply[]): void;
  /** An {@link AiEnv} pointing at this server (override any field). */
  env(overrides?: Partial<AiEnv>): AiEnv;
  close(): Promise<void>;
}

/** Account id the Cloudflare endpoint accepts. */
export const FAKE_CLOUDFLARE_ACCOUNT = "test-account";

let pngCache: Uint8Array | null = null;

/** A 1024×1024 PNG, as image models answer. */
export async function fakePng(): Promise<Uint8Array> {
  pngCache ??= new Uint8Array(
    await sharp({ create: { width: 1024, height: 1024, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png().toBuffer(),
  );
  return pngCache;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Waits `ms`, or less when `signal` aborts first; true when it was cut short. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const id = setTimeout(() => resolve(false), ms);
    signal.addEventListener("abort", () => {
      clearTimeout(id);
      resolve(true);
    }, { once: true });
  });
}

function completion(message: Record<string, unknown>): Response {
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: null, ...message } }],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  });
}

// deno-lint-ignore no-explicit-any
function userPrompt(body: any): string {
  return body?.messages?.find((m: { role: string }) => m.role === "user")?.content ?? "";
}

/** Starts the fake provider. */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const apiKey = "test-key-123";
  const chat: ReceivedRequest[] = [];
  const cloudflare: ReceivedRequest[] = [];
  const chatQueue: FakeReply[] = [];
  const cfQueue: FakeReply[] = [];
  const png = await fakePng();

  async function answer(
    received: ReceivedRequest,
    reply: FakeReply | undefined,
    signal: AbortSignal,
    fallback: () => Promise<Response>,
  ) {
    if (!reply) return await fallback();
    if ("delayMs" in reply && reply.delayMs) received.cancelled = await wait(reply.delayMs, signal);
    if ("status" in reply) {
      const headers = reply.retryAfter ? { "Retry-After": reply.retryAfter } : undefined;
      return Response.json({ error: { message: `fake ${reply.status}` } }, { status: reply.status, headers });
    }
    if ("refusal" in reply) return completion({ refusal: reply.refusal });
    if ("text" in reply) return completion({ content: reply.text });
    if ("image" in reply) return await imageReply(reply.image);
    if ("imageUrl" in reply) return imageAt(reply.imageUrl);
    if ("json" in reply && reply.json !== undefined) return completion({ content: JSON.stringify(reply.json) });
    return await fallback();
  }

  function imageAt(url: string): Response {
    return completion({ content: "Aquí está la imagen.", images: [{ type: "image_url", image_url: { url } }] });
  }

  function imageReply(bytes: Uint8Array): Response {
    return imageAt(`data:image/png;base64,${toBase64(bytes)}`);
  }

  const server = serve(async (request) => {
    const url = new URL(request.url);
    const authorization = request.headers.get("authorization");
    const body = request.method === "POST" ? await request.json().catch(() => null) : null;
    if (authorization !== `Bearer ${apiKey}`) return Response.json({ error: "bad key" }, { status: 401 });
    if (url.pathname === "/v1/chat/completions") {
      const received = { path: url.pathname, authorization, body, cancelled: false };
      chat.push(received);
      const isImage = Array.isArray(body?.modalities) && body.modalities.includes("image");
      if (!isImage && body?.response_format?.type !== "json_schema") {
        return Response.json({ error: "response_format json_schema expected" }, { status: 400 });
      }
      return await answer(received, chatQueue.shift(), request.signal, () => {
        if (isImage) return Promise.resolve(imageReply(png));
        const name = body.response_format.json_schema.name;
        return Promise.resolve(completion({ content: JSON.stringify(fixtureFor(name, userPrompt(body))) }));
      });
    }
    const cf = /^\/client\/v4\/accounts\/([^/]+)\/ai\/run\/(.+)$/.exec(url.pathname);
    if (cf) {
      const received = { path: url.pathname, authorization, body, cancelled: false };
      cloudflare.push(received);
      if (cf[1] !== FAKE_CLOUDFLARE_ACCOUNT) return Response.json({ error: "unknown account" }, { status: 404 });
      const reply = cfQueue.shift();
      if (reply && "image" in reply) {
        return new Response(reply.image as Uint8Array<ArrayBuffer>, { headers: { "content-type": "image/png" } });
      }
      return await answer(
        received,
        reply,
        request.signal,
        () =>
          Promise.resolve(new Response(png as Uint8Array<ArrayBuffer>, { headers: { "content-type": "image/png" } })),
      );
    }
    return Response.json({ error: "not found" }, { status: 404 });
  });

  return {
    origin: server.url,
    apiKey,
    chat,
    cloudflare,
    nextChat: (...replies) => chatQueue.push(...replies),
    nextCloudflare: (...replies) => cfQueue.push(...replies),
    env: (overrides = {}) => ({
      apiKey,
      baseUrl: `${server.url}/v1`,
      cloudflareAccountId: FAKE_CLOUDFLARE_ACCOUNT,
      cloudflareApiToken: apiKey,
      cloudflareBaseUrl: `${server.url}/client/v4`,
      timeoutMs: 60_000,
      rateLimit: 1000,
      rateWindowMs: 60_000,
      ...overrides,
    }),
    close: () => server.close(),
  };
}
