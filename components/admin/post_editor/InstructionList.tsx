/** The recipe's steps: each with an optional name and its text; add, remove and reorder. */
import type { Instruction } from "../../../lib/schemas/post.ts";
import { moveItem, removeItem } from "../../../lib/client/recipe_fields.ts";
import { RowButtons } from "./IngredientList.tsx";
import { revealSoon } from "../../../lib/client/reveal.ts";

/** Props of {@link InstructionList}. */
export interface InstructionListProps {
  steps: Instruction[];
  onSteps: (steps: Instruction[]) => void;
}

/** See the module doc. */
export function InstructionList({ steps, onSteps }: InstructionListProps) {
  const set = (index: number, patch: Partial<Instruction>) =>
    onSteps(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  return (
    <fieldset class="recipe-list instruction-list">
      <legend>Instructions</legend>
      <ol>
        {steps.map((step, index) => (
          <li key={index} class="instruction-step">
            <div class="instruction-head">
              <strong>Step {index + 1}</strong>
              <RowButtons
                what={`step ${index + 1}`}
                first={index === 0}
                last={index === steps.length - 1}
                onMove={(by) => onSteps(moveItem(steps, index, index + by))}
                onRemove={() => onSteps(removeItem(steps, index))}
              />
            </div>
            <label for={`step-${index}-name`}>Step name (optional)</label>
            <input
              id={`step-${index}-name`}
              value={step.name}
              onInput={(event) => set(index, { name: (event.target as HTMLInputElement).value })}
            />
            <label for={`step-${index}-text`}>Instructions</label>
            <textarea
              id={`step-${index}-text`}
              rows={3}
              value={step.text}
              onInput={(event) => set(index, { text: (event.target as HTMLTextAreaElement).value })}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        class="btn btn-light btn-small"
        onClick={() => {
          onSteps([...steps, { name: "", text: "" }]);
          revealSoon(`#step-${steps.length}-text`, false);
        }}
      >
        Add step
      </button>
    </fieldset>
  );
}
