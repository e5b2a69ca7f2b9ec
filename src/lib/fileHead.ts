/**
 * A file's first bytes, read in the browser: enough to tell its kind by its content
 * (src/contract/uploads.ts). None when it cannot be read (a file removed from the disk since it
 * was chosen, say).
 */
import { UPLOAD_SIGNATURE_BYTES } from '../contract/uploads';

/** The bytes of a blob: its own arrayBuffer where it has one, else through a FileReader. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

export async function readFileHead(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await bytesOf(file.slice(0, UPLOAD_SIGNATURE_BYTES)));
  } catch {
    return new Uint8Array();
  }
}
