import {
  acceptLabel as acceptLabelOf,
  acceptMessage as acceptMessageOf,
} from '../../src/features/disclosures';
import { i18n } from '../../src/lib/i18n';

type Disclosure = Parameters<typeof acceptLabelOf>[0];

/** A disclosure's box label, written out in the page's language (English in the tests). */
export const acceptLabel = (document: Disclosure) => i18n._(acceptLabelOf(document));
/** The message when a disclosure's box is left unticked, written out. */
export const acceptMessage = (document: Disclosure) => i18n._(acceptMessageOf(document));
