/**
 * The editor header's Generate with AI button, its Cancel button while the
 * job runs, and the progress bar. Disabled with a hint when no AI provider
 * is configured.
 */
import { GenerateProgress } from "../../../components/admin/GenerateProgress.tsx";
import type { GenerateJobState } from "../../../lib/client/use_generate_job.ts";
import { useAiPost } from "../../../lib/client/ai_post_context.ts";

/** Props of {@link GenerateWithAi}. */
export interface GenerateWithAiProps {
  job: GenerateJobState;
  disabled?: boolean;
}

/** See the module doc. */
export default function GenerateWithAi({ job, disabled }: GenerateWithAiProps) {
  const { text: configured, title, hint } = useAiPost();
  return (
    <>
      {job.stage && <GenerateProgress stage={job.stage} step={job.step} />}
      {job.running && (
        <button type="button" class="btn btn-light" onClick={() => job.cancel()}>
          Cancel
        </button>
      )}
      <button
        type="button"
        class="btn btn-ai"
        disabled={!configured || job.running || disabled}
        aria-busy={job.running ? "true" : undefined}
        title={configured ? undefined : hint ?? undefined}
        aria-describedby={configured ? undefined : "ai-not-configured"}
        onClick={() => job.start(title)}
      >
        {job.running ? "Generating..." : "Generate with AI"}
      </button>
      {!configured && <span id="ai-not-configured" class="ai-hint">{hint}</span>}
    </>
  );
}
