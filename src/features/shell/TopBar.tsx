import { type ReactNode, Suspense } from 'react';
import { hasSession } from '../../api/session';
import { AppSwitcherMenu, MobileMenu, ProfileMenu } from '../../loading/lateParts';
import { useAppSelector } from '../../app/hooks';
import { LanguageControl } from '../language';
import { LoanOfficer } from '../loanOriginator';
import { selectOrganisation, useOrganisationTexts } from '../organisation';

/** A menu button's place, kept while its code loads with the shell extras: nothing moves. */
const ButtonPlace = () => <span className="top-bar__button" aria-hidden="true" />;

/**
 * The top bar (docs/shell.md#shared-navigation): the organisation's logo or name (a referring
 * originator's branding in its place when it has its own), the language control
 * (docs/language.md#choosing-the-language), and for a signed-in person the mobile menu,
 * notifications, the app switcher and the profile menu. The menus load with the shell extras,
 * right after the first render; their buttons' places are kept until then.
 */
export function TopBar({ notifications }: { notifications?: ReactNode }) {
  const organisation = useAppSelector(selectOrganisation);
  const { companyName } = organisation.orgMetaData.companyInfo;
  const { logoUrl } = organisation.orgBrand;
  // The organisation's alt text in the page's language, where it gives one.
  const logoAlt = useOrganisationTexts().logoAlt ?? organisation.orgBrand.logoAlt;
  const signedIn = hasSession();
  return (
    <header className="top-bar">
      {signedIn ? (
        <Suspense
          fallback={
            <div className="mobile-menu">
              <ButtonPlace />
            </div>
          }
        >
          <MobileMenu />
        </Suspense>
      ) : null}
      <LoanOfficer part="brand">
        <a className="top-bar__brand" href="/dashboard">
          {logoUrl ? (
            <img className="top-bar__logo" src={logoUrl} alt={logoAlt || companyName} />
          ) : (
            <span className="top-bar__name">{companyName}</span>
          )}
        </a>
      </LoanOfficer>
      <LanguageControl className="top-bar__language" />
      {signedIn ? (
        <div className="top-bar__menus">
          {notifications}
          <Suspense fallback={<ButtonPlace />}>
            <AppSwitcherMenu />
          </Suspense>
          <Suspense fallback={<ButtonPlace />}>
            <ProfileMenu />
          </Suspense>
        </div>
      ) : null}
    </header>
  );
}
