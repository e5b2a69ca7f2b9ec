/** Files a borrower chooses, and how an upload field lists them (src/forms/FileField.tsx). */
import { screen } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { UPLOAD_SIGNATURES, type UploadKind } from '../../src/contract/uploads';

/** The first bytes of a file of `type`: its kind's own, for the kinds the lender keeps. */
export const headOfType = (type: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(type in UPLOAD_SIGNATURES ? UPLOAD_SIGNATURES[type as UploadKind] : []);

/**
 * A file as a browser would give it, its content of its `type` (the FileField judges a file by
 * its first bytes). jest-fixed-jsdom's FormData is Node's, which takes Node's File; `size` can be
 * faked for a file that is refused before it is sent.
 */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new NodeFile([headOfType(type), `${name} `.repeat(200)], name, {
    type,
  }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The list item of a chosen file, found by its name: its status, progress and "Try again". */
export const fileItem = (name: string) =>
  screen.getByText(name, { selector: '.form-file__name > span:first-child' }).closest('li')!;
