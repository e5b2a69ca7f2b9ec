import { arrayOf, bool, type Decoder, isRecord, required, str } from '../../api/decode';

/**
 * A document the lender gives the borrower to read (a disclosure to accept, a closing document to
 * sign): its text is plain, paragraphs separated by a blank line, never HTML; `done` is the name of
 * the flag that says the borrower has acted on it (`accepted`, `signed`).
 */
export type ReadDocument<Done extends string> = {
  uuid: string;
  title: string;
  body: string;
} & Record<Done, boolean>;

/**
 * The decoder of `{ documents: [...] }` answers. A document without a uuid cannot be acted on:
 * it is left out; other odd fields take defaults. The answer must be an object; a missing or
 * malformed list is read as no documents.
 */
export function documentListDecoder<Done extends string>(
  done: Done,
  what: string,
): Decoder<{ documents: ReadDocument<Done>[] }> {
  const document: Decoder<ReadDocument<Done> | null> = (value) => {
    if (!isRecord(value)) return null;
    const uuid = str()(value.uuid);
    if (!uuid) return null;
    return {
      uuid,
      title: str()(value.title).trim(),
      body: str()(value.body),
      [done]: bool()(value[done]),
    } as ReadDocument<Done>;
  };
  return required((value) => {
    if (!isRecord(value)) return null;
    return { documents: arrayOf(document)(value.documents) };
  }, what);
}
