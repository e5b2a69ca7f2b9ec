import { msg } from '@lingui/core/macro';
import { defineTitles } from '../../loading/defineRoutes';

/**
 * The headings of this feature's routes (./routes), by path: each screen module passes them on,
 * so a heading loads with its screen (docs/performance.md#route-titles).
 */
export const titles = defineTitles({
  login: msg`Additional signer sign in`,
  resume: msg`Pick up where you left off`,
  cancelled: msg`This signing has been canceled`,
  identity: msg`Verify your identity`,
  intro: msg`You have been added as a signer`,
  error: msg`We could not continue your signing`,
  sign: msg`Sign your documents`,
  documents: msg`Your documents`,
  'documents/:copyUuid': msg`Your document`,
  conditions: msg`Your tasks`,
  'conditions/upload-document': msg`Upload a document`,
  'conditions/identity': msg`Confirm your identity`,
});
