/**
 * A file's size as the team reads it in the inbox and in the notification e-mail: the same
 * file must show the same size in both ("512 bytes", "12.3 KB", "4.0 MB"; 1 KB = 1024 bytes).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
