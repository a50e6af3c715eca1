import { File as NodeFile } from 'node:buffer';

/** jsdom's File read into Node's (jsdom's Blob has no arrayBuffer(); its FileReader does the reading). */
export function nodeFile(file: File): Promise<File> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        new NodeFile([new Uint8Array(reader.result as ArrayBuffer)], file.name, {
          type: file.type,
          lastModified: file.lastModified,
        }) as unknown as File,
      );
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}
