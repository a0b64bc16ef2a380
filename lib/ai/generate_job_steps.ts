/**
 * Steps 2–8 of the Generate with AI flow for one post (step 1, the draft,
 * happens when the job starts). Content generation is required; every other
 * step is optional: its failure becomes a notice and the flow goes on. Each
 * step's result is saved to the post at once, so a reload shows it.
 */
import { getPost } from "../db/posts.ts";
import { NotFoundError } from "../errors.ts";
import type { GenerateNotice } from "../schemas/ai_generate_job.ts";
import type { Post } from "../schemas/post.ts";
import { updatePostFromInput } from "../services/posts.ts";
import { GENERATE_MESSAGES } from "../shared/ai_generate.ts";
import type { GenerateAi } from "./generate_job_ai.ts";

/** What the steps need and report to. */
export interface GenerateStepContext {
  kv: Deno.Kv;
  ai: GenerateAi;
  postId: string;
  title: string;
  type: "auto" | "recipe" | "article";
  signal: AbortSignal;
  /** Called when step `step` starts. */
  progress(step: number): Promise<void>;
  /** Records an optional step's failure. */
  notice(notice: GenerateNotice): Promise<void>;
  /** Counts generated images. */
  images(count: number): Promise<void>;
}

/** Runs steps 2–8; throws when content generation fails or the job is cancelled. */
export async function runGenerateSteps(ctx: GenerateStepContext): Promise<void> {
  const { ai, signal, title } = ctx;
  let post = await loadPost(ctx);
  const save = async (patch: Record<string, unknown>) => {
    signal.throwIfAborted();
    post = (await updatePostFromInput(ctx.kv, ctx.postId, patch)).post;
  };
  const optional = async (step: number, message: string, run: () => Promise<void>) => {
    await ctx.progress(step);
    try {
      await run();
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`Generate with AI, step ${step}:`, error);
      await ctx.notice({ step, type: "error", message, detail: detail.slice(0, 300) });
    }
  };

  await optional(2, GENERATE_MESSAGES.focusKeywords, async () => {
    const keywords = await ai.focusKeywords({ title }, signal);
    await save({ focus_keyword: keywords.main, secondary_focus_keyword: keywords.secondary });
  });

  await ctx.progress(3);
  const generated = await ai.content({ title, type: ctx.type, focusKeyword: post.focus_keyword }, signal);
  await save({ ...generated, title });

  await optional(4, GENERATE_MESSAGES.images, async () => {
    if (!ai.hasPlaceholders(post.content)) return;
    const result = await ai.replacePlaceholders({ title, content: post.content, postId: ctx.postId }, signal);
    await save({ content: result.content });
    await ctx.images(result.totalGenerated);
  });

  await optional(5, GENERATE_MESSAGES.categories, async () => {
    const categoryIds = await ai.selectCategories({ title }, signal);
    if (categoryIds.length) await save({ category_ids: categoryIds });
  });

  await optional(6, GENERATE_MESSAGES.featuredImage, async () => {
    const url = await ai.featuredImage(imageInput(post, ctx.postId), signal);
    await save({ featured_image: url });
    await ctx.images(1);
  });

  if (post.content_type === "recipe") {
    await optional(7, GENERATE_MESSAGES.recipeSchema, async () => {
      // Fields the content step already filled are kept when this answer leaves them empty.
      await save(filled(await ai.recipeSchema(imageInput(post, ctx.postId), signal)));
    });
  }

  if (ai.hasPlaceholders(post.content)) {
    await optional(8, GENERATE_MESSAGES.images, async () => {
      const result = await ai.contentImages(imageInput(post, ctx.postId), signal);
      await save({ content: result.content });
      await ctx.images(result.totalGenerated);
    });
  }
}

/** The fields of `fields` that carry a value (non-empty text or list). */
export function filled(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => !(v === "" || v === null || (Array.isArray(v) && v.length === 0))),
  );
}

function imageInput(post: Post, postId: string) {
  return { title: post.title, content: post.content, focusKeyword: post.focus_keyword, postId };
}

async function loadPost(ctx: GenerateStepContext): Promise<Post> {
  const found = await getPost(ctx.kv, ctx.postId);
  if (!found) throw new NotFoundError("Post not found");
  return found.post;
}
