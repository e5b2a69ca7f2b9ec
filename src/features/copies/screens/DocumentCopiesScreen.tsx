import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { COPIES_INTRO, COPIES_LIST_HEADING } from '../copyWords';
import { DocumentCopyList, WithDocumentCopies } from '../DocumentCopies';
import { copyPath } from '../paths';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/document/copies: every document the borrower agreed to, accepted,
 * authorized or signed, each a link to its copy (docs/journey.md#copies-of-what-was-signed).
 */
export default function DocumentCopiesScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  return (
    <Screen>
      <p>{t(COPIES_INTRO)}</p>
      <WithDocumentCopies applicationUuid={applicationUuid}>
        {(copies) => (
          <DocumentCopyList
            heading={t(COPIES_LIST_HEADING)}
            copies={copies}
            hrefOf={(copy) => copyPath(applicationUuid!, copy.uuid)}
            propertyState={application?.property?.state}
          />
        )}
      </WithDocumentCopies>
    </Screen>
  );
}
