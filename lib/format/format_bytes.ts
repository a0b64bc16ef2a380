/** Byte sizes for messages, in Bytes, KB, MB or GB (powers of 1024, at most two decimals). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const power = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** power).toFixed(2))} ${units[power]}`;
}
