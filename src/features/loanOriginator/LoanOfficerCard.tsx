import { Trans } from '@lingui/react/macro';
import { formatPhone, phoneDigits } from '../../contract/phone';
import { displayNameOf, initialsOf } from './card';
import type { LoanOriginator } from './types';

/**
 * The loan officer card's content (docs/supporting-areas.md#loan-officer-card): the avatar (the originator's picture, or
 * their initials), the names, e-mail, phone as (xxx) xxx-xxxx, the NMLS number, a call link
 * (tel:) and an "Email" link (mailto:). Shown inside the side panel's aside or the dialog, which
 * carry the heading; each line shows only when the originator has it.
 */
export function LoanOfficerCard({ originator }: { originator: LoanOriginator }) {
  const name = displayNameOf(originator);
  const originatorName = originator.originatorName?.trim() || null;
  const brokerName = originator.brokerName?.trim() || null;
  const email = originator.email?.trim() || null;
  const digits = phoneDigits(originator.phoneNumber);
  // A number that is not a US one shows as the lender sent it, and is called as written.
  const phone = formatPhone(originator.phoneNumber) ?? (originator.phoneNumber?.trim() || null);
  const telHref = digits ? `tel:+1${digits}` : phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null;
  const nmls = originator.nmls?.trim() || null;

  return (
    <div className="loan-officer-card">
      <div className="loan-officer-card__who">
        {originator.avatarUri ? (
          <img
            className="loan-officer-card__avatar"
            src={originator.avatarUri}
            alt={name}
            width={56}
            height={56}
          />
        ) : (
          // The name follows in text, so the initials are decoration.
          <span
            className="loan-officer-card__avatar loan-officer-card__initials"
            aria-hidden="true"
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="loan-officer-card__names">
          {originatorName ? <p className="loan-officer-card__name">{originatorName}</p> : null}
          {brokerName ? (
            <p
              className={originatorName ? 'loan-officer-card__company' : 'loan-officer-card__name'}
            >
              {brokerName}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="loan-officer-card__details">
        {email ? <li className="loan-officer-card__email">{email}</li> : null}
        {phone ? <li>{phone}</li> : null}
        {nmls ? (
          <li>
            <Trans>
              NMLS <span className="loan-officer-card__nmls">{nmls}</span>
            </Trans>
          </li>
        ) : null}
      </ul>
      {telHref || email ? (
        <div className="loan-officer-card__actions">
          {telHref ? (
            <a className="button loan-officer-card__action" href={telHref}>
              <Trans>Call</Trans>
            </a>
          ) : null}
          {email ? (
            <a className="button loan-officer-card__action" href={`mailto:${email}`}>
              <Trans>Email</Trans>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
