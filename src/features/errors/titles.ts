import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'error/decline': msg`We are unable to approve your application`,
  'error/credit': msg`Your application did not meet our credit requirements`,
  'error/income': msg`Your application did not meet our income requirements`,
  'error/timeout': msg`This is taking longer than expected`,
  'error/flood-cert': msg`We are waiting on your flood certificate`,
  'review-app/datatree': msg`This is taking longer than expected`,
  'review-app/signdocs': msg`This is taking longer than expected`,
});
