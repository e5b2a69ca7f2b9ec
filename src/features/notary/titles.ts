import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'notary/intro': msg`Meet your notary`,
  'notary/schedule-manual': msg`Schedule your notary appointment`,
  'notary/reserve-manual': msg`Your notary appointment is reserved`,
  'notary/session': msg`Your notary session`,
  'notary/error': msg`We could not start your notary session`,
});
