/**
 * What the Generate with AI job asks of the AI layer, one function per step.
 * Results come back as post fields, ready to save. The job runs against this
 * interface; `generate_job_provider.ts` builds it from the configured provider.
 */

/** Inputs of the steps that work on the generated post. */
export interface GeneratedPostInput {
  title: string;
  content: string;
  focusKeyword: string;
  postId: string;
}

/** Content with generated images and how many were made. */
export interface GeneratedImages {
  content: string;
  totalGenerated: number;
}

/** See the module doc. */
export interface GenerateAi {
  /** Step 2: main and secondary focus keywords of the title. */
  focusKeywords(input: { title: string }, signal: AbortSignal): Promise<{ main: string; secondary: string }>;
  /**
   * Step 3: post fields (content with image placeholders, excerpt, meta_title, meta_description,
   * seo_score, content_type and recipe fields).
   */
  content(
    input: { title: string; type: "auto" | "recipe" | "article"; focusKeyword: string },
    signal: AbortSignal,
  ): Promise<Record<string, unknown>>;
  /** True when `content` still holds image placeholders. */
  hasPlaceholders(content: string): boolean;
  /** Step 4: the content with its placeholders replaced by generated images. */
  replacePlaceholders(input: { title: string; content: string; postId: string }, signal: AbortSignal): Promise<
    GeneratedImages
  >;
  /** Step 5: ids of existing categories that fit the title. */
  selectCategories(input: { title: string }, signal: AbortSignal): Promise<string[]>;
  /** Step 6: URL of a generated featured image in the media library. */
  featuredImage(input: GeneratedPostInput, signal: AbortSignal): Promise<string>;
  /** Step 7: recipe fields (times, yield, ingredients, instructions, nutrition, schema_markup). */
  recipeSchema(input: GeneratedPostInput, signal: AbortSignal): Promise<Record<string, unknown>>;
  /** Step 8: the content with 2–4 generated images in place of the remaining placeholders. */
  contentImages(input: GeneratedPostInput, signal: AbortSignal): Promise<GeneratedImages>;
}
