import { useId } from 'react';
import { boolean } from 'yup';
import { useAppSelector } from '../../app/hooks';
import {
  ESIGN_CONSENT_LABEL,
  ESIGN_CONSENT_MESSAGE,
  ESIGN_CONSENT_VERSION,
  type EsignConsentText,
  esignConsentText,
} from '../../contract/esignConsent';
import { CheckboxField } from '../../forms/CheckboxField';
import { selectCompanyInfo } from '../organisation';
import { DocumentViewer } from './DocumentViewer';

/** The form value of the box: unticked until the person ticks it. */
export const ESIGN_CONSENT_FIELD = 'esignConsent';

/** The box's rule: ticked, else the message the error summary lists. */
export const esignConsentSchema = boolean()
  .oneOf([true], ESIGN_CONSENT_MESSAGE)
  .required(ESIGN_CONSENT_MESSAGE);

/** The consent's text shown now: the current version, with the organisation's name and contact. */
export function useEsignConsentText(): EsignConsentText {
  const company = useAppSelector(selectCompanyInfo);
  // The current version always has a text.
  return esignConsentText(company, ESIGN_CONSENT_VERSION)!;
}

const ignore = () => undefined;

/**
 * The consent to receive documents and sign electronically (docs/journey.md#the-e-sign-consent),
 * before a person's first electronic document: its text under its heading, in the documents'
 * scrollable viewer (a region named by the heading, which takes focus for the arrow keys), then
 * its box, unticked. The form sends `esignConsent` and the version shown
 * (`ESIGN_CONSENT_VERSION`) once the box is ticked; its schema takes `esignConsentSchema`.
 */
export function EsignConsent() {
  const consent = useEsignConsentText();
  const headingId = useId();
  return (
    <div className="esign-consent">
      <h2 id={headingId} className="read-document__title">
        {consent.title}
      </h2>
      <DocumentViewer
        headingId={headingId}
        body={consent.paragraphs.join('\n\n')}
        onEndSeen={ignore}
        watching={false}
      />
      <CheckboxField name={ESIGN_CONSENT_FIELD} label={ESIGN_CONSENT_LABEL} />
    </div>
  );
}
