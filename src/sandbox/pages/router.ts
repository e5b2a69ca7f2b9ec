/**
 * The pages outside the app that the app links or redirects to
 * (docs/sandbox.md#its-pages-outside-the-app), rendered on the server and branded with the page's
 * organisation.
 */
import { Router, type Request, type Response } from 'express';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';
import { INTL_LOCALES, LANGUAGE_PARAM } from '../../lib/language';
import type { RecordStore } from '../db';
import { weekOf } from '../hours';
import { escapeHtml as e, fullPath, queryString } from '../http';
import { currentLanguage, pageLanguage, type SandboxLanguage, withLanguage } from '../language';
import { usStateName } from '../../contract/usStateNames';
import { DEFAULT_ORG, orgOrDefault } from '../orgs';
import { originOf, selectOrg } from '../pageOrg';
import type { OrgRecord } from '../records';
import { CSP_REPORT_PATH, setPageSecurityHeaders } from '../securityHeaders';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../seed';
import { BRAND_STYLESHEET_PATH, brandStylesheet, renderPage, withElements } from './layout';
import { SIGNED_OUT_QUERY, SIGNED_OUT_TEXT } from './signedOut';

type Content = (
  org: OrgRecord,
  store: RecordStore,
  req: Request,
) => { title: string; body: string; scripts?: string[] };

const toDashboard = (inner: string) => `<a href="/dashboard">${inner}</a>`;
const toRegister = (inner: string) => `<a href="/account/heloc/register">${inner}</a>`;
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
  const intro = withElements(
    messageText(
      msg`Every seeded account signs in with the password <0/>. Signing in opens the app in the account's organization.`,
    ),
    { 0: () => `<code>${e(SEEDED_PASSWORD)}</code>` },
  );
  return `<p>${intro}</p>
<div class="table-scroll" role="region" aria-labelledby="sandbox-accounts-caption" tabindex="0">
<table><caption id="sandbox-accounts-caption" class="muted">${e(messageText(msg`Seeded accounts`))}</caption>
<thead><tr><th scope="col">${e(messageText(msg`E-mail`))}</th><th scope="col">${e(messageText(msg`Organization`))}</th><th scope="col">${e(messageText(msg`Where they stand`))}</th></tr></thead><tbody>${rows}</tbody></table>
</div>`;
}

/**
 * After a sign-out the page says so first; its script then gives its heading the focus
 * (docs/shell.md#errors-and-the-session).
 */
const signedOutNotice = (req: Request) =>
  queryString(req, SIGNED_OUT_QUERY) === undefined
    ? ''
    : `<p id="signed-out" class="notice" role="status">${e(messageText(SIGNED_OUT_TEXT))}</p>`;

/** What the sign-in script says, in the page's language (pages/scripts.ts reads them). */
const signInScriptWords = () =>
  (
    [
      ['data-signing-in', msg`Signing in…`],
      ['data-enter-both', msg`Enter your e-mail and password.`],
      ['data-unexpected', msg`Something unexpected happened logging you in`],
      [
        'data-unreachable',
        msg`We could not reach the server. Check your connection and try again.`,
      ],
    ] as const
  )
    .map(([name, message]) => `${name}="${e(messageText(message))}"`)
    .join(' ');

const signIn: Content = (org, store, req) => {
  const name = org.info.orgBrand.name;
  return {
    title: messageText(msg`Sign in`),
    scripts: ['/sandbox-assets/login.js'],
    body:
      signedOutNotice(req) +
      card(`<p>${e(messageText(msg`Sign in to continue your home equity line with ${name}.`))}</p>
<form id="sign-in" novalidate ${signInScriptWords()}>
<label for="email">${e(messageText(msg`E-mail`))}</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required>
<label for="password">${e(messageText(msg`Password`))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div id="sign-in-error" class="alert" role="alert" tabindex="-1" hidden></div>
<button type="submit">${e(messageText(msg`Sign in`))}</button>
</form>
<noscript><p>${e(messageText(msg`Signing in needs JavaScript. Please enable it and reload the page.`))}</p></noscript>
<p>${withElements(messageText(msg`New here? <0>Start an application</0>`), { 0: toRegister })}</p>`) +
      section('sandbox-accounts', messageText(msg`Sandbox accounts`), accountsTable(store)),
  };
};

const signOutButton = () =>
  `<button type="button" class="secondary" data-sign-out hidden>${e(messageText(msg`Sign out`))}</button>`;

/** The organization's support contact, for the entries of a funded or canceled line. */
const supportData = (org: OrgRecord) => {
  const c = companyOf(org);
  return `data-support-phone="${e(c.phone)}" data-support-phone-text="${e(c.phoneFormatted)}" data-support-email="${e(c.email)}"`;
};

/**
 * The placeholders the dashboard script fills in with what it reads (pages/scripts.ts): a message
 * written with them keeps them, in `{name}` form, in every language.
 */
const number = '{number}';
const amount = '{amount}';
const last4 = '{last4}';
const phone = '{phone}';
const email = '{email}';

