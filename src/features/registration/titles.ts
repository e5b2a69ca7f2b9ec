import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  // The first page's question: each page's question is its h1 (RegisterScreen's STEP_HEADINGS).
  '': msg`Where is the home you want to borrow against?`,
  'account-setup': msg`Start your application`,
  support: msg`Help with your application`,
});
