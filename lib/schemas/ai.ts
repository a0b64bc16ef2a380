/**
 * The AI endpoints under `/api/ai` (spec §7): the one definition of each
 * request body and each answer. Field names are the specification's
 * (camelCase). Missing optional text reads as "". Messages of required
 * fields are the spec's editor messages (§5).
 */
import { z } from "zod";
import { htmlToText } from "../text/html_text.ts";
import { ContentTypeSchema } from "./post.ts";
import { plainText } from "./text_fields.ts";
import { CANNOT_AUTO_FIX, FIXABLE_ISSUES as FIXABLE_ISSUE_IDS } from "../shared/ai_fix_issues.ts";
import { nutritionFieldShape, nutritionShape } from "./nutrition.ts";

/** Longest HTML accepted in an AI request (the post body limit). */
export const MAX_AI_HTML = 500_000;
/** Fewest characters of content the content-image generation needs. */
export const MIN_CONTENT_FOR_IMAGES = 100;
/** Content images made per call (spec §9: 2–4). */
export const CONTENT_IMAGES_MIN = 2;
/** Content images made per call, at most. */
export const CONTENT_IMAGES_MAX = 4;

/** Spec §5 messages the server also answers with (400). */
export const AI_INPUT_MESSAGES = {
  command: "Please enter a command",
  title: "Please enter a title first!",
  titleAndContent: "Please enter title and content first!",
  contentForImages: "Please write some content first (at least 100 characters)",
  noContentToFix: "No content to fix",
  focusKeyword: "Focus keyword required",
  cannotFix: CANNOT_AUTO_FIX,
} as const;

const opt = (label: string, max: number) => plainText(label, { max }).nullish().transform((v) => v ?? "");
const optMulti = (label: string, max: number) =>
  plainText(label, { max, multiline: true }).nullish().transform((v) => v ?? "");
const html = (label: string) =>
  z.string({ error: `${label} must be text` }).max(MAX_AI_HTML, `${label} is too long`).nullish()
    .transform((v) => v ?? "");
const required = (label: string, max: number, message: string) =>
  plainText(label, { max, trim: true, error: message }).min(1, message);
const postId = z.string().max(100, "Unknown post").nullish().transform((v) => v || null);
/** Content language sent by the editor; the content is always written in Spanish. */
const language = z.string().max(10).nullish().transform(() => "es" as const);

// ---- smart-assistant -------------------------------------------------------

/** Operations the assistant answers with (spec §4); the editor treats any other value as insert. */
export const ASSISTANT_OPERATIONS = ["replace", "insert", "replace_section"] as const;

/** POST /api/ai/smart-assistant. */
export const SmartAssistantRequestSchema = z.object({
  instruction: required("Instruction", 2000, AI_INPUT_MESSAGES.command),
  selectedText: optMulti("Selected text", 20_000),
  articleContent: html("Article content"),
  articleTitle: opt("Article title", 500),
  postId,
});
/** Answer of smart-assistant: what to do in the editor and the (sanitised) HTML. */
export const SmartAssistantResponseSchema = z.object({
  operation: z.enum(ASSISTANT_OPERATIONS),
  content: z.string(),
});

// ---- generate-content ------------------------------------------------------

/** Kinds of content generate-content may write. */
export const GENERATE_CONTENT_TYPES = ["recipe", "article", "auto"] as const;

/** POST /api/ai/generate-content. */
export const GenerateContentRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  type: z.enum(GENERATE_CONTENT_TYPES).nullish().transform((v) => v ?? "auto"),
  category: opt("Category", 200),
  focusKeyword: opt("Focus keyword", 200),
  secondaryFocusKeyword: opt("Secondary focus keyword", 200),
});

/** Recipe data as the post editor stores it (snake_case, as the post fields). */
export const AiRecipeDataSchema = z.object({
  prep_time: z.string(),
  cook_time: z.string(),
  total_time: z.string(),
  recipe_yield: z.string(),
  recipe_category: z.string(),
  recipe_cuisine: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.object({ name: z.string(), text: z.string() })),
  ...nutritionFieldShape(),
});

