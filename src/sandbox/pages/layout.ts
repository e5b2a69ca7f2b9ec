/**
 * The frame of every sandbox page: branded banner with navigation, one h1, footer with the
 * organisation's legal lines and links. Landmarks, a skip link and lang are always present.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';
import { isHexColour } from '../../contract/organisation';
import { escapeHtml as e } from '../http';
import { languageName, type SandboxLanguage } from '../language';
import type { OrgRecord } from '../records';

export interface PageInput {
  org: OrgRecord;
  /** The path being rendered, to mark the current navigation entry. */
  path: string;
  title: string;
  /** Trusted HTML for inside <main>, after the h1. */
  body: string;
  scripts?: string[];
  /**
   * The page's language (docs/sandbox.md#the-lenders-language), and where its language control
   * leads: the same page in the other language (`?lang=`).
   */
  language: SandboxLanguage;
  otherLanguageHref: string;
}

/**
 * A message's text as HTML: escaped, then each of its own elements (`<0>…</0>`, `<0/>`, as the
 * app's messages mark them) made by `elements` from what it holds (already escaped).
 */
export function withElements(
  text: string,
  elements: Record<string, (inner: string) => string>,
): string {
  return e(text).replace(
    /&lt;(\d+)&gt;(.*?)&lt;\/\1&gt;|&lt;(\d+)\/&gt;/g,
    (_match, open: string | undefined, inner: string | undefined, alone: string | undefined) =>
      open !== undefined
        ? (elements[open]?.(inner ?? '') ?? inner ?? '')
        : (elements[alone ?? '']?.('') ?? ''),
  );
}

/** The script every page loads: the language control and the choice kept in this browser. */
export const LANGUAGE_SCRIPT_PATH = '/sandbox-assets/language.js';

const NAV: { href: string; label: MessageDescriptor }[] = [
  { href: '/dashboard', label: msg`Dashboard` },
  { href: '/universal-marketplace', label: msg`Marketplace` },
  { href: '/dashboard/settings', label: msg`Settings` },
  { href: '/contact', label: msg`Support` },
];

/**
 * An address from organisation data as a link target, or null: http(s)
 * addresses and relative ones only, as the app allows; never javascript:, data: or another
 * scheme, whatever spaces or control characters hide it (browsers strip them).
 */
export function safeHref(value: string): string | null {
  // Control characters are what the check is about: a browser drops them from a URL.
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u0020\u007f-\u009f\\]/.test(value) || value.startsWith('//')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return value;
  return scheme === 'http' || scheme === 'https' ? value : null;
}

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
  const privacy = (privacyExternal && safeHref(company.privacyPolicyUrl)) || '/privacy';
  const links = [
    ['/terms', messageText(msg`Terms of use`)],
    [privacy, messageText(msg`Privacy policy`)],
    ['/licenses', messageText(msg`Licenses`)],
    ['/communications', messageText(msg`Electronic communications`)],
    ['/contact', messageText(msg`Contact us`)],
    // The organisation's own links, those that are safe to follow.
    ...org.info.orgMetaData.footer.additionalUrls.flatMap((u) => {
      const href = safeHref(u.url);
      return href ? [[href, u.name]] : [];
    }),
  ];
  const lender = messageText(
    company.footerImage === 'EOL' ? msg`Equal Opportunity Lender` : msg`Equal Housing Lender`,
  );
  const year = String(new Date().getFullYear());
  const companyName = company.companyName;
  const nmls = company.companyNMLS;
  return `<footer class="site-footer"><div class="inner">
<nav aria-label="${e(messageText(msg`Legal and support`))}"><ul>${links
    .map(([href = '', label = '']) => `<li><a href="${e(href)}">${e(label)}</a></li>`)
    .join('')}</ul></nav>
<p>${e(messageText(msg`© ${year} ${companyName}. NMLS ID ${nmls}. ${addressLine}. ${lender}.`))}</p>
<p>${e(messageText(msg`This is the sandbox lender, a stand-in for the lender's own site on this machine. Nothing here is an offer of credit.`))}</p>
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

/**
 * The language control, as the app's (docs/language.md#choosing-the-language): the other
 * language's name, in that language and marked so; it leads to this page in that language, and
 * the page's script keeps the choice in this browser for the app too.
 */
function languageControl(language: SandboxLanguage, href: string): string {
  const other: SandboxLanguage = language === 'es' ? 'en' : 'es';
  return `<a class="language-control" href="${e(href)}" lang="${other}" hreflang="${other}" data-language-control="${other}">${e(languageName(other))}</a>`;
}

export function renderPage({
  org,
  path,
  title,
  body,
  scripts = [],
  language,
  otherLanguageHref,
}: PageInput): string {
  const brand = org.info.orgBrand;
  const company = org.info.orgMetaData.companyInfo;
  const logoAlt = brand.logoAlt;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${e(title)} | ${e(company.companyNameShort)}</title>
<link rel="stylesheet" href="/sandbox-assets/pages.css">
<link rel="stylesheet" href="${BRAND_STYLESHEET_PATH}?org=${encodeURIComponent(org.code)}">
${[LANGUAGE_SCRIPT_PATH, ...scripts].map((src) => `<script src="${e(src)}" defer></script>`).join('\n')}
</head>
<body>
<a class="skip-link" href="#main">${e(messageText(msg`Skip to content`))}</a>
<header class="banner"><div class="inner">
<a class="brand" href="/dashboard"><img src="${e(safeHref(brand.logoUrl) ?? '')}" alt="${e(messageText(msg`${logoAlt} home`))}" height="40"></a>
<nav aria-label="${e(messageText(msg`Main`))}"><ul>${NAV.map((n) => `<li>${link(n.href, messageText(n.label), path)}</li>`).join('')}</ul></nav>
${languageControl(language, otherLanguageHref)}
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
