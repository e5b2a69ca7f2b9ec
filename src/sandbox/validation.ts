/**
 * The lender's own checks, where no schema of the contract states them (stepWrites.ts: the liens
 * answered against those found, the HMDA answers, the insurance proofs uploaded). Each check adds
 * its problem to a Problems list; the write answers every problem at once:
 * 400 `{ errors: [{ code: 'BAD_REQUEST', message, field }] }`. Messages say what to do and never
 * repeat what was sent. Bodies with a schema are read by parseBody (bodies.ts).
 */
import { messageText, type RuleMessage } from '../contract/messages';
import { type ApiError, HttpError } from './http';

export class Problems {
  readonly errors: ApiError[] = [];

  /** A problem; a message is written out now, in the request's language. */
  add(field: string, message: RuleMessage): undefined {
    this.errors.push({ code: 'BAD_REQUEST', message: messageText(message), field });
    return undefined;
  }

  /** Answers 400 with every problem found, if there is one. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new HttpError(400, this.errors);
  }
}
