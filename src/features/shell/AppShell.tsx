import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectPathname } from '../navigation/navigationSlice';
import { selectOrganisation } from '../organisation/organisationSlice';
import { ErrorBoundary } from './ErrorBoundary';
import { Loader } from './Loader';
import { SupportContact } from './SupportContact';

/** The frame around every screen: brand bar, main content, support line. */
export function AppShell() {
  const organisation = useAppSelector(selectOrganisation);
  const pathname = useAppSelector(selectPathname);
  const { companyName } = organisation.orgMetaData.companyInfo;
  const { logoUrl, logoAlt } = organisation.orgBrand;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="top-bar">
        {logoUrl ? (
          <img className="top-bar__logo" src={logoUrl} alt={logoAlt || companyName} />
        ) : (
          <span className="top-bar__name">{companyName}</span>
        )}
      </header>
      <main id="main-content" className="main-content">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="site-footer">
        <SupportContact />
      </footer>
    </div>
  );
}
