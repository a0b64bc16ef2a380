/** Reads a child process's output line by line (the supervisor passes each line on and looks for announcements). */

/** Calls `onLine` with each line of `stream` (without its newline), the last one even without one; resolves at its end. */
export async function eachLine(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  onLine: (line: string) => void,
): Promise<void> {
  let pending = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf("\n")) >= 0) {
      onLine(pending.slice(0, end).replace(/\r$/, ""));
      pending = pending.slice(end + 1);
    }
  }
  if (pending) onLine(pending);
}
