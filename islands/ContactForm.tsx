/**
 * The contact form: name, email, subject and message (all required) plus a
 * hidden honeypot field. Sending shows 'Enviando...'; success clears the
 * fields and shows a banner for 5 seconds; failure shows the error text.
 */
import { useEffect, useState } from "preact/hooks";
import { CONTACT_SUBJECTS } from "../lib/shared/contact_subjects.ts";

/** How long the success banner stays, in ms. */
export const SUCCESS_MS = 5000;
/** Success banner title. */
export const CONTACT_SUCCESS = "¡Mensaje enviado con éxito!";
/** Success banner detail. */
export const CONTACT_SUCCESS_DETAIL = "Te responderemos pronto.";
/** Failure text. */
export const CONTACT_ERROR = "Hubo un error al enviar el mensaje. Por favor, intenta de nuevo.";

type Status = "idle" | "sending" | "success" | "error";
type Fields = { name: string; email: string; subject: string; message: string; website: string };

const EMPTY: Fields = { name: "", email: "", subject: "", message: "", website: "" };

export default function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<Status>("idle");
  const [detail, setDetail] = useState("");

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const bind = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onInput: (event: Event) =>
      setFields({ ...fields, [name]: (event.target as HTMLInputElement | HTMLTextAreaElement).value }),
  });

  async function submit(event: Event) {
    event.preventDefault();
    setStatus("sending");
    setDetail("");
    try {
      const { postJson } = await import("@/lib/client/post_json.ts");
      const { ok, status: code, data } = await postJson("/api/contact", fields);
      if (ok) {
        setFields(EMPTY);
        setStatus("success");
        return;
      }
      if (code === 429 && data?.error) setDetail(data.error);
      setStatus("error");
    } catch {
      setStatus("error");
    }
  }

  const sending = status === "sending";
  return (
    <form id="contact-form" class="contact-form" method="post" action="/api/contact" onSubmit={submit}>
      {status === "success" && (
        <div class="form-banner form-banner--success" role="status">
          <strong>{CONTACT_SUCCESS}</strong> {CONTACT_SUCCESS_DETAIL}
        </div>
      )}
      {status === "error" && (
        <div class="form-banner form-banner--error" role="alert">
          {CONTACT_ERROR}
          {detail && <span class="form-banner__detail">{detail}</span>}
        </div>
      )}
      <div class="contact-form__row">
        <div class="form-field">
          <label for="contact-name">Nombre completo</label>
          <input id="contact-name" type="text" autocomplete="name" maxLength={100} required {...bind("name")} />
        </div>
        <div class="form-field">
          <label for="contact-email">Correo electrónico</label>
          <input id="contact-email" type="email" autocomplete="email" maxLength={254} required {...bind("email")} />
        </div>
      </div>
      <div class="form-field">
        <label for="contact-subject">Asunto</label>
        <select id="contact-subject" required {...bind("subject")}>
          <option value="" disabled selected={fields.subject === ""}>Selecciona un asunto</option>
          {Object.entries(CONTACT_SUBJECTS).map(([value, text]) => <option key={value} value={value}>{text}</option>)}
        </select>
      </div>
      <div class="form-field">
        <label for="contact-message">Mensaje</label>
        <textarea id="contact-message" rows={6} maxLength={5000} required {...bind("message")} />
      </div>
      <div class="contact-form__trap" aria-hidden="true">
        <label for="contact-website">Sitio web (no rellenar)</label>
        <input id="contact-website" type="text" tabIndex={-1} autocomplete="off" {...bind("website")} />
      </div>
      <button class="button button--primary contact-form__submit" type="submit" disabled={sending}>
        {sending ? "Enviando..." : "Enviar mensaje"}
      </button>
    </form>
  );
}
