/**
 * The pages outside the app that the app links or redirects to
 * (docs/sandbox.md#its-pages-outside-the-app), rendered on the server and branded with the page's
 * organisation.
 */
import { Router, type Request, type Response } from 'express';
import type { RecordStore } from '../db';
import { weekOf } from '../hours';
import { escapeHtml as e, queryString } from '../http';
import { usStateName } from '../../contract/usStateNames';
import { DEFAULT_ORG, orgOrDefault } from '../orgs';
import { originOf, selectOrg } from '../pageOrg';
import type { OrgRecord } from '../records';
import { CSP_REPORT_PATH, setPageSecurityHeaders } from '../securityHeaders';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../seed';
import { BRAND_STYLESHEET_PATH, brandStylesheet, renderPage } from './layout';
import { SIGNED_OUT_QUERY, SIGNED_OUT_TEXT } from './signedOut';

type Content = (
  org: OrgRecord,
  store: RecordStore,
  req: Request,
) => { title: string; body: string; scripts?: string[] };

const card = (html: string) => `<div class="card">${html}</div>`;
const section = (id: string, heading: string, html: string) =>
  `<section class="card" aria-labelledby="${id}"><h2 id="${id}">${e(heading)}</h2>${html}</section>`;
const companyOf = (org: OrgRecord) => org.info.orgMetaData.companyInfo;

/**
 * Every seeded account, whatever the page's organisation: signing in takes the browser to the
 * account's own organisation (routes/identity.ts). On a narrow screen the table scrolls inside a
 * focusable, labelled region rather than the page.
 */
function accountsTable(store: RecordStore): string {
  const rows = SEEDED_ACCOUNTS.map((a) => {
    const org = orgOrDefault(store, a.org);
    return `<tr><th scope="row">${e(a.email)}</th><td>${e(org.info.orgBrand.name)} <span class="muted">(${e(org.code)})</span></td><td>${e(a.description)}</td></tr>`;
  }).join('');
  return `<p>Every seeded account signs in with the password <code>${e(SEEDED_PASSWORD)}</code>. Signing in opens the app in the account's organization.</p>
<div class="table-scroll" role="region" aria-labelledby="sandbox-accounts-caption" tabindex="0">
<table><caption id="sandbox-accounts-caption" class="muted">Seeded accounts</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Organization</th><th scope="col">Where they stand</th></tr></thead><tbody>${rows}</tbody></table>
</div>`;
}

/**
 * After a sign-out the page says so first; its script then gives its heading the focus
 * (docs/shell.md#errors-and-the-session).
 */
const signedOutNotice = (req: Request) =>
  queryString(req, SIGNED_OUT_QUERY) === undefined
    ? ''
    : `<p id="signed-out" class="notice" role="status">${e(SIGNED_OUT_TEXT)}</p>`;

const signIn: Content = (org, store, req) => ({
  title: 'Sign in',
  scripts: ['/sandbox-assets/login.js'],
  body:
    signedOutNotice(req) +
    card(`<p>Sign in to continue your home equity line with ${e(org.info.orgBrand.name)}.</p>
<form id="sign-in" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div id="sign-in-error" class="alert" role="alert" tabindex="-1" hidden></div>
<button type="submit">Sign in</button>
</form>
<noscript><p>Signing in needs JavaScript. Please enable it and reload the page.</p></noscript>
<p>New here? <a href="/account/heloc/register">Start an application</a></p>`) +
    section('sandbox-accounts', 'Sandbox accounts', accountsTable(store)),
});

const signOutButton =
  '<button type="button" class="secondary" data-sign-out hidden>Sign out</button>';

/** The organization's support contact, for the entries of a funded or canceled line. */
const supportData = (org: OrgRecord) => {
  const c = companyOf(org);
  return `data-support-phone="${e(c.phone)}" data-support-phone-text="${e(c.phoneFormatted)}" data-support-email="${e(c.email)}"`;
};

const dashboard: Content = (org) => ({
  title: 'Dashboard',
  scripts: ['/sandbox-assets/dashboard.js'],
  body:
    section(
      'applications-heading',
      'Home equity lines',
      `<div id="applications" aria-live="polite" aria-busy="true" ${supportData(org)}><p>Loading your applications…</p></div>`,
    ) + signOutButton,
});

