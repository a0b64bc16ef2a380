/**
 * The editor's tags panel: the post's tags as chips, each with a remove button, and a text box that adds a tag on
 * Enter, on a comma (so pasted "a, b, c" adds three) or with the Add tag button. Backspace in the empty box removes the
 * last tag. Changes are announced to screen readers; refused text stays in the box with the reason under it.
 */
import { useRef, useState } from "react";
import { addTags } from "../../../lib/client/post_tags.ts";
import { MAX_POST_TAGS, MAX_TAG_LENGTH } from "../../../lib/shared/tags.ts";

/** Props of {@link TagsPanel}. */
export interface TagsPanelProps {
  tags: string[];
  onTags: (tags: string[]) => void;
}

/** See the module doc. */
export function TagsPanel({ tags, onTags }: TagsPanelProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);

  /** Adds `value`; returns true when everything in it was taken. */
  function add(value: string): boolean {
    if (!value.trim()) return true;
    const result = addTags(tags, value);
    if (result.added.length) {
      onTags(result.tags);
      setAnnouncement(`Added tag${result.added.length > 1 ? "s" : ""} ${result.added.join(", ")}`);
    }
    setError(result.error ?? "");
    return result.error === null;
  }

  function remove(tag: string) {
    onTags(tags.filter((t) => t !== tag));
    setAnnouncement(`Removed tag ${tag}`);
    setError("");
    input.current?.focus();
  }

  function commit() {
    if (add(text)) setText("");
  }

  const describedBy = ["post-tags-hint", error ? "post-tags-error" : ""].filter(Boolean).join(" ");
  return (
    <section class="panel tags-panel" aria-labelledby="post-tags-title">
      <h2 id="post-tags-title">Tags</h2>
      {tags.length > 0 && (
        <ul class="tag-chips" aria-label="Tags of this post">
          {tags.map((tag) => (
            <li key={tag} class="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                class="tag-chip-remove"
                aria-label={`Remove tag ${tag}`}
                title={`Remove tag ${tag}`}
                onClick={() => remove(tag)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label for="post-tags-input">Add tags</label>
      <div class="tag-entry">
        <input
          id="post-tags-input"
          ref={input}
          value={text}
          autocomplete="off"
          aria-describedby={describedBy}
          aria-invalid={error ? "true" : undefined}
          onInput={(e) => {
            const value = (e.target as HTMLInputElement).value;
            const cut = value.lastIndexOf(",");
            if (cut === -1) {
              setText(value);
              setError("");
              return;
            }
            // Everything before the last comma is complete; what follows it is still being typed.
            const done = add(value.slice(0, cut));
            setText(done ? value.slice(cut + 1).trimStart() : value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
              e.preventDefault();
              remove(tags[tags.length - 1]);
            }
          }}
        />
        <button type="button" class="btn btn-light btn-small" onClick={commit}>Add tag</button>
      </div>
      <p id="post-tags-hint" class="hint">
        Separate tags with commas or press Enter. Up to {MAX_POST_TAGS} tags of {MAX_TAG_LENGTH} characters.
      </p>
      {error && <p id="post-tags-error" class="field-error" role="alert">{error}</p>}
      <p class="sr-only" aria-live="polite">{announcement}</p>
    </section>
  );
}
