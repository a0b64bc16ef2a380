/**
 * One category image (card or header): the picker, the upload through the
 * media pipeline with 'Uploading...' while it runs, the server's message when
 * the image is refused, and a Remove button.
 */
import { useRef, useState } from "react";
import ImagePicker from "@/islands/admin/ImagePicker.tsx";
import { uploadCategoryImage } from "@/lib/client/categories.ts";
import { failureMessage, isUnauthorized } from "@/lib/client/api.ts";
import { imageTooLarge, MAX_IMAGE_BYTES } from "@/lib/shared/image_limits.ts";
import { BUSY_TEXT } from "@/islands/admin/BusyButton.tsx";

/** Props of {@link CategoryImageField}. */
export interface CategoryImageFieldProps {
  label: string;
  hint: string;
  /** Upload `type` of the media pipeline. */
  type: string;
  value: string;
  onValue: (url: string) => void;
  /** Reports whether an upload is running. */
  onBusy: (busy: boolean) => void;
}

/** See the module doc. */
export default function CategoryImageField(props: CategoryImageFieldProps) {
  const { label, hint, type, value, onValue, onBusy } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const latestPick = useRef(0);
  const uploads = useRef(0);

  /** A new pick, accepted by the picker or not: the previous one's message goes, and its upload no longer counts. */
  function forgetPick() {
    latestPick.current++;
    setError("");
  }

  async function upload(file: File) {
    if (file.size > MAX_IMAGE_BYTES) {
      setError(imageTooLarge(file.size));
      return;
    }
    const current = latestPick.current;
    uploads.current++;
    setBusy(true);
    onBusy(true);
    try {
      const url = await uploadCategoryImage(file, type);
      if (current === latestPick.current) onValue(url);
    } catch (caught) {
      if (isUnauthorized(caught) || current !== latestPick.current) return;
      setError(failureMessage(caught, `Failed to upload ${label.toLowerCase()}`));
    } finally {
      if (--uploads.current === 0) {
        setBusy(false);
        onBusy(false);
      }
    }
  }

  return (
    <div class="category-image" data-image-type={type}>
      <ImagePicker label={label} hint={hint} currentUrl={value || undefined} onPick={forgetPick} onFile={upload} />
      {busy && <p class="upload-status" role="status">{BUSY_TEXT.uploading}</p>}
      {error && <p class="field-error upload-error" role="alert">{error}</p>}
      {value && !busy && (
        <button type="button" class="btn btn-light btn-small" onClick={() => onValue("")}>
          Remove {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}
