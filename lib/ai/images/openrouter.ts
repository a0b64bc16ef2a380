/**
 * Images from an image-capable chat model through the OpenAI SDK (OpenRouter's
 * `modalities: ["image", "text"]`): the first image of the answer, as bytes
 * (a data URL, or an https address fetched through `download.ts`'s guard).
 */
import { UpstreamError } from "../../errors.ts";
import type { AiCall } from "../call.ts";
import { openAiClient } from "../client.ts";
import { decodeImageDataUrl, downloadImage } from "./download.ts";

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
  return await imageBytes(call, url, signal);
}

async function imageBytes(call: AiCall, url: string, signal: AbortSignal): Promise<Uint8Array> {
  const data = /^data:image\/[a-z0-9.+-]+;base64,(.+)$/i.exec(url);
  if (data) return decodeImageDataUrl(data[1], call.env.imageDownload?.maxBytes);
  return await downloadImage(url, signal, call.env.imageDownload);
}