/** Attributes of the page's words, escaped, as the scripts read them (`data-<name>`). */
const scriptWords = (words: readonly (readonly [string, MessageDescriptor])[]) =>
  words.map(([name, message]) => `data-${name}="${e(messageText(message))}"`).join(' ');

/**
 * What the dashboard script says on both its pages, in the page's language, and the locale its
 * dates and money are written in (docs/sandbox.md#the-lenders-language).
 */
const dashboardScriptWords = (words: readonly (readonly [string, MessageDescriptor])[]) =>
  `data-locale="${e(INTL_LOCALES[currentLanguage()])}" ` +
  scriptWords([
    ['sign-in', msg`Sign in`],
    ['session-ended', msg`Your session has ended.`],
    ['not-signed-in', msg`You are not signed in.`],
    ['load-failed', msg`We could not load this. Please reload the page to try again.`],
    ...words,
  ]);

/** The words of the applications' list (docs/sandbox.md#a-funded-line). */
const applicationsWords = () =>
  dashboardScriptWords([
    ['no-applications', msg`You have no home equity line applications yet.`],
    ['start-application', msg`Start an application`],
    ['application', msg`Application ${number}`],
    ['documents', msg`Your documents for application ${number}`],
    ['in-progress', msg`In progress`],
    ['open', msg`Your line of credit is open`],
    ['rescinded', msg`Canceled: you used your right to cancel this line of credit`],
    ['canceled', msg`Canceled: this application was canceled`],
    ['line-amount', msg`Line amount`],
    ['funded-on', msg`Funded on`],
    ['paid-to', msg`Paid to`],
    ['paid-to-account', msg`${amount} to the account ending ${last4}`],
    ['paid-to-bank', msg`${amount} to your bank account`],
    ['account-ending', msg`The account ending ${last4}`],
    ['bank-account', msg`Your bank account`],
    ['support-call', msg`Questions about your line? Call ${phone}.`],
    ['support-call-or-email', msg`Questions about your line? Call ${phone} or e-mail ${email}.`],
  ]);

/** The words of the profile. */
const profileWords = () =>
  dashboardScriptWords([
    ['name', msg`Name`],
    ['email', msg`E-mail`],
    ['phone', msg`Phone`],
    ['not-provided', msg`Not provided`],
    ['no-phone', msg`None`],
  ]);

const dashboard: Content = (org) => ({
  title: messageText(msg`Dashboard`),
  scripts: ['/sandbox-assets/dashboard.js'],
  body:
    section(
      'applications-heading',
      messageText(msg`Home equity lines`),
      `<div id="applications" aria-live="polite" aria-busy="true" ${supportData(org)} ${applicationsWords()}><p>${e(messageText(msg`Loading your applications…`))}</p></div>`,
    ) + signOutButton(),
});

