import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'income/review': msg`Review your income`,
  'income/pointserv-callback': msg`Connecting your income source`,
  'income/upload/:type': msg`Upload your income documents`,
  'income/employer-verification': msg`Verify your employer`,
});
