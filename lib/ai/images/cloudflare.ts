/**
 * Images from Cloudflare Workers AI (Stable Diffusion XL, about $0.002 per
 * image): `POST {base}/accounts/{account}/ai/run/{model}` with the API token,
 * answered with PNG bytes (or JSON with the image in base64), read up to the
 * generated-image limit.
 */
import type { APIError } from "openai";
import { loadOpenAiSdk } from "../sdk.ts";
import { UpstreamError } from "../../errors.ts";
import { CLOUDFLARE_IMAGE_MODEL } from "../../shared/ai_presets.ts";
import type { AiEnv } from "../env.ts";
import { MAX_IMAGE_BYTES } from "../../shared/image_limits.ts";
import { decodeImageDataUrl, readLimited } from "./download.ts";

/** An HTTP failure of Workers AI, shaped like the SDK's so both classify alike. */
async function httpFailure(response: Response): Promise<APIError> {
  const { APIError } = await loadOpenAiSdk();
  return APIError.generate(response.status, undefined, `Workers AI answered ${response.status}`, response.headers);
}

/** Asks Workers AI for one 1024×1024 image of `prompt`. */
export async function cloudflareImage(env: AiEnv, prompt: string, signal: AbortSignal): Promise<Uint8Array> {
  const url = `${env.cloudflareBaseUrl}/accounts/${
    encodeURIComponent(env.cloudflareAccountId ?? "")
  }/ai/run/${CLOUDFLARE_IMAGE_MODEL}`;
  const response = await fetch(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.cloudflareApiToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      prompt,
      negative_prompt: "texto, letras, marca de agua, logotipo, personas deformes",
      width: 1024,
      height: 1024,
    }),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw await httpFailure(response);
  }
  const type = response.headers.get("content-type") ?? "";
  const json = type.includes("application/json");
  const maxBytes = env.imageDownload?.maxBytes ?? MAX_IMAGE_BYTES;
  const stream = response.body;
  const bytes = stream
    ? await readLimited(stream, () => stream.cancel(), json ? maxBytes * 2 : maxBytes, signal)
    : new Uint8Array();
  if (!json) return bytes;
  let b64: unknown;
  try {
    b64 = JSON.parse(new TextDecoder().decode(bytes))?.result?.image;
  } catch {
    // no image below
  }
  if (typeof b64 === "string") return decodeImageDataUrl(b64, maxBytes);
  throw new UpstreamError("Workers AI answered without an image");
}
