/**
 * The Generate with AI flow's steps, stages and messages, shared by the
 * server job, the editor and the command line. Dependency-free.
 */

/** Stages of the progress bar, in order (the job starts in "content"). */
export const GENERATE_STAGES = ["content", "images", "optimization", "complete"] as const;
/** A stage of the progress bar. */
export type GenerateStage = typeof GENERATE_STAGES[number];

/** Labels of the stages as the progress bar shows them. */
export const STAGE_LABELS: Record<GenerateStage, string> = {
  content: "Content",
  images: "Images",
  optimization: "Optimization",
  complete: "Complete",
};

/** The nine steps of the flow: what each does and the stage it belongs to. */
export const GENERATE_STEPS = [
  { step: 1, stage: "content", label: "Creating draft" },
  { step: 2, stage: "content", label: "Generating focus keywords" },
  { step: 3, stage: "content", label: "Generating content" },
  { step: 4, stage: "images", label: "Replacing image placeholders" },
  { step: 5, stage: "optimization", label: "Selecting categories" },
  { step: 6, stage: "optimization", label: "Generating featured image" },
  { step: 7, stage: "optimization", label: "Building recipe schema" },
  { step: 8, stage: "optimization", label: "Generating content images" },
  { step: 9, stage: "complete", label: "Complete" },
] as const satisfies readonly { step: number; stage: GenerateStage; label: string }[];

/** Number of steps of the flow. */
export const GENERATE_STEP_COUNT = GENERATE_STEPS.length;

/** How long the finished progress bar stays before it clears, in ms. */
export const PROGRESS_CLEAR_MS = 3000;

/** Messages of the flow (spec §8 "AI in the editor"). */
export const GENERATE_MESSAGES = {
  failed: "Generation failed",
  titleRequired: "Please enter a title first!",
  focusKeywords: "Failed to generate focus keywords",
  images: "Failed to generate images",
  categories: "Category selection failed",
  featuredImage: "Featured image generation failed",
  recipeSchema: "Failed to generate recipe schema",
  done: "Content generated",
  cancelled: "Generation cancelled",
  interrupted: "Generation was interrupted. Please try again.",
  running: "Generation is already running for this post",
} as const;

/** The stage a step belongs to. */
export function stageOfStep(step: number): GenerateStage {
  return GENERATE_STEPS.find((s) => s.step === step)?.stage ?? "content";
}
