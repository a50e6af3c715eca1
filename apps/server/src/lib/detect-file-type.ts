/** A file's type by its content. Imported on first use: only profile images and contracts need it, and
 * a server that never sees one keeps its memory. */
export async function detectFileType(bytes: Buffer) {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
