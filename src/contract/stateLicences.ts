/** GET /service-application/external/api/v1/heloc/state-licenses?orgCode=: where the lender lends. */
import { answerOf, type Answer, listOf, record, text, v } from './schema';

export const stateLicenceSchema = record({ abbrev: text() });

/**
 * The answer is a list; anything else is refused. Licences without an abbreviation are left out;
 * the rest are sorted by abbreviation, case aside.
 */
export const stateLicencesSchema = v.pipe(
  v.array(v.unknown()),
  listOf(stateLicenceSchema),
  v.transform((licences) =>
    licences
      .filter((licence) => licence.abbrev !== '')
      .sort((a, b) => a.abbrev.localeCompare(b.abbrev, 'en', { sensitivity: 'base' })),
  ),
);

export type StateLicence = Answer<typeof stateLicenceSchema>;

export const readStateLicences = answerOf(stateLicencesSchema, 'state licenses');
