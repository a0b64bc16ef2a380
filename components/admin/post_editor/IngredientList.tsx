/**
 * The recipe's ingredients as an editable list: one input per ingredient with
 * move up, move down and remove; "Add ingredient"; pasting several lines into
 * one input splits them into one ingredient each. An empty list shows one
 * empty input, ready for typing or pasting.
 */
import { moveItem, pasteIntoList, removeItem } from "../../../lib/client/recipe_fields.ts";
import { revealSoon } from "../../../lib/client/reveal.ts";

/** Props of {@link IngredientList}. */
export interface IngredientListProps {
  items: string[];
  onItems: (items: string[]) => void;
}

/** See the module doc. */
export function IngredientList({ items: stored, onItems }: IngredientListProps) {
  const items = stored.length ? stored : [""];
  const set = (index: number, value: string) => onItems(items.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset class="recipe-list ingredient-list">
      <legend>Ingredients</legend>
      <p id="ingredients-hint" class="hint">One ingredient per line; paste a whole list into one line to split it.</p>
      <ol>
        {items.map((item, index) => (
          <li key={index} class="recipe-list-row">
            <input
              id={`ingredient-${index}`}
              value={item}
              aria-label={`Ingredient ${index + 1}`}
              aria-describedby="ingredients-hint"
              onInput={(event) => set(index, (event.target as HTMLInputElement).value)}
              onPaste={(event) => {
                const text = (event as ClipboardEvent).clipboardData?.getData("text/plain") ?? "";
                if (!/[\r\n]/.test(text.trim())) return;
                event.preventDefault();
                const input = event.target as HTMLInputElement;
                const start = input.selectionStart ?? input.value.length;
                const end = input.selectionEnd ?? start;
                onItems(pasteIntoList(items, index, text, { start, end }));
              }}
            />
            <RowButtons
              what={`ingredient ${index + 1}`}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(to) => onItems(moveItem(items, index, index + to))}
              onRemove={() => onItems(removeItem(items, index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        class="btn btn-light btn-small"
        onClick={() => {
          onItems([...items, ""]);
          revealSoon(`#ingredient-${items.length}`, false);
        }}
      >
        Add ingredient
      </button>
    </fieldset>
  );
}

/** Props of {@link RowButtons}. */
export interface RowButtonsProps {
  /** What the row is, for the buttons' labels ("ingredient 2", "step 1"). */
  what: string;
  first: boolean;
  last: boolean;
  /** Called with -1 (up) or 1 (down). */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove buttons of one list row. */
export function RowButtons({ what, first, last, onMove, onRemove }: RowButtonsProps) {
  const buttons = [
    { text: "↑", label: `Move ${what} up`, disabled: first, onClick: () => onMove(-1) },
    { text: "↓", label: `Move ${what} down`, disabled: last, onClick: () => onMove(1) },
    { text: "×", label: `Remove ${what}`, disabled: false, onClick: onRemove },
  ];
  return (
    <span class="row-buttons">
      {buttons.map(({ text, label, ...rest }) => (
        <button key={text} type="button" class="btn btn-light btn-icon" aria-label={label} {...rest}>{text}</button>
      ))}
    </span>
  );
}
