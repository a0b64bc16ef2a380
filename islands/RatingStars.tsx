/**
 * Reader rating of a post: 1 to 5 stars with the average and vote count, rendered by the server (`initial`) and
 * refreshed with the visitor's own vote once shown; the summary links to the reviews (`#opiniones`).
 * Hovering or focusing a star previews the vote (CSS only); the buttons are disabled while a vote is being sent; a
 * later vote by the same visitor replaces the earlier one.
 */
import { useEffect, useState } from "preact/hooks";
import { pluralize } from "../lib/text/plural.ts";

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  postId: string;
  /** The average and count the page was rendered with. */
  initial?: { average: number; count: number } | null;
}

/** What the rating endpoint answers. */
interface RatingState {
  average: number;
  count: number;
  yourVote: number | null;
}

/** Thanks shown after a vote is stored. */
const RATING_THANKS = "¡Gracias por tu valoración!";
/** Shown when a vote could not be stored. */
const RATING_ERROR = "No se pudo guardar tu valoración. Por favor, intenta de nuevo.";

const STARS = [1, 2, 3, 4, 5];

/** "4,5 de 5 (3 valoraciones)" or the empty-state text. */
function summary(state: RatingState | null): string {
  if (!state) return "Cargando valoraciones...";
  if (state.count === 0) return "Sin valoraciones todavía. ¡Sé el primero en valorar!";
  const average = state.average.toFixed(1).replace(".", ","); // 1 to 5: no thousands to group
  return `${average} de 5 (${pluralize(state.count, "valoración", "valoraciones")})`;
}

export default function RatingStars({ postId, initial }: RatingStarsProps) {
  const url = `/api/posts/${encodeURIComponent(postId)}/rating`;
  const [state, setState] = useState<RatingState | null>(
    initial ? { ...initial, yourVote: null } : null,
  );
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    fetch(url) // same-origin credentials are fetch's default
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((data: RatingState) => setState(data))
      .catch(() => setState((shown) => shown ?? { average: 0, count: 0, yourVote: null }));
  }, [url]);

  async function vote(value: number) {
    setSending(true);
    setMessage(null);
    try {
      const { postJson } = await import("@/lib/client/post_json.ts");
      const { ok, status, data } = await postJson(url, { value });
      if (!ok) {
        setMessage({ ok: false, text: status === 429 && data?.error ? data.error : RATING_ERROR });
      } else {
        setState(data as RatingState);
        setMessage({ ok: true, text: RATING_THANKS });
      }
    } catch {
      setMessage({ ok: false, text: RATING_ERROR });
    } finally {
      setSending(false);
    }
  }

  const shown = state?.yourVote || Math.round(state?.average ?? 0);
  return (
    <div class="rating" data-sending={sending ? "" : undefined}>
      <div class="rating__stars" role="group" aria-label="Valora esta receta">
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            class={`rating__star${value <= shown ? " is-on" : ""}`}
            aria-label={pluralize(value, "estrella")}
            aria-pressed={state?.yourVote === value ? "true" : "false"}
            disabled={sending || !state}
            onClick={() => vote(value)}
          >
            <span class="rating__icon" aria-hidden="true" />
          </button>
        ))}
      </div>
      <p class="rating__summary" aria-live="polite">
        <a href="#opiniones">{summary(state)}</a>
      </p>
      {message && (
        <p class={`rating__message ${message.ok ? "is-ok" : "is-error"}`} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
    </div>
  );
}
