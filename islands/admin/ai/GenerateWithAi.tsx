/**
 * The editor header's Generate with AI button ('Wait Ns' for 5 s after a
 * run), its Cancel button while the job runs, and the progress bar. Disabled
 * with a hint when no AI provider is configured.
 */
import { GenerateProgress } from "../../../components/admin/GenerateProgress.tsx";
import type { GenerateJobState } from "../../../lib/client/use_generate_job.ts";
import { useAiPost } from "../../../lib/client/ai_post_context.ts";
import { useCountdown } from "../../../lib/client/use_countdown.ts";
import { cooldownLabel } from "../CooldownButton.tsx";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link GenerateWithAi}. */
export interface GenerateWithAiProps {
  job: GenerateJobState;
  disabled?: boolean;
}

/** See the module doc. */
export default function GenerateWithAi({ job, disabled }: GenerateWithAiProps) {
  const { text: configured, title, hint } = useAiPost();
  const wait = useCountdown(job.cooldownUntil);
  return (
    <>
      {job.stage && <GenerateProgress stage={job.stage} step={job.step} />}
      {job.running && <Button onClick={() => job.cancel()}>Cancel</Button>}
      <button
        type="button"
        class="btn btn-ai"
        disabled={!configured || job.running || wait > 0 || disabled}
        aria-busy={job.running ? "true" : undefined}
        title={configured ? undefined : hint ?? undefined}
        aria-describedby={configured ? undefined : "ai-not-configured"}
        onClick={() => job.start(title)}
      >
        {job.running ? "Generating..." : wait > 0 ? cooldownLabel(wait) : "Generate with AI"}
      </button>
      {!configured && <span id="ai-not-configured" class="ai-hint">{hint}</span>}
    </>
  );
}
