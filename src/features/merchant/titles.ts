import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'merchant/review': msg`Your application is with the merchant for review`,
  'merchant/lien-attestation': msg`Confirm the liens on your property`,
});
