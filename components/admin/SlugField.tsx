/** The post slug field: a normalised input, an inline error, and a visit link once the post is published. */
import { postPath } from "../../lib/shared/paths.ts";

/** Props of {@link SlugField}. */
export interface SlugFieldProps {
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** Shows 'Visit' to the public page of this slug. */
  publishedSlug?: string;
  postBase: string;
}

/** See the module doc. */
export function SlugField({ value, onValue, onBlur, error, publishedSlug, postBase }: SlugFieldProps) {
  const described = ["post-slug-hint", error && "post-slug-error"].filter(Boolean).join(" ");
  return (
    <div class={error ? "field has-error" : "field"}>
      <label for="post-slug">Slug</label>
      <div class="slug-row">
        <input
          id="post-slug"
          name="slug"
          value={value}
          aria-describedby={described}
          aria-invalid={error ? "true" : undefined}
          onInput={(event) => onValue((event.target as HTMLInputElement).value)}
          onBlur={onBlur}
        />
        {publishedSlug && (
          <a class="btn btn-light slug-visit" href={postPath(publishedSlug, postBase)} target="_blank" rel="noopener">
            Visit
          </a>
        )}
      </div>
      <p id="post-slug-hint" class="hint">Lower case letters, digits and hyphens; follows the title until edited.</p>
      {error && <p id="post-slug-error" class="field-error" role="alert">{error}</p>}
    </div>
  );
}
