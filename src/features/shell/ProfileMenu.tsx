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
  return (
    <>
      <TopBarMenu label="Account menu" icon={<UserIcon />} panelLabel="Account">
        <Suspense fallback={<p className="popover__note">Loading your account…</p>}>
          <AccountPanel />
        </Suspense>
      </TopBarMenu>
      {/* The CEO feedback dialog opened from the menu outlives the menu's content. */}
      <CeoFeedbackHost />
    </>
  );
}
