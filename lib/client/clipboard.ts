/** Copying text for the reader or the editor, who may then paste it elsewhere. */

/** Writes `text` to the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
