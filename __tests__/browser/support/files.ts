import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Files a borrower chooses, as playwright's setInputFiles takes them. The lender accepts each by
 * its content (a PDF's or a PNG's own header), whatever its name.
 */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const PDF_HEAD = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
const PDF_TAIL = 'trailer << /Root 1 0 R >>\n%%EOF\n';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A small PDF; `padding` bytes of a comment make it larger, so that files of different sizes can
 * be told apart in the lender's request log.
 */
export function pdfFile(name: string, padding = 0): ChosenFile {
  const comment = padding > 0 ? `%${'x'.repeat(padding)}\n` : '';
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`${PDF_HEAD}${comment}${PDF_TAIL}`),
  };
}

/** A 1 x 1 PNG, with `padding` bytes after its end (still a PNG by its content). */
export function pngFile(name: string, padding = 0): ChosenFile {
  return { name, mimeType: 'image/png', buffer: Buffer.concat([PNG_1PX, Buffer.alloc(padding)]) };
}

/**
 * `content` written to a file named `name` in a folder of its own, for setInputFiles to choose by
 * its path: a large file is read by the browser from disk, where bytes given to setInputFiles
 * cross to the page. The folder goes with the test file (afterAll).
 */
export function fileOnDisk(name: string, content: Buffer): string {
  folder ??= mkdtempSync(path.join(tmpdir(), 'chosen-files-'));
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}
let folder: string | undefined;
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});
