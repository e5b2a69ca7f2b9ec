import type { ReactNode } from 'react';
import { hasSession } from '../../api/session';
import { useAppSelector } from '../../app/hooks';
import { selectOrganisation } from '../organisation';
import { AppSwitcherMenu } from './AppSwitcherMenu';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';

/**
 * The top bar (spec 1 section 2.4): the organisation's logo or name, and for a signed-in person
 * the mobile menu, notifications, the app switcher and the profile menu.
 */
export function TopBar({ notifications }: { notifications?: ReactNode }) {
  const organisation = useAppSelector(selectOrganisation);
  const { companyName } = organisation.orgMetaData.companyInfo;
  const { logoUrl, logoAlt } = organisation.orgBrand;
  const signedIn = hasSession();
  return (
    <header className="top-bar">
      {signedIn ? <MobileMenu /> : null}
      <a className="top-bar__brand" href="/dashboard">
        {logoUrl ? (
          <img className="top-bar__logo" src={logoUrl} alt={logoAlt || companyName} />
        ) : (
          <span className="top-bar__name">{companyName}</span>
        )}
      </a>
      {signedIn ? (
        <div className="top-bar__menus">
          {notifications}
          <AppSwitcherMenu />
          <ProfileMenu />
        </div>
      ) : null}
    </header>
  );
}
