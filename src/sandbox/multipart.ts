/**
 * multipart/form-data bodies (document uploads), read whole into memory as the lender's upload
 * service would accept them: text fields on `req.body`, files on `req.files` as
 * `{ fieldname, originalname, mimetype, size, buffer }` (the shape multer gives, so an upload
 * route reads them the usual way). The request log keeps only field names, file names and sizes.
 * A body over the limit answers 413, one that is not valid multipart 400.
 */
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './http';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export type RequestWithFiles = Request & { files?: UploadedFile[] };

/** Each file may be up to 10 MB (docs/journey.md); a body carries a few. */
export const MULTIPART_LIMIT_BYTES = 32 * 1024 * 1024;

const invalid = () =>
  new HttpError(400, [
    {
      code: 'BAD_REQUEST',
      message: messageText(msg`The request body is not valid multipart/form-data`),
    },
  ]);

/** A header parameter (`name="file"`) of a Content-Disposition or Content-Type line. */
function parameter(line: string, name: string): string | null {
  const match =
    new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(line) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(line);
  return match?.[1] ?? null;
}

/** The fields and files of a whole multipart body; throws a 400 when it is not one. */
export function parseMultipart(
  body: Buffer,
  boundary: string,
): { fields: Record<string, string>; files: UploadedFile[] } {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position === -1) throw invalid();
  position += delimiter.length;
  for (;;) {
    if (body.subarray(position, position + 2).toString() === '--') break;
    if (body.subarray(position, position + 2).toString() !== '\r\n') throw invalid();
    position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1) throw invalid();
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const start = headerEnd + 4;
    const end = body.indexOf(between, start);
    if (end === -1) throw invalid();
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = parameter(disposition, 'name');
    if (name === null) throw invalid();
    const filename = parameter(disposition, 'filename');
    const content = body.subarray(start, end);
    if (filename !== null) {
      files.push({
        fieldname: name,
        originalname: filename,
        mimetype: type ? type.replace(/^content-type:\s*/i, '').trim() : 'application/octet-stream',
        size: content.length,
        buffer: Buffer.from(content),
      });
    } else {
      fields[name] = content.toString('utf8');
    }
    position = end + between.length;
  }
  return { fields, files };
}

/** Reads a multipart/form-data body onto `req.body` and `req.files`; other requests pass by. */
export function multipartBody(limit = MULTIPART_LIMIT_BYTES) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) return next();
    const boundary = parameter(req.get('content-type') ?? '', 'boundary');
    if (!boundary) return next(invalid());
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        next(
          new HttpError(413, [
            { code: 'BAD_REQUEST', message: messageText(msg`The request body is too large`) },
          ]),
        );
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (failed) return;
      try {
        const { fields, files } = parseMultipart(Buffer.concat(chunks), boundary);
        req.body = fields;
        (req as RequestWithFiles).files = files;
        next();
      } catch (error) {
        next(error);
      }
    });
    req.on('error', (error) => {
      if (!failed) {
        failed = true;
        next(error);
      }
    });
  };
}
