/**
 * Title search form (GET /search?q=). It works without script; once hydrated
 * the button stays disabled while the trimmed text is empty and only trimmed,
 * non-empty text is submitted.
 */
import { useEffect, useState } from "preact/hooks";

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  variant: "hero" | "header" | "page";
  initial?: string;
}

/** Where the search form sends its query. */
export const SEARCH_PATH = "/search";

export default function SearchBox({ variant, initial = "" }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const query = text.trim();
  const id = `search-${variant}`;

  function submit(event: Event) {
    event.preventDefault();
    if (query) globalThis.location.assign(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
  }

  return (
    <form class={`search-box search-box--${variant}`} action={SEARCH_PATH} method="get" role="search" onSubmit={submit}>
      <label class="visually-hidden" for={id}>Buscar recetas</label>
      <input
        id={id}
        class="search-box__input"
        type="search"
        name="q"
        value={text}
        placeholder="Busca una receta o un ingrediente…"
        autocomplete="off"
        required
        pattern=".*\S.*"
        maxLength={200}
        onInput={(event) =>
          setText((event.target as HTMLInputElement).value)}
      />
      <button class="search-box__button" type="submit" disabled={enhanced && !query}>
        <span class="search-box__label">Buscar</span>
      </button>
    </form>
  );
}
