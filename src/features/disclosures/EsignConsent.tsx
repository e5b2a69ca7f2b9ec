import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { boolean } from 'yup';
import { useAppSelector } from '../../app/hooks';
import {
  ESIGN_CONSENT_LABEL,
  ESIGN_CONSENT_MESSAGE,
  type EsignConsentText,
  type EsignConsentVersion,
  esignConsentText,
  esignConsentVersionFor,
} from '../../contract/esignConsent';
import { CheckboxField } from '../../forms/CheckboxField';
import { yupMessage } from '../../forms/schemas/messages';
import { useUntickedWhenChanged } from '../../forms/useUntickedWhenChanged';
import { i18n } from '../../lib/i18n';
import { selectCompanyInfo } from '../organisation';
import { DocumentViewer } from './DocumentViewer';

/** The form value of the box: unticked until the person ticks it. */
export const ESIGN_CONSENT_FIELD = 'esignConsent';

/** The box's rule: ticked, else the message the error summary lists. */
export const esignConsentSchema = boolean()
  .oneOf([true], yupMessage(ESIGN_CONSENT_MESSAGE))
  .required(yupMessage(ESIGN_CONSENT_MESSAGE));

/**
 * The version of the consent a form sends now: the current one in the page's language (the one
 * shown, docs/journey.md#the-e-sign-consent). Read when the form is sent.
 */
export const shownEsignConsentVersion = (): EsignConsentVersion =>
  esignConsentVersionFor(i18n.locale);

/**
 * The consent's text shown now: the current version in the page's language, with the
 * organisation's name and contact.
 */
export function useEsignConsentText(): EsignConsentText {
  const company = useAppSelector(selectCompanyInfo);
  const { i18n: page } = useLingui();
  // The current version of each language always has a text.
  return esignConsentText(company, esignConsentVersionFor(page.locale))!;
}

const ignore = () => undefined;

/**
 * The consent to receive documents and sign electronically (docs/journey.md#the-e-sign-consent),
 * before a person's first electronic document: its text under its heading, in the documents'
 * scrollable viewer (a region named by the heading, which takes focus for the arrow keys), then
 * its box, unticked. The text is the current version in the page's language; the form sends
 * `esignConsent` and the version shown (`shownEsignConsentVersion()`) once the box is ticked; its
 * schema takes `esignConsentSchema`.
 */
export function EsignConsent() {
  const { t } = useLingui();
  const consent = useEsignConsentText();
  useUntickedWhenChanged(ESIGN_CONSENT_FIELD, consent.version);
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
      <CheckboxField name={ESIGN_CONSENT_FIELD} label={t(ESIGN_CONSENT_LABEL)} />
    </div>
  );
}
