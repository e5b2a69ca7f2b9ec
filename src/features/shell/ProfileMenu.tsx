import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { AccountPanel } from '../../loading/lateParts';
import { UserIcon } from '../../ui/icons';
import { CeoFeedbackHost } from '../ceoFeedback';
import { TopBarMenu } from './TopBarMenu';

/**
 * The profile menu of the top bar (docs/shell.md#shared-navigation): the account and its wallet,
 * Settings, Support, Switch Accounts, Logout, the support phone and Go to dashboard. The open
 * menu's content (./AccountPanel) loads with the shell extras, after the first screen.
 */
export function ProfileMenu() {
  const { t } = useLingui();
  return (
    <>
      <TopBarMenu label={t`Account menu`} icon={<UserIcon />} panelLabel={t`Account`}>
        <Suspense
          fallback={
            <p className="popover__note">
              <Trans>Loading your account…</Trans>
            </p>
          }
        >
          <AccountPanel />
        </Suspense>
      </TopBarMenu>
      {/* The CEO feedback dialog opened from the menu outlives the menu's content. */}
      <CeoFeedbackHost />
    </>
  );
}
