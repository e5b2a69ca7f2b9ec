/**
 * The frame of every sandbox page: branded banner with navigation, one h1, footer with the
 * organisation's legal lines and links. Landmarks, a skip link and lang are always present.
 */
import { isHexColour } from '../../lib/colour';
import { escapeHtml as e } from '../http';
import type { OrgRecord } from '../records';

export interface PageInput {
  org: OrgRecord;
  /** The path being rendered, to mark the current navigation entry. */
  path: string;
  title: string;
  /** Trusted HTML for inside <main>, after the h1. */
  body: string;
  scripts?: string[];
}

const NAV = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/universal-marketplace', label: 'Marketplace' },
  { href: '/dashboard/settings', label: 'Settings' },
  { href: '/contact', label: 'Support' },
];

const link = (href: string, label: string, current: string) =>
  `<a href="${e(href)}"${href === current ? ' aria-current="page"' : ''}>${e(label)}</a>`;

function footer(org: OrgRecord): string {
  const company = org.info.orgMetaData.companyInfo;
  const address = company.companyAddress;
  const addressLine = [
    address.street1,
    address.street2,
    `${address.city}, ${address.state} ${address.zip}`,
  ]
    .filter(Boolean)
    .join(', ');
  const privacyExternal = company.privacyLinkIsExternal;
  const links = [
    ['/terms', 'Terms of use'],
    [privacyExternal ? company.privacyPolicyUrl : '/privacy', 'Privacy policy'],
    ['/licenses', 'Licenses'],
    ['/communications', 'Electronic communications'],
    ['/contact', 'Contact us'],
    ...org.info.orgMetaData.footer.additionalUrls.map((u) => [u.url, u.name]),
  ];
  const lender =
    company.footerImage === 'EOL' ? 'Equal Opportunity Lender' : 'Equal Housing Lender';
  return `<footer class="site-footer"><div class="inner">
<nav aria-label="Legal and support"><ul>${links
    .map(([href = '', label = '']) => `<li><a href="${e(href)}">${e(label)}</a></li>`)
    .join('')}</ul></nav>
<p>© ${new Date().getFullYear()} ${e(company.companyName)}. NMLS ID ${e(company.companyNMLS)}. ${e(addressLine)}. ${lender}.</p>
<p>This is the sandbox lender, a stand-in for the lender's own site on this machine. Nothing here is an offer of credit.</p>
</div></footer>`;
}

export const BRAND_STYLESHEET_PATH = '/sandbox-assets/brand.css';

/**
 * The organisation's colours as CSS variables. Only #rgb and #rrggbb values are written (a
 * partner's data cannot add CSS); anything else keeps the stylesheet's fallback.
 */
export function brandStylesheet(org: OrgRecord): string {
  const hex = (value: unknown) => (isHexColour(value) ? value : null);
  const brand = org.info.orgBrand;
  const vars = [
    ['--brand', hex(brand.primaryColor)],
    ['--brand-text', hex(brand.primaryTextColor)],
  ].filter((pair): pair is [string, string] => pair[1] !== null);
  return `:root { ${vars.map(([name, value]) => `${name}: ${value};`).join(' ')} }\n`;
}

export function renderPage({ org, path, title, body, scripts = [] }: PageInput): string {
  const brand = org.info.orgBrand;
  const company = org.info.orgMetaData.companyInfo;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${e(title)} | ${e(company.companyNameShort)}</title>
<link rel="stylesheet" href="/sandbox-assets/pages.css">
<link rel="stylesheet" href="${BRAND_STYLESHEET_PATH}?org=${encodeURIComponent(org.code)}">
${scripts.map((src) => `<script src="${e(src)}" defer></script>`).join('\n')}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="banner"><div class="inner">
<a class="brand" href="/dashboard"><img src="${e(brand.logoUrl)}" alt="${e(brand.logoAlt)} home" height="40"></a>
<nav aria-label="Main"><ul>${NAV.map((n) => `<li>${link(n.href, n.label, path)}</li>`).join('')}</ul></nav>
</div></header>
<main id="main" tabindex="-1">
<h1>${e(title)}</h1>
${body}
</main>
${footer(org)}
</body>
</html>
`;
}