const settings: Content = () => ({
  title: 'Settings',
  scripts: ['/sandbox-assets/dashboard.js'],
  body:
    section(
      'profile-heading',
      'Your profile',
      '<div id="profile" aria-live="polite" aria-busy="true"><p>Loading your profile…</p></div>',
    ) +
    section(
      'notifications-heading',
      'Notifications',
      '<p>E-mail and text notifications about your application are on. To change them, call support.</p>',
    ) +
    signOutButton,
});

const terms: Content = (org) => {
  const c = companyOf(org);
  return {
    title: 'Terms of use',
    body: card(`<p>These terms govern your use of the ${e(org.info.orgBrand.name)} website and the ${e(c.companyProduct)} application.</p>
<h2>Using this site</h2>
<p>You agree to give accurate information, to keep your sign-in details private and to use the site only for your own application or one you are authorized to help with.</p>
<h2>Credit decisions</h2>
<p>Offers shown before underwriting is complete are estimates. Final terms depend on verification of your income, identity and property.</p>
<h2 id="legal">Legal</h2>
<p>${e(c.companyName)}, NMLS ID ${e(c.companyNMLS)}. Questions: <a href="mailto:${e(c.email)}">${e(c.email)}</a>.</p>`),
  };
};

const privacy: Content = (org) => ({
  title: 'Privacy policy',
  body: card(`<p>${e(companyOf(org).companyName)} collects the information you give in your application, information from credit bureaus with your consent, and records of how you use this site.</p>
<h2>How we use it</h2>
<p>To decide on and service your line of credit, to prevent fraud and to meet legal duties. We do not sell your personal information.</p>
<h2>Your choices</h2>
<p>You can ask for a copy of your information or limit marketing at any time by contacting <a href="/contact">support</a>.</p>`),
});

function licenses(org: OrgRecord) {
  const c = companyOf(org);
  const states = [...org.licences]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map((abbrev) => `<li>${e(usStateName(abbrev) ?? abbrev)} (${e(abbrev)})</li>`)
    .join('');
  const more = org.licences.length < 50 ? ' More states are coming.' : '';
  return {
    title: 'State licenses',
    body: card(`<p id="nmls">${e(c.companyName)} is licensed by the Nationwide Multistate Licensing System as NMLS ID ${e(c.companyNMLS)}.</p>
<h2>Licensed in ${org.licences.length} state${org.licences.length === 1 ? '' : 's'}</h2>
<p>Home equity lines are offered in these states.${more}</p>
<ul class="states">${states}</ul>`),
  };
}

const communications: Content = (org) => ({
  title: 'Consent to electronic communications',
  body: card(`<p>By applying, you agree that ${e(org.info.orgBrand.name)} may give you disclosures, notices and statements electronically, by e-mail or on this site.</p>
<h2>Withdrawing consent</h2>
<p>You may withdraw consent or ask for paper copies at no cost by contacting <a href="/contact">support</a>. Withdrawing consent may end an application in progress.</p>
<h2>What you need</h2>
<p>A current web browser, an e-mail address and the ability to read or save PDF documents.</p>`),
});

/**
 * The Illinois Community Reinvestment Notice, linked from the app's footer when the
 * organisation's footer settings turn it on (showIlCommunityReinvestmentNotice). The wording
 * follows the notice Illinois lenders post under the Illinois Residential Mortgage License Act.
 */
const ilCommunityReinvestmentNotice: Content = (org) => {
  const c = companyOf(org);
  return {
    title: 'Illinois Community Reinvestment Notice',
    body: card(`<p>The Department of Financial and Professional Regulation (Department) evaluates our performance in meeting the financial services needs of this community, including the needs of low-income to moderate-income households. The Department takes this evaluation into account when deciding on certain applications submitted by us for approval by the Department. Your involvement is encouraged.</p>
<p>You may obtain a copy of our evaluation. You may also submit signed, written comments about our performance in meeting community financial services needs to the Department.</p>
<h2>Where to write</h2>
<p>${e(c.companyName)}, NMLS ID ${e(c.companyNMLS)}: <a href="mailto:${e(c.email)}">${e(c.email)}</a>.</p>
<p>Illinois Department of Financial and Professional Regulation, Division of Banking, 320 West Washington Street, Springfield, IL 62786.</p>`),
  };
};

const comingSoon: Content = (org) => ({
  title: 'Coming soon',
  body: card(
    `<p>${e(org.info.orgBrand.name)} is not offering this yet. Check back soon, or <a href="/dashboard">return to your dashboard</a>.</p>`,
  ),
});

const to12h = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};

