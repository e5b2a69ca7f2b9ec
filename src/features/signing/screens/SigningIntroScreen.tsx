import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { NextSteps } from '../../../ui/StopPage';
import { useApplicationUuid } from '../../application';
import { navigationRequested, selectLocation, stepUrl } from '../../navigation';
import { ClosingDocuments, DocumentList } from '../ClosingDocuments';
import '../signing.css';

export { titles } from '../titles';

export const REVIEW_DOCUMENTS_LABEL = msg`Review documents`;
export const DOCUMENTS_HEADING = msg`Documents to sign`;
export const HELP_LINK_TEXT = msg`Help with signing`;

export const HOW_SIGNING_WORKS = [
  msg`Read each document to the end. Select Sign under it when you have.`,
  msg`Type your full name, as it appears on your application, and select “Sign documents”. Your typed name is your electronic signature.`,
  msg`Then you meet a notary, online now or in person at a time you choose, who notarizes the deed of trust.`,
] as const;

/**
 * /account/heloc/{uuid}/signing/intro: the closing documents are ready (`GET
 * .../closing-documents`); the page lists them and says how signing works. "Review documents"
 * opens signing/sign (docs/journey.md: the app goes there, no call is made).
 */
export default function SigningIntroScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const review = (uuid: string) =>
    dispatch(navigationRequested({ method: 'push', to: stepUrl(uuid, 'signing/sign', search) }));
  // One Screen whatever the state: the heading stays the same element, and keeps the focus.
  return (
    <Screen>
      <ClosingDocuments applicationUuid={applicationUuid}>
        {(documents, uuid) => (
          <>
            <p>
              <Trans>
                Your loan documents are ready to sign. You read and sign them here, online; it takes
                about 15 minutes.
              </Trans>
            </p>
            <DocumentList heading={t(DOCUMENTS_HEADING)} documents={documents} />
            <NextSteps
              heading={t`How signing works`}
              steps={HOW_SIGNING_WORKS.map((step) => t(step))}
            />
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => review(uuid)}>
                {t(REVIEW_DOCUMENTS_LABEL)}
              </button>
            </div>
            <p>
              <Link to={`/${uuid}/signing/support`}>{t(HELP_LINK_TEXT)}</Link>
            </p>
          </>
        )}
      </ClosingDocuments>
    </Screen>
  );
}
