import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '../../api/session';
import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CEO_FEEDBACK_LABEL, openCeoFeedback } from '../ceoFeedback';
import { fullPageNavigationRequested } from '../navigation';
import { selectCompanyInfo } from '../organisation';
import { useGetAccountAccessQuery, selectProfile } from '../profile';
import { logoutRequested, switchAccountsRequested } from '../session';
import { DASHBOARD, SETTINGS, SUPPORT } from './navigationEntries';
import { WalletAddress } from './WalletAddress';

/** A name as people read it: spaces trimmed and collapsed, case ignored. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Opens the CEO feedback dialog (its host sits beside the menu: this content goes when the
 * dialog takes focus). Focus first moves to the menu's own button, which the dialog then treats
 * as its opener and gives focus back to when it closes.
 */
function openCeoFeedbackFromMenu(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.closest('.popover')?.querySelector<HTMLElement>('[aria-controls]')?.focus();
  openCeoFeedback();
}

/**
 * The open menu's content; the account is fetched when it opens. The person's name is the title;
 * the account's name follows only when it says something else (a borrower's account bears their
 * own name, which would show twice).
 */
export function AccountPanel() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const { phone, phoneFormatted } = useAppSelector(selectCompanyInfo);
  const access = useGetAccountAccessQuery(undefined, { skip: !hasSession() });
  const personName = profile?.name
    ? `${profile.name.firstName} ${profile.name.lastName}`.trim()
    : '';
  const accountName = access.data?.account.name?.trim() ?? '';
  const showAccountName =
    accountName !== '' && comparableName(accountName) !== comparableName(personName);
  const wallet = access.data?.authorizedWallet?.address ?? access.data?.account.address;

  return (
    <>
      <p className="popover__title">{personName || t`Your account`}</p>
      {access.isError ? (
        <p className="popover__note">
          <Trans>Your account details could not be loaded.</Trans>
        </p>
      ) : access.data ? (
        <>
          {showAccountName ? <p className="popover__note">{accountName}</p> : null}
          {wallet ? <WalletAddress address={wallet} /> : null}
        </>
      ) : (
        <p className="popover__note">
          <Trans>Loading your account…</Trans>
        </p>
      )}
      <ul className="popover__list">
        <li>
          <a href={SETTINGS.href}>{t(SETTINGS.label)}</a>
        </li>
        <li>
          <a href={SUPPORT.href}>{t(SUPPORT.label)}</a>
        </li>
        <li>
          <a href={`tel:+1${phone}`}>
            <Trans>Call {phoneFormatted}</Trans>
          </a>
        </li>
        <li>
          <button type="button" className="link-button" onClick={openCeoFeedbackFromMenu}>
            {t(CEO_FEEDBACK_LABEL)}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(switchAccountsRequested())}
          >
            <Trans>Switch Accounts</Trans>
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => dispatch(logoutRequested())}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
      <button
        type="button"
        className="button button--primary popover__action"
        onClick={() => dispatch(fullPageNavigationRequested({ href: DASHBOARD.href }))}
      >
        <Trans>Go to dashboard</Trans>
      </button>
    </>
  );
}
