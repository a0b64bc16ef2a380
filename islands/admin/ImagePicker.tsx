/**
 * Picks one image on the client: a file button or a drop zone (drag and drop),
 * a preview of the chosen image, and a message when the file is not an image or
 * is too large. The chosen `File` goes to `onFile`; uploading is the caller's job.
 * Every pick, accepted or refused, first calls `onPick`, so the caller drops what
 * the previous pick left (its message, a file waiting to be uploaded): only the
 * latest pick's message is ever shown.
 */
import { useId, useRef, useState } from "react";
import { useDropZone } from "@/lib/client/use_drop_zone.ts";

/** Message when the chosen file is not an image. */
export const NOT_AN_IMAGE = "Please upload an image file";

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  label: string;
  onFile: (file: File) => void;
  /** Called first on every pick, accepted or refused (see the module doc). */
  onPick?: () => void;
  /** Largest accepted size in bytes, with the message shown above it. */
  maxBytes?: number;
  tooLargeMessage?: string;
  hint?: string;
  /** Image shown before anything is picked (for example the current logo). */
  currentUrl?: string;
  /** False: no preview of the picked file (the caller shows the stored image instead). */
  previewPicked?: boolean;
}

/** See the module doc. */
export default function ImagePicker(props: ImagePickerProps) {
  const { label, onFile, onPick, maxBytes, tooLargeMessage, hint, currentUrl, previewPicked = true } = props;
  const id = useId();
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState("");
  const picks = useRef(0);

  function take(file: File | undefined) {
    if (!file) return;
    const pick = ++picks.current;
    onPick?.();
    const refusal = !file.type.startsWith("image/")
      ? NOT_AN_IMAGE
      : maxBytes !== undefined && file.size > maxBytes
      ? tooLargeMessage ?? "Image too large"
      : "";
    setError(refusal);
    if (refusal) return setPreview(null);
    if (previewPicked) {
      // A data: URL, not a blob: one: the Content-Security-Policy allows data: images only.
      const reader = new FileReader();
      reader.onload = () => {
        if (pick === picks.current && typeof reader.result === "string") {
          setPreview({ url: reader.result, name: file.name });
        }
      };
      reader.readAsDataURL(file);
    }
    onFile(file);
  }

  const drop = useDropZone((files) => take(files?.[0]));
  const shown = preview?.url ?? currentUrl;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div class="field image-picker">
      <label for={`${id}-file`}>{label}</label>
      <div
        class={drop.over ? "drop-zone over" : "drop-zone"}
        data-drop-zone
        {...drop.handlers}
      >
        {shown && <img class="image-preview" src={shown} alt={preview ? `Preview of ${preview.name}` : label} />}
        <p class="drop-text">Drop an image here or choose a file</p>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? "true" : undefined}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            take(input.files?.[0]);
            input.value = "";
          }}
        />
      </div>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
      {error && <p id={`${id}-error`} class="field-error" role="alert">{error}</p>}
    </div>
  );
}