const settings: Content = () => ({
  title: messageText(msg`Settings`),
  scripts: ['/sandbox-assets/dashboard.js'],
  body:
    section(
      'profile-heading',
      messageText(msg`Your profile`),
      `<div id="profile" aria-live="polite" aria-busy="true" ${profileWords()}><p>${e(messageText(msg`Loading your profile…`))}</p></div>`,
    ) +
    section(
      'notifications-heading',
      messageText(msg`Notifications`),
      `<p>${e(messageText(msg`E-mail and text notifications about your application are on. To change them, call support.`))}</p>`,
    ) +
    signOutButton(),
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
  const count = org.licences.length;
  const companyName = c.companyName;
  const nmls = c.companyNMLS;
  const offered =
    count < 50
      ? msg`Home equity lines are offered in these states. More states are coming.`
      : msg`Home equity lines are offered in these states.`;
  return {
    title: messageText(msg`State licenses`),
    body: card(`<p id="nmls">${e(messageText(msg`${companyName} is licensed by the Nationwide Multistate Licensing System as NMLS ID ${nmls}.`))}</p>
<h2>${e(messageText(msg`Licensed in ${plural(count, { one: '# state', other: '# states' })}`))}</h2>
<p>${e(messageText(offered))}</p>
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

const comingSoon: Content = (org) => {
  const name = org.info.orgBrand.name;
  return {
    title: messageText(msg`Coming soon`),
    body: card(
      `<p>${withElements(messageText(msg`${name} is not offering this yet. Check back soon, or <0>return to your dashboard</0>.`), { 0: toDashboard })}</p>`,
    ),
  };
};

const to12h = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};

/** The weekdays' names, as the hours' table shows them. */
const WEEKDAYS: Record<string, MessageDescriptor> = {
  MONDAY: msg`Monday`,
  TUESDAY: msg`Tuesday`,
  WEDNESDAY: msg`Wednesday`,
  THURSDAY: msg`Thursday`,
  FRIDAY: msg`Friday`,
  SATURDAY: msg`Saturday`,
  SUNDAY: msg`Sunday`,
};

const contact: Content = (org) => {
  const c = companyOf(org);
  const hours = weekOf(org, 'OPS_PHONE')
    .weekdays.map((d) => {
      const named = WEEKDAYS[d.weekday];
      const day = named
        ? messageText(named)
        : d.weekday.charAt(0) + d.weekday.slice(1).toLowerCase();
      const from = d.startTime ? to12h(d.startTime) : '';
      const to = d.endTime ? to12h(d.endTime) : '';
      return `<tr><th scope="row">${e(day)}</th><td>${e(
        messageText(d.isOpen && from && to ? msg`${from} to ${to} PT` : msg`Closed`),
      )}</td></tr>`;
    })
    .join('');
  const phone = c.phone;
  const phoneText = c.phoneFormatted;
  const email = c.email;
  return {
    title: messageText(msg`Contact us`),
    body:
      card(`<p>${withElements(messageText(msg`Call <0>${phoneText}</0> or write to <1>${email}</1>.`), { 0: (inner) => `<a href="tel:+1${e(phone)}">${inner}</a>`, 1: (inner) => `<a href="mailto:${e(email)}">${inner}</a>` })}</p>
<p class="muted">${e(c.companyName)}, ${e(c.companyAddress.street1)}${c.companyAddress.street2 ? `, ${e(c.companyAddress.street2)}` : ''}, ${e(c.companyAddress.city)}, ${e(c.companyAddress.state)} ${e(c.companyAddress.zip)}</p>`) +
      section(
        'hours-heading',
        messageText(msg`Phone hours`),
        `<table><caption class="muted">${e(messageText(msg`Pacific time`))}</caption><tbody>${hours}</tbody></table>`,
      ),
  };
};

/** A product of the app switcher (its name a product name, in every language) and what it does. */
const switcher =
  (name: string, doing: MessageDescriptor): Content =>
  (org) => {
    const company = org.info.orgBrand.name;
    const what = messageText(doing);
    return {
      title: name,
      body: card(`<p>${e(messageText(msg`${name} is where ${company} customers ${what}. The sandbox lender stands in for it with this page: the home equity line application is the product served here.`))}</p>
<ul class="link-list"><li><a href="/dashboard">${e(messageText(msg`Go to your dashboard`))}</a></li><li><a href="/account/heloc/">${e(messageText(msg`Open your application`))}</a></li></ul>`),
    };
  };

/** Where "Take the survey" leads after a chat (the app adds the applicant's name, e-mail and interaction id). */
const chatSurvey: Content = (org) => {
  const company = org.info.orgBrand.name;
  return {
    title: messageText(msg`How was your chat?`),
    body: card(`<p>${e(messageText(msg`Thank you for chatting with ${company}. The lender's survey service asks a few questions about the chat here; the sandbox lender stands in for it with this page.`))}</p>
<ul class="link-list"><li><a href="/account/heloc/">${e(messageText(msg`Back to your application`))}</a></li></ul>`),
  };
};

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
  '/universal-marketplace': switcher('Marketplace', msg`browse other products`),
  '/portfolio': switcher('Portfolio Manager', msg`follow their lines and loans in one place`),
  '/universal-passport': switcher('Passport', msg`manage their identity and sign-in`),
  '/group-manager': switcher('Group Manager', msg`share access with the people they trust`),
  '/pay': switcher('Pay', msg`make payments on their accounts`),
  '/exchange': switcher('Exchange', msg`move funds between their accounts`),
};

export const PAGE_PATHS: readonly string[] = Object.keys(PAGES);

/** A page goes out under the same policy as the app's: it holds the same token. */
function sendPage(req: Request, res: Response, status: number, html: string): void {
  setPageSecurityHeaders(res, { origin: originOf(req), reportUri: CSP_REPORT_PATH });
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('html').send(html);
}

/** This page in the other language: its address with `?lang=` set, the rest of its query kept. */
function otherLanguageHref(req: Request, language: SandboxLanguage): string {
  const url = new URL(req.originalUrl || req.url, 'http://sandbox');
  url.searchParams.set(LANGUAGE_PARAM, language === 'es' ? 'en' : 'es');
  return `${fullPath(req)}${url.search}`;
}

/** The page rendered in its language (docs/sandbox.md#the-lenders-language). */
function rendered(
  req: Request,
  org: OrgRecord,
  path: string,
  content: () => { title: string; body: string; scripts?: string[] },
): string {
  const language = pageLanguage(req);
  return withLanguage(language, () =>
    renderPage({
      org,
      path,
      language,
      otherLanguageHref: otherLanguageHref(req, language),
      ...content(),
    }),
  );
}

export function pagesRouter(store: RecordStore): Router {
  const router = Router();
  for (const [path, content] of Object.entries(PAGES)) {
    router.get(path, (req: Request, res: Response) => {
      const org = selectOrg(store, req, res);
      sendPage(
        req,
        res,
        200,
        rendered(req, org, path, () => content(org, store, req)),
      );
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
    rendered(req, org, req.path, () => ({
      title: messageText(msg`Page not found`),
      body: card(
        `<p>${withElements(messageText(msg`There is nothing at this address. <0>Go to your dashboard</0>.`), { 0: toDashboard })}</p>`,
      ),
    })),
  );
}
