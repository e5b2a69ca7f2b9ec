import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'bpo/condition': msg`A property valuation is required`,
  'bpo/hold': msg`Your property valuation is in progress`,
  'bpo/waiting': msg`Waiting for your property valuation`,
  'bpo/estimate-value': msg`Estimate your home value`,
  'bpo/order-bpo': msg`Order a property valuation`,
});
