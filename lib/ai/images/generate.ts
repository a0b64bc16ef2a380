/**
 * One generated image, from the settings' provider (OpenRouter image model or
 * Cloudflare SDXL) into the media library through the upload pipeline:
 * featured images 512×512 WebP at quality 0.92, content images WebP, named
 * from the post title (the alt text is stored with the item). Every provider call leaves a usage record.
 */
import { recordAiUsage } from "../../db/ai_usage.ts";
import { AppError, UpstreamError } from "../../errors.ts";
import { storeUpload } from "../../media/store_upload.ts";
import type { GeneratedImage } from "../../schemas/ai.ts";
import type { AiOutcome } from "../../schemas/ai_settings.ts";
import {
  CLOUDFLARE_IMAGE_MODEL,
  DEFAULT_IMAGE_PRESET,
  IMAGE_MODEL_PRESETS,
  modelIdOf,
} from "../../shared/ai_presets.ts";
import type { AiCall } from "../call.ts";
import { deadline } from "../deadline.ts";
import { classifyThrown } from "../failures.ts";
import { cloudflareImage } from "./cloudflare.ts";
import { openRouterImage } from "./openrouter.ts";

/** What to draw and how to store it. */
export interface ImageRequest {
  /** The picture, described for the model. */
  prompt: string;
  type: "featured" | "content";
  postId: string | null;
  alt: string;
  title: string;
  /** The spec's failure message, e.g. 'Featured image generation failed'. */
  failure: string;
}

/** The image model id in force (the Cloudflare model when Cloudflare is the provider). */
export function imageModelId(call: Pick<AiCall, "settings">): string {
  if (call.settings.ai_image_provider === "cloudflare") return CLOUDFLARE_IMAGE_MODEL;
  return modelIdOf(call.settings.ai_image_model, IMAGE_MODEL_PRESETS) ??
    modelIdOf(DEFAULT_IMAGE_PRESET, IMAGE_MODEL_PRESETS)!;
}

/** The food-photography prompt for `description` in the post `title`. */
export function imagePrompt(description: string, title: string, keywords = ""): string {
  return [
    `Fotografía gastronómica profesional y realista: ${description || title}.`,
    `Plato de cocina cubana para el artículo "${title}".`,
    keywords ? `Palabras clave: ${keywords}.` : "",
    "Luz natural, presentación apetitosa, sin texto, letras ni marcas de agua.",
  ].filter(Boolean).join(" ");
}

/** Generates and stores one image; see the module comment. */
export async function generateImage(call: AiCall, request: ImageRequest): Promise<GeneratedImage> {
  const model = imageModelId(call);
  const started = Date.now();
  const limit = (call.env.startDeadline ?? deadline)(call.signal, call.env.timeoutMs);
  const log = (outcome: AiOutcome, message = "") =>
    recordAiUsage(call.kv, {
      endpoint: call.endpoint,
      model,
      kind: "image",
      userId: call.userId,
      promptTokens: 0,
      completionTokens: 0,
      durationMs: Date.now() - started,
      outcome,
      message,
    });
  let bytes: Uint8Array;
  try {
    bytes = call.settings.ai_image_provider === "cloudflare"
      ? await cloudflareImage(call.env, request.prompt, limit.signal)
      : await openRouterImage(call, model, request.prompt, limit.signal);
  } catch (error) {
    const classified = error instanceof UpstreamError
      ? { error: new UpstreamError(`${request.failure}: ${error.message}.`), outcome: "error" as const }
      : classifyThrown(request.failure, error, {
        timedOut: limit.timedOut(),
        cancelled: call.signal.aborted,
        timeoutMs: call.env.timeoutMs,
      });
    await log(classified.outcome, classified.error.message);
    throw classified.error;
  } finally {
    limit.clear();
  }
  try {
    const stored = await storeUpload(call.kv, call.media, {
      bytes,
      type: request.type,
      postId: request.postId,
      alt: request.alt,
      title: request.title,
      name: request.title,
      generated: true,
    });
    await log("ok");
    return {
      url: stored.url,
      alt: request.alt,
      title: request.title,
      width: stored.width,
      height: stored.height,
      mediaId: stored.media[0].id,
    };
  } catch (error) {
    const message = error instanceof AppError ? error.message : "the image could not be stored";
    await log("error", `${request.failure}: ${message}`);
    if (!(error instanceof AppError)) console.error(error);
    throw new UpstreamError(`${request.failure}: the generated image was not usable (${message}).`);
  }
}
