/**
 * The review form under a recipe (name, optional e-mail, 1–5 stars, text) or the comment form under an article (name,
 * text), with a hidden honeypot and the form's issue stamp. Without script it is a plain form post answered with a
 * redirect back to the post, carrying the page's stamp; with script the form fetches a fresh stamp of its own as it is
 * shown (`data-stamp="fresh"` once it has it; the page's stays if that fails) and again after an expired one, it is
 * sent as JSON, field errors appear under their fields (aria-describedby, aria-invalid) and the thanks replace the
 * form's fields. The stars are radios drawn as stars (their names stay "1 estrella" … "5 estrellas"); a review sent
 * with script is kept in localStorage and shown above the form as "Pendiente de moderación" until the page lists it.
 */
import { useEffect, useState } from "preact/hooks";
import { readStored, writeStored } from "@/lib/client/local_store.ts";
import { pluralize } from "@/lib/text/plural.ts";

/** Props: the post, whether it is a recipe, the page's stamp, and the outcome of a plain form post (already worded). */
export interface ReviewFormProps {
  postId: string;
  isRecipe: boolean;
  stamp: string;
  notice?: { text: string; ok: boolean } | null;
}

const STAR_VALUES = [1, 2, 3, 4, 5];
const GENERIC_ERROR = "No hemos podido guardar tu opinión. Revisa los campos e inténtalo de nuevo.";

/** A review this browser sent that is not public yet. */
interface PendingReview {
  name: string;
  text: string;
  stars?: number;
}

const pendingKey = (postId: string) => `resena-pendiente:${postId}`;

/** The review this browser sent for the post, unless the page already lists it (then it is forgotten). */
function readPending(postId: string): PendingReview | null {
  const pending = readStored<PendingReview | null>(pendingKey(postId), null);
  const listed = [...document.querySelectorAll("#opiniones .reviews__list .review__text")].some((p) =>
    p.textContent === pending?.text
  );
  if (listed) writeStored(pendingKey(postId), null);
  return listed ? null : pending;
}

async function freshStamp(postId: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/posts/${postId}/reviews/stamp`); // sends the cookie: same-origin is the default
    return response.ok ? (await response.json()).stamp ?? null : null;
  } catch {
    return null;
  }
}

export default function ReviewForm({ postId, isRecipe, stamp: pageStamp, notice = null }: ReviewFormProps) {
  const [stamp, setStamp] = useState({ value: pageStamp, fresh: false });
  const renewStamp = async () => {
    const value = await freshStamp(postId);
    if (value) setStamp({ value, fresh: true });
  };
  const [pending, setPending] = useState<PendingReview | null>(null);
  useEffect(() => {
    void renewStamp();
    setPending(readPending(postId));
  }, [postId]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState(notice);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const noun = isRecipe ? "reseña" : "comentario";

  async function submit(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const body: Record<string, unknown> = Object.fromEntries(new FormData(form));
    if (body.stars) body.stars = Number(body.stars);
    setSending(true);
    try {
      const { postJson } = await import("@/lib/client/post_json.ts");
      const { ok, data } = await postJson(`/api/posts/${postId}/reviews`, body);
      const fields: Record<string, string[]> = data?.fields ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list[0]])));
      if (ok) {
        setSent(true);
        const own = { name: String(body.name), text: String(body.text), stars: body.stars as number | undefined };
        setPending(own);
        writeStored(pendingKey(postId), own); // private mode: shown until the page is left
      } else if (fields.stamp) void renewStamp();
      setBanner({ text: data?.message ?? fields.stamp?.[0] ?? data?.error ?? GENERIC_ERROR, ok });
    } catch {
      setBanner({ text: GENERIC_ERROR, ok: false });
    } finally {
      setSending(false);
    }
  }

  const described = (name: string, hint?: string) => {
    const ids = [hint, errors[name] ? `resena-${name}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-describedby": ids || undefined, "aria-invalid": errors[name] ? true : undefined };
  };
  const error = (name: string) =>
    errors[name] && <p id={`resena-${name}-error`} class="review-form__error">{errors[name]}</p>;

  return (
    <form
      id="resena-formulario"
      class="review-form"
      method="post"
      action={`/api/posts/${postId}/reviews`}
      onSubmit={submit}
      data-stamp={stamp.fresh ? "fresh" : "page"}
    >
      {pending && (
        <div class="review review--pending">
          <p class="review__meta">
            <strong class="review__name">{pending.name}</strong>
            <span class="review__pending">Pendiente de moderación</span>
            {pending.stars && (
              <span class="review__stars" role="img" aria-label={`${pending.stars} de 5 estrellas`}>
                {"★".repeat(pending.stars)}
              </span>
            )}
          </p>
          <p class="review__text">{pending.text}</p>
        </div>
      )}
      <h3 class="review-form__title">{isRecipe ? "Escribe una reseña" : "Deja un comentario"}</h3>
      {banner && (
        <div
          class={`form-banner form-banner--${banner.ok ? "success" : "error"}`}
          role={banner.ok ? "status" : "alert"}
        >
          {banner.text}
        </div>
      )}
      {!sent && (
        <>
          <input type="hidden" name="stamp" value={stamp.value} />
          <div class="form-field">
            <label for="resena-name">Nombre</label>
            <input
              id="resena-name"
              name="name"
              type="text"
              autocomplete="name"
              maxLength={80}
              required
              {...described("name")}
            />
            {error("name")}
          </div>
          {isRecipe && (
            <div class="form-field">
              <label for="resena-email">Correo electrónico (opcional)</label>
              <input
                id="resena-email"
                name="email"
                type="email"
                autocomplete="email"
                maxLength={254}
                {...described("email", "resena-email-hint")}
              />
              <p id="resena-email-hint" class="review-form__hint">No se publicará.</p>
              {error("email")}
            </div>
          )}
          {isRecipe && (
            <fieldset class="review-form__stars" aria-describedby={errors.stars ? "resena-stars-error" : undefined}>
              <legend>Valoración</legend>
              {STAR_VALUES.map((n) => (
                <label key={n} class="review-form__star">
                  <input type="radio" name="stars" value={n} required />
                  <span aria-hidden="true">★</span>
                  <span class="visually-hidden">{pluralize(n, "estrella")}</span>
                </label>
              ))}
              {error("stars")}
            </fieldset>
          )}
          <div class="form-field">
            <label for="resena-text">{isRecipe ? "Tu reseña" : "Tu comentario"}</label>
            <textarea
              id="resena-text"
              name="text"
              rows={5}
              minLength={3}
              maxLength={3000}
              required
              {...described("text", "resena-text-hint")}
            />
            <p id="resena-text-hint" class="review-form__hint">Solo texto, hasta 3000 caracteres.</p>
            {error("text")}
          </div>
          <div class="contact-form__trap" aria-hidden="true">
            <label for="resena-website">Sitio web (no rellenar)</label>
            <input id="resena-website" name="website" type="text" tabIndex={-1} autocomplete="off" />
          </div>
          <button class="button button--primary" type="submit" disabled={sending}>
            {sending ? "Enviando..." : `Enviar ${noun}`}
          </button>
        </>
      )}
    </form>
  );
}
