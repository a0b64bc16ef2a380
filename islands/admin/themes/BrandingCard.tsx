/**
 * One branding image of the Theme Settings: the current image, a picker
 * (type, size and minimum dimensions checked before sending), the upload
 * button ('Uploading...' or 'Processing...' while pending) and removal behind
 * a confirm dialog. Success and failure texts are the specification's.
 */
import { useRef, useState } from "react";
import {
  imageSize,
  MIN_SIZE,
  removeBranding,
  type ThemesAnswer,
  uploadBranding,
  uploadErrorMessage,
} from "@/lib/client/themes.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { BRANDING_TEXTS, type BrandingAsset } from "@/lib/shared/themes.ts";
import BusyButton, { BUSY_TEXT } from "@/islands/admin/BusyButton.tsx";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import ImagePicker from "@/islands/admin/ImagePicker.tsx";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link BrandingCard}. */
export interface BrandingCardProps {
  asset: BrandingAsset;
  title: string;
  hint: string;
  /** The current image, or null. */
  currentUrl: string | null;
  /** Confirm dialog title of the removal. */
  removeTitle: string;
  onSaved: (answer: ThemesAnswer) => void;
}

/** See the module doc. */
export default function BrandingCard(props: BrandingCardProps) {
  const { asset, title, hint, currentUrl, removeTitle, onSaved } = props;
  const texts = BRANDING_TEXTS[asset];
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState("");
  const [pending, setPending] = useState<"upload" | "remove" | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const latestPick = useRef(0);
  const confirm = useConfirm();
  const id = `branding-${asset}`;

  /** A new pick, accepted by the picker or not: what the previous one left goes. */
  function forgetPick() {
    latestPick.current++;
    setError("");
    setFile(null);
  }

  async function pick(picked: File) {
    const current = latestPick.current;
    const min = MIN_SIZE[asset];
    const size = min ? await imageSize(picked) : null;
    if (current !== latestPick.current) return;
    if (min && size && (size.width < min.width || size.height < min.height)) return setError(min.message);
    setFile(picked);
  }

  async function upload() {
    if (!file) return;
    setPending("upload");
    await attempt(async () => {
      onSaved(await uploadBranding(asset, file));
      showToast(texts.uploaded, "success");
      setFile(null);
      setPickerKey((key) => key + 1);
    }, (caught) => uploadErrorMessage(caught, texts.uploadFailed));
    setPending(null);
  }

  async function remove() {
    const message = `Remove the ${title.toLowerCase()}? The file is deleted from storage.`;
    if (!(await confirm.askDanger(removeTitle, message, "Remove"))) return;
    setPending("remove");
    await attempt(async () => {
      onSaved(await removeBranding(asset));
      showToast(texts.removed, "success");
      setPickerKey((key) => key + 1);
    }, () => texts.removeFailed);
    setPending(null);
  }

  return (
    <section class="branding-card" aria-labelledby={`${id}-title`} data-asset={asset}>
      <h2 id={`${id}-title`} class="panel-title">{title}</h2>
      {currentUrl
        ? <img class="branding-current" src={currentUrl} alt={`Current ${title.toLowerCase()}`} />
        : <p class="hint">None uploaded.</p>}
      <ImagePicker
        key={pickerKey}
        label={`Choose ${title.toLowerCase()}`}
        hint={hint}
        maxBytes={texts.maxBytes - 1}
        tooLargeMessage={texts.tooLarge}
        onPick={forgetPick}
        onFile={pick}
      />
      {error && <p class="field-error" role="alert">{error}</p>}
      <div class="actions">
        <BusyButton
          busy={pending === "upload"}
          busyText={asset === "logo" ? BUSY_TEXT.uploading : BUSY_TEXT.processing}
          disabled={!file || pending !== null}
          onClick={upload}
        >
          {`Upload ${title}`}
        </BusyButton>
        {currentUrl && (
          <Button variant="danger" disabled={pending !== null} onClick={remove}>
            {pending === "remove" ? "Removing..." : `Remove ${title}`}
          </Button>
        )}
      </div>
      {confirm.dialog}
    </section>
  );
}