/**
 * A generated post. `content` holds `<!-- IMAGE_PLACEHOLDER: … -->` comments
 * where images go; `seoScore` is the site's own SEO analysis of the result.
 * No rating is ever made up: ratings come from readers only.
 */
export const GeneratedContentSchema = z.object({
  content: z.string(),
  excerpt: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  focusKeywords: z.object({ main: z.string(), secondary: z.string() }),
  seoScore: z.number().int().min(0).max(100),
  contentType: ContentTypeSchema,
  recipeSchema: AiRecipeDataSchema.nullable(),
});
/** A generated post. */
export type GeneratedContent = z.infer<typeof GeneratedContentSchema>;
/** Answer of generate-content (the editor reads `data.data`). */
export const GenerateContentResponseSchema = z.object({ success: z.literal(true), data: GeneratedContentSchema });

// ---- generate-seo ----------------------------------------------------------

/** POST /api/ai/generate-seo. */
export const GenerateSeoRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  content: html("Content"),
  category: opt("Category", 200),
});

// ---- generate-image-metadata -----------------------------------------------

/** Kinds of post image. */
export const AI_IMAGE_TYPES = ["featured", "content"] as const;

/** POST /api/ai/generate-image-metadata. */
export const GenerateImageMetadataRequestSchema = z.object({
  postTitle: required("Post title", 500, AI_INPUT_MESSAGES.title),
  imageType: z.enum(AI_IMAGE_TYPES).nullish().transform((v) => v ?? "content"),
  nearbyText: optMulti("Nearby text", 5000),
  category: opt("Category", 200),
});

// ---- enhance-content / fix-content / generate-section ----------------------

/** POST /api/ai/enhance-content. */
export const EnhanceContentRequestSchema = z.object({
  content: html("Content").refine((v) => v.trim() !== "", AI_INPUT_MESSAGES.noContentToFix),
  instructions: optMulti("Instructions", 2000),
});

/** SEO findings fix-content can repair, by the SEO analysis' check ids (`lib/seo/analysis`; listed in `lib/shared`). */
export const FIXABLE_ISSUES: readonly string[] = FIXABLE_ISSUE_IDS;

/** POST /api/ai/fix-content; an issue not in {@link FIXABLE_ISSUES} answers 400 'Cannot auto-fix this issue'. */
export const FixContentRequestSchema = z.object({
  issueType: plainText("Issue type", { max: 100, trim: true }),
  content: html("Content").refine((v) => v.trim() !== "", AI_INPUT_MESSAGES.noContentToFix),
  title: opt("Title", 500),
  focusKeyword: required("Focus keyword", 200, AI_INPUT_MESSAGES.focusKeyword),
  secondaryFocusKeyword: opt("Secondary focus keyword", 200),
  language,
});

/** Sections generate-section writes, each answered as `data[section]` (a string). */
export const AI_SECTIONS = ["title", "excerpt", "metaTitle", "metaDescription", "content", "conclusion"] as const;
/** A section name. */
export type AiSection = (typeof AI_SECTIONS)[number];

/** POST /api/ai/generate-section. */
export const GenerateSectionRequestSchema = z.object({
  section: z.enum(AI_SECTIONS, { error: `Section must be one of ${AI_SECTIONS.join(", ")}` }),
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  content: html("Content"),
  focusKeyword: opt("Focus keyword", 200),
  language,
  existingData: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
});

// ---- keywords, recipe schema, categories -----------------------------------

/** POST /api/ai/generate-focus-keywords. */
export const FocusKeywordsRequestSchema = z.object({ title: required("Title", 500, AI_INPUT_MESSAGES.title) });
/** Answer of generate-focus-keywords. */
export const FocusKeywordsResponseSchema = z.object({
  mainFocusKeyword: z.string(),
  secondaryFocusKeyword: z.string(),
});

