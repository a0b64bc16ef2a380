/** The Generate with AI progress bar: the stages Content, Images, Optimization, Complete with the current one marked. */
import { GENERATE_STAGES, GENERATE_STEPS, type GenerateStage, STAGE_LABELS } from "../../lib/shared/ai_generate.ts";

/** Props of {@link GenerateProgress}. */
export interface GenerateProgressProps {
  stage: GenerateStage;
  step: number;
}

/** See the module doc. */
export function GenerateProgress({ stage, step }: GenerateProgressProps) {
  const current = GENERATE_STAGES.indexOf(stage);
  const label = GENERATE_STEPS.find((s) => s.step === step)?.label ?? "";
  return (
    <div class="generate-progress" data-stage={stage}>
      <ol aria-label="Generation progress">
        {GENERATE_STAGES.map((name, i) => (
          <li
            key={name}
            class={i < current ? "is-done" : i === current ? "is-current" : undefined}
            aria-current={i === current ? "step" : undefined}
          >
            {STAGE_LABELS[name]}
          </li>
        ))}
      </ol>
      <p class="generate-step" role="status">{stage === "complete" ? STAGE_LABELS.complete : `${label}...`}</p>
    </div>
  );
}
