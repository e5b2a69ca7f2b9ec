import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../forms/CheckboxField';
import { useUntickedWhenChanged } from '../../forms/useUntickedWhenChanged';
import {
  type AutopayAuthorizationVersion,
  type AutopayTerms,
  autopayAuthorizationText,
  autopayAuthorizationVersionFor,
  autopayTermsOf as termsFor,
} from '../../contract/autopayAuthorization';
import { isValidAccountNumber } from '../../contract/bankAccount';
import type { AutopayAuthorizationBody } from '../../contract/requests';
import { accountMask, withoutSeparators } from '../../lib/bankAccount';
import { i18n } from '../../lib/i18n';
import type { HelocApplication } from '../application';
import type { CompanyInfo } from '../organisation';
import './bank.css';

/**
 * The authorization of automatic payments on bank/autopay and bank/autopay-manual
 * (docs/journey.md#automatic-payments-and-their-authorization): the contract's text for the
 * terms, in the version of the page's language, then the box the borrower ticks. The box is the form value `autopayAuthorization`, named
 * as the body's field, so the lender's refusal of it lands on the box.
 */

/** The form value of the box. */
export const AUTOPAY_AUTHORIZATION_FIELD = 'autopayAuthorization';

/** What the body says of an authorization given: the version of the text shown, accepted. */
export const autopayAuthorizationBody = (
  version: AutopayAuthorizationVersion,
): AutopayAuthorizationBody => ({ version, accepted: true });

/** The authorization a form sends now: of the version shown, the one of the page's language. */
export const shownAutopayAuthorization = (): AutopayAuthorizationBody =>
  autopayAuthorizationBody(autopayAuthorizationVersionFor(i18n.locale));

/** The version of the text the page shows now: the one of its language. */
export function useAutopayAuthorizationVersion(): AutopayAuthorizationVersion {
  const { i18n } = useLingui();
  return autopayAuthorizationVersionFor(i18n.locale);
}

/** The last 4 digits of an account number as typed, once it is one (4 to 17 digits); else null. */
export function typedAccountMask(accountNumber: unknown): string | null {
  if (typeof accountNumber !== 'string') return null;
  const digits = withoutSeparators(accountNumber);
  return isValidAccountNumber(digits) ? accountMask(digits) : null;
}

/**
 * The terms the borrower authorizes: the lender's contact from the organisation's data, the
 * account's last 4 digits, and the monthly payment on the line chosen (the offer figures'
 * formula). Null when there is no account or no payment to name.
 */
export function autopayTermsOf(
  application: HelocApplication | null,
  company: CompanyInfo,
  accountMask: string | null | undefined,
): AutopayTerms | null {
  if (!application || !accountMask) return null;
  const terms = termsFor(application, company, accountMask);
  return terms.monthlyPayment > 0 ? terms : null;
}

/**
 * The text of the authorization for `terms` (none: nothing shown), in the version of the page's
 * language, then its box (cleared when the language, and so the text, changes).
 */
export function AutopayAuthorization({ terms }: { terms: AutopayTerms | null }) {
  const version = useAutopayAuthorizationVersion();
  const text = terms ? autopayAuthorizationText(terms, version) : null;
  useUntickedWhenChanged(AUTOPAY_AUTHORIZATION_FIELD, text?.label ?? null);
  if (!text) return null;
  return (
    <section className="autopay-authorization" aria-labelledby="autopay-authorization-title">
      <h2 className="autopay-authorization__title" id="autopay-authorization-title">
        {text.title}
      </h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <CheckboxField name={AUTOPAY_AUTHORIZATION_FIELD} label={text.label} />
    </section>
  );
}