/** POST /api/ai/generate-recipe-schema. */
export const RecipeSchemaRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.titleAndContent),
  content: html("Content").refine((v) => v.trim() !== "", AI_INPUT_MESSAGES.titleAndContent),
  focusKeyword: opt("Focus keyword", 200),
});
/** Answer of generate-recipe-schema: the spec's camelCase recipe fields. */
export const RecipeSchemaResponseSchema = z.object({
  prepTime: z.string(),
  cookTime: z.string(),
  totalTime: z.string(),
  recipeYield: z.string(),
  recipeCategory: z.string(),
  recipeCuisine: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.object({ name: z.string(), text: z.string() })),
  ...nutritionShape(),
});

/** POST /api/ai/select-categories. */
export const SelectCategoriesRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  content: html("Content"),
});
/** Answer of select-categories: ids of existing categories only. */
export const SelectCategoriesResponseSchema = z.object({ categoryIds: z.array(z.string()), message: z.string() });

// ---- images ----------------------------------------------------------------

/** POST /api/ai/replace-placeholders. */
export const ReplacePlaceholdersRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  content: html("Content"),
  postId,
});
/** Answer of replace-placeholders and generate-images. */
export const ImagesInContentResponseSchema = z.object({ content: z.string(), totalGenerated: z.number().int() });

/** POST /api/ai/generate-images: replaces the content's image placeholders. */
export const GenerateImagesRequestSchema = z.object({
  content: html("Content"),
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  focusKeyword: opt("Focus keyword", 200),
  postId,
  language,
});

/** POST /api/ai/generate-single-image (`imageType` featured: 512×512 WebP; content: WebP up to 1920 px). */
export const GenerateSingleImageRequestSchema = z.object({
  description: optMulti("Description", 2000),
  context: optMulti("Context", 5000),
  keywords: z.union([z.array(plainText("Keyword", { max: 200 })).max(20), plainText("Keywords", { max: 1000 })])
    .nullish().transform((v) => (Array.isArray(v) ? v.join(", ") : v ?? "")),
  articleTitle: required("Article title", 500, AI_INPUT_MESSAGES.title),
  focusKeyword: opt("Focus keyword", 200),
  postId,
  language,
  imageType: z.enum(AI_IMAGE_TYPES).nullish().transform((v) => v ?? "featured"),
});
/** A generated image stored in the media library. */
export const GeneratedImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mediaId: z.string(),
});
/** Answer of generate-single-image: `imageData` is the stored image's URL. */
export const GenerateSingleImageResponseSchema = z.object({ imageData: z.string(), image: GeneratedImageSchema });

/** POST /api/ai/generate-content-images: 2–4 images inserted after the content's sections. */
export const GenerateContentImagesRequestSchema = z.object({
  title: required("Title", 500, AI_INPUT_MESSAGES.title),
  content: html("Content").refine(
    (v) => htmlToText(v).length >= MIN_CONTENT_FOR_IMAGES,
    AI_INPUT_MESSAGES.contentForImages,
  ),
  focusKeyword: opt("Focus keyword", 200),
  postId,
});

// ---- status ----------------------------------------------------------------

/** GET /api/ai/status: what the editor may offer (never a secret). */
export const AiStatusSchema = z.object({
  text: z.boolean(),
  image: z.boolean(),
  imageProvider: z.enum(["openrouter", "cloudflare"]),
  /** Hint shown next to disabled AI buttons; null when both are configured. */
  message: z.string().nullable(),
});
/** A parsed {@link AiStatusSchema}. */
export type AiStatus = z.infer<typeof AiStatusSchema>;

/** Message of a 503 when no text provider key is set. */
export const AI_NOT_CONFIGURED = "AI is not configured. Set AI_API_KEY on the server and review /admin/ai.";
/** Message of a 503 when the image provider has no credentials. */
export const AI_IMAGES_NOT_CONFIGURED =
  "AI image generation is not configured. Set the image provider's credentials on the server and review /admin/ai.";

/** Request and answer types by endpoint, for `lib/client/ai.ts`. */
export type SmartAssistantRequest = z.input<typeof SmartAssistantRequestSchema>;
/** Answer of smart-assistant. */
export type SmartAssistantResponse = z.infer<typeof SmartAssistantResponseSchema>;
/** A generated image. */
export type GeneratedImage = z.infer<typeof GeneratedImageSchema>;
