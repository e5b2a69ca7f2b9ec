import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';
import { COPIES_HEADING, COPIES_STEP } from './paths';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  [COPIES_STEP]: COPIES_HEADING,
  [`${COPIES_STEP}/:copyUuid`]: msg`Your document`,
});