const contact: Content = (org) => {
  const c = companyOf(org);
  const hours = weekOf(org, 'OPS_PHONE')
    .weekdays.map(
      (d) =>
        `<tr><th scope="row">${e(d.weekday.charAt(0) + d.weekday.slice(1).toLowerCase())}</th><td>${
          d.isOpen && d.startTime && d.endTime
            ? `${to12h(d.startTime)} to ${to12h(d.endTime)} PT`
            : 'Closed'
        }</td></tr>`,
    )
    .join('');
  return {
    title: 'Contact us',
    body:
      card(`<p>Call <a href="tel:+1${e(c.phone)}">${e(c.phoneFormatted)}</a> or write to <a href="mailto:${e(c.email)}">${e(c.email)}</a>.</p>
<p class="muted">${e(c.companyName)}, ${e(c.companyAddress.street1)}${c.companyAddress.street2 ? `, ${e(c.companyAddress.street2)}` : ''}, ${e(c.companyAddress.city)}, ${e(c.companyAddress.state)} ${e(c.companyAddress.zip)}</p>`) +
      section(
        'hours-heading',
        'Phone hours',
        `<table><caption class="muted">Pacific time</caption><tbody>${hours}</tbody></table>`,
      ),
  };
};

const switcher =
  (name: string, what: string): Content =>
  (org) => ({
    title: name,
    body: card(`<p>${e(name)} is where ${e(org.info.orgBrand.name)} customers ${e(what)}. The sandbox lender stands in for it with this page: the home equity line application is the product served here.</p>
<ul class="link-list"><li><a href="/dashboard">Go to your dashboard</a></li><li><a href="/account/heloc/">Open your application</a></li></ul>`),
  });

/** Where "Take the survey" leads after a chat (the app adds the applicant's name, e-mail and interaction id). */
const chatSurvey: Content = (org) => ({
  title: 'How was your chat?',
  body: card(`<p>Thank you for chatting with ${e(org.info.orgBrand.name)}. The lender's survey service asks a few questions about the chat here; the sandbox lender stands in for it with this page.</p>
<ul class="link-list"><li><a href="/account/heloc/">Back to your application</a></li></ul>`),
});

const PAGES: Record<string, Content> = {
  '/auth/login': signIn,
  '/dashboard': dashboard,
  '/dashboard/settings': settings,
  '/terms': terms,
  '/privacy': privacy,
  '/licenses': licenses,
  '/communications': communications,
  '/il-community-reinvestment-notice': ilCommunityReinvestmentNotice,
  '/coming-soon': comingSoon,
  '/contact': contact,
  '/chat-survey': chatSurvey,
  '/universal-marketplace': switcher('Marketplace', 'browse other products'),
  '/portfolio': switcher('Portfolio Manager', 'follow their lines and loans in one place'),
  '/universal-passport': switcher('Passport', 'manage their identity and sign-in'),
  '/group-manager': switcher('Group Manager', 'share access with the people they trust'),
  '/pay': switcher('Pay', 'make payments on their accounts'),
  '/exchange': switcher('Exchange', 'move funds between their accounts'),
};

export const PAGE_PATHS: readonly string[] = Object.keys(PAGES);

/** A page goes out under the same policy as the app's: it holds the same token. */
function sendPage(req: Request, res: Response, status: number, html: string): void {
  setPageSecurityHeaders(res, { origin: originOf(req), reportUri: CSP_REPORT_PATH });
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('html').send(html);
}

export function pagesRouter(store: RecordStore): Router {
  const router = Router();
  for (const [path, content] of Object.entries(PAGES)) {
    router.get(path, (req: Request, res: Response) => {
      const org = selectOrg(store, req, res);
      sendPage(req, res, 200, renderPage({ org, path, ...content(org, store, req) }));
    });
  }
  // The organisation's colours for the pages, as a stylesheet: the policy allows no inline style.
  router.get(BRAND_STYLESHEET_PATH, (req: Request, res: Response) => {
    const org = orgOrDefault(store, queryString(req, 'org') ?? DEFAULT_ORG);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/css').send(brandStylesheet(org));
  });
  return router;
}

/** The HTML answer for a page that does not exist. */
export function notFoundPage(store: RecordStore, req: Request, res: Response): void {
  const org = selectOrg(store, req, res);
  sendPage(
    req,
    res,
    404,
    renderPage({
      org,
      path: req.path,
      title: 'Page not found',
      body: card(
        '<p>There is nothing at this address. <a href="/dashboard">Go to your dashboard</a>.</p>',
      ),
    }),
  );
}
