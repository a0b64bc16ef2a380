/**
 * The Generate with AI job: what starts it and the record the server keeps
 * and answers (`/api/ai/generate-job`), plain JSON for the editor and the
 * `recipes` command line alike.
 */
import { z } from "zod";
import { GENERATE_MESSAGES, GENERATE_STAGES, GENERATE_STEP_COUNT } from "../shared/ai_generate.ts";
import { plainText } from "./text_fields.ts";

/** What the flow may produce: a recipe, an article, or the model's choice. */
export const GenerateTypeSchema = z.enum(["auto", "recipe", "article"]);

/** POST /api/ai/generate-job: the post to fill (a new draft without `postId`) and its title. */
export const GenerateJobStartSchema = z.object({
  postId: z.string().min(1).max(64).optional(),
  title: plainText("Title", { max: 200, trim: true }).min(1, GENERATE_MESSAGES.titleRequired),
  type: GenerateTypeSchema.default("auto"),
});
/** Parsed start request. */
export type GenerateJobStart = z.infer<typeof GenerateJobStartSchema>;

/** `?postId=` of GET and DELETE. */
export const GenerateJobQuerySchema = z.object({ postId: z.string().min(1).max(64) });

/** A message of an optional step that failed (or a note), shown as a toast by the editor. */
export const GenerateNoticeSchema = z.object({
  step: z.number().int().min(1).max(GENERATE_STEP_COUNT),
  type: z.enum(["error", "info"]),
  message: z.string(),
  /** The underlying error, for logs and the command line. */
  detail: z.string().optional(),
});
/** A notice of the job. */
export type GenerateNotice = z.infer<typeof GenerateNoticeSchema>;

/** States of a job. */
export const GenerateJobStateSchema = z.enum(["running", "done", "failed", "cancelled"]);

/** The job record as stored and answered. */
export const GenerateJobSchema = z.object({
  id: z.string(),
  postId: z.string(),
  title: z.string(),
  state: GenerateJobStateSchema,
  /** The step running now (1–9; 9 once done). */
  step: z.number().int().min(1).max(GENERATE_STEP_COUNT),
  stage: z.enum(GENERATE_STAGES),
  notices: z.array(GenerateNoticeSchema),
  /** Images the flow added to the content and the featured image. */
  imagesGenerated: z.number().int().min(0),
  error: z.string().optional(),
  userId: z.string(),
  startedAt: z.iso.datetime(),
  heartbeatAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().optional(),
});
/** A Generate with AI job. */
export type GenerateJob = z.infer<typeof GenerateJobSchema>;

/** What GET answers: the job, or `{ state: "idle", postId }` when none ever ran for the post. */
export type GenerateJobStatus = GenerateJob | { state: "idle"; postId: string };
