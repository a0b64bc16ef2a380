/**
 * The editor's featured image panel: pick or drop an image, which is uploaded
 * at once (4 MB, at least 512×512, saved as a 512×512 WebP); a preview of the
 * stored image and a Remove button. Errors show under the picker and as a toast.
 */
import { useState } from "react";
import { failureMessage, isUnauthorized } from "../../../lib/client/api.ts";
import { FEATURED_UPLOAD_FAILED, uploadFeaturedImage } from "../../../lib/client/featured_image.ts";
import { showToast } from "../../../lib/client/toasts.ts";
import ImagePicker from "../../../islands/admin/ImagePicker.tsx";

/** Props of {@link FeaturedImagePanel}. */
export interface FeaturedImagePanelProps {
  /** The stored image URL, or "". */
  value: string;
  onValue: (url: string) => void;
  postId: string | null;
  title: string;
}

/** See the module doc. */
export function FeaturedImagePanel({ value, onValue, postId, title }: FeaturedImagePanelProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState("");

  async function upload(file: File) {
    setUploading(true);
    setError("");
    try {
      onValue(await uploadFeaturedImage(file, postId, title));
      showToast("Featured image uploaded", "success");
    } catch (caught) {
      if (isUnauthorized(caught)) return;
      const message = failureMessage(caught, FEATURED_UPLOAD_FAILED);
      setError(message);
      showToast(message, "error");
    } finally {
      setUploading(false);
    }
  }

  return (
    <section
      class="panel featured-image-panel"
      aria-labelledby="featured-image-title"
      aria-busy={uploading ? "true" : undefined}
    >
      <h2 id="featured-image-title">Featured image</h2>
      {value && (
        <figure class="featured-image-preview">
          <img src={value} alt="Featured image preview" width={256} height={256} />
          <button type="button" class="btn btn-light btn-small" disabled={uploading} onClick={() => onValue("")}>
            Remove featured image
          </button>
        </figure>
      )}
      <ImagePicker
        previewPicked={false}
        label={value ? "Replace featured image" : "Upload featured image"}
        onPick={() => setError("")}
        onFile={upload}
        hint="At least 512×512 pixels, up to 4 MB; saved as a 512×512 WebP."
      />
      {uploading && <p class="hint" role="status">Uploading…</p>}
      {error && <p class="field-error featured-image-error" role="alert">{error}</p>}
    </section>
  );
}
