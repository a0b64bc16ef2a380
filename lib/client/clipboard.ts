/**
 * Copying text for the editor, who may then paste it elsewhere. Admin islands only: a public island importing it would
 * share its chunk with them, one more script on the recipe page.
 */

/** Writes `text` to the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
