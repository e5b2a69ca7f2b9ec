import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  'bank/autopay': msg`Set up automatic payments`,
  'bank/confirm': msg`Confirm your bank account`,
  'bank/disburse': msg`Choose where to receive your funds`,
  'bank/manual-disburse': msg`Enter your bank account details`,
  'bank/autopay-manual': msg`Enter your autopay account`,
});
