import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'review-app/incorrect-pin': msg`Your credit freeze PIN did not work`,
  'review-app/no-credit': msg`We could not find your credit file`,
  'review-app/property': msg`We could not verify your property`,
  'review-app/uw': msg`Your application is being reviewed`,
  'review-app/delinquency': msg`We are reviewing your mortgage payments`,
  'review-app/incorrect-ownership': msg`We could not confirm your ownership`,
});
