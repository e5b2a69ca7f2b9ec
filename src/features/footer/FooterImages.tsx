import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CompanyInfo } from '../organisation';

export const EQUAL_HOUSING_LENDER = msg`Equal Housing Lender`;
export const EQUAL_OPPORTUNITY_LENDER = msg`Equal Opportunity Lender`;
export const NCUA_INSURED = msg`Federally insured by NCUA`;

/**
 * The footer image (docs/supporting-areas.md#links-and-content): EHL, EOL or other. Drawn inline (no request, no layout
 * shift); OTHER shows none. Labelled with the words the logos carry.
 */
export function FooterImage({ kind }: { kind: CompanyInfo['footerImage'] }) {
  const { t } = useLingui();
  if (kind === 'OTHER') return null;
  const label = t(kind === 'EOL' ? EQUAL_OPPORTUNITY_LENDER : EQUAL_HOUSING_LENDER);
  return (
    <svg
      className="site-footer__logo"
      viewBox="0 0 64 64"
      width="48"
      height="48"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <title>{label}</title>
      <rect
        x="1"
        y="1"
        width="62"
        height="62"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      {kind === 'EOL' ? (
        <>
          <circle cx="24" cy="22" r="7" fill="currentColor" />
          <circle cx="40" cy="22" r="7" fill="currentColor" />
          <path d="M12 40a12 10 0 0 1 24 0zM28 40a12 10 0 0 1 24 0z" fill="currentColor" />
        </>
      ) : (
        <>
          <path d="M32 8 8 26h6v16h36V26h6z" fill="currentColor" />
          <rect x="22" y="28" width="20" height="3" fill="#fff" />
          <rect x="22" y="34" width="20" height="3" fill="#fff" />
        </>
      )}
      <text x="32" y="52" textAnchor="middle" fontSize="7" fontWeight="700" fill="currentColor">
        EQUAL
      </text>
      <text x="32" y="60" textAnchor="middle" fontSize="6" fontWeight="700" fill="currentColor">
        {kind === 'EOL' ? 'OPPORTUNITY' : 'HOUSING'}
      </text>
    </svg>
  );
}

/** The credit-union administration logo (publicFeatureToggles.showNcuaLogo). */
export function NcuaLogo() {
  const { t } = useLingui();
  const label = t(NCUA_INSURED);
  return (
    <svg
      className="site-footer__logo site-footer__logo--wide"
      viewBox="0 0 120 48"
      width="120"
      height="48"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <title>{label}</title>
      <rect
        x="1"
        y="1"
        width="118"
        height="46"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <text x="60" y="24" textAnchor="middle" fontSize="18" fontWeight="700" fill="currentColor">
        NCUA
      </text>
      <text x="60" y="39" textAnchor="middle" fontSize="8" fill="currentColor">
        Federally Insured by NCUA
      </text>
    </svg>
  );
}
