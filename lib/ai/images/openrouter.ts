/**
 * Images from an image-capable chat model through the OpenAI SDK (OpenRouter's
 * `modalities: ["image", "text"]`): the first image of the answer, as bytes.
 */
import { UpstreamError } from "../../errors.ts";
import type { AiCall } from "../call.ts";
import { openAiClient } from "../client.ts";

/** Image of an OpenRouter answer message: `images[].image_url.url`, a data URL or an http(s) URL. */
interface ImageMessage {
  images?: { image_url?: { url?: string } }[];
  content?: unknown;
}

/** Asks `model` for one image of `prompt`; answers the image's bytes. */
export async function openRouterImage(call: AiCall, model: string, prompt: string, signal: AbortSignal) {
  const client = await openAiClient(call.env, signal);
  const body = {
    model,
    messages: [{ role: "user" as const, content: prompt }],
    modalities: ["image", "text"],
  };
  // deno-lint-ignore no-explicit-any
  const completion = await client.chat.completions.create(body as any, { signal });
  const message = completion.choices?.[0]?.message as ImageMessage | undefined;
  const url = message?.images?.find((image) => image.image_url?.url)?.image_url?.url;
  if (!url) throw new UpstreamError("the AI model answered without an image");
  return await imageBytes(url, signal);
}

async function imageBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const data = /^data:image\/[a-z0-9.+-]+;base64,(.+)$/i.exec(url);
  if (data) return Uint8Array.from(atob(data[1]), (c) => c.charCodeAt(0));
  if (!/^https:\/\//i.test(url)) throw new UpstreamError("the AI model answered with an unusable image address");
  const response = await fetch(url, { signal });
  if (!response.ok) throw new UpstreamError(`the generated image could not be downloaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
