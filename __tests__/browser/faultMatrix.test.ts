import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Page, WebSocketRoute } from 'playwright-core';
import {
  CHATBOT_SESSION_STORAGE_KEY,
  CHAT_SESSION_STORAGE_KEY,
  TELEMETRY_TRACKER_STORAGE_KEY,
} from '../../src/lib/browserStorage';
import { CALLS, callsOf } from '../../src/contract/calls';
import { MIN_OFFER_AMOUNT } from '../../src/contract/offerPricing';
import { HELOC_PATH } from '../../src/contract/paths';
import { FAULT_KINDS, type FaultKind, pathMatches } from '../../src/sandbox/faults';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { type Sandbox, startSandbox } from '../../src/sandbox/server';
import { FINDING_NEXT_STEP } from '../support/routeExpectations';
import { useBrowser, waitForHeading } from './support/browser';
import { pdfFile } from './support/files';
import { type Applicant, AUTOPAY_ACCOUNT_TO_ENTER, controlOf, DISBURSE } from './support/sandbox';
import {
  agreeToApplicationConsents,
  allDocumentsAccepted,
  choose,
  chooseDriversLicence,
  readAndAcceptDocuments,
  signEachDocument,
} from './support/steps';

/**
 * The fault matrix: every call the app makes on the screens below, failed by
 * the sandbox lender in each of the control API's six ways, in the production build, in a real
 * browser. Each cell opens the screen as a new applicant would (and, for a screen's own call,
 * answers the screen and sends it) with that call failing every time, then checks what
 * docs/requests.md#what-ends-a-session says: a 401, or a 403 "unauthenticated", anywhere ends the session and sends the borrower
 * to sign in; anything else leaves a screen with its heading, says what failed when a form's
 * call failed, and keeps every answer as typed. Never a blank page, never a page error. The
 * table of results goes to the test output and to test-results/fault-matrix.md.
 *
 * The calls are found, not listed: with all kinds (`npm run test:fault-matrix`), each screen is
 * first opened without faults and the page's own requests are read, and what each made is kept in
 * faultMatrix.calls.json; `npm test` takes them from there, checked against the contract's table
 * of calls. A call is tried on the first screen that makes it.
 *
 * Timeouts: the sandbox holds the request unanswered; the page's clock is Playwright's, and the
 * cell moves it 31 s at a time once the call is out, so the app's 30 s request timeout (and
 * the routing retries after it) pass in a moment of real time.
 *
 * Cells run three at a time, each lane on a sandbox lender of its own (faults apply to a whole
 * sandbox), in a tab kept from cell to cell (tabOf).
 */
const browser = useBrowser();

const LANES = 3;
const APP = '/account/heloc';

/** The stand-in for the default chat provider's socket: refused, or saying the token is about to expire. */
type Twilsock = 'refuse' | 'token-about-to-expire';

interface Lane {
  url: string;
  /** The lane's tabs (see tabOf). */
  tabs: { plain?: Page; clocked?: Page };
  /** What the default chat provider's cloud does in this lane's tabs, for the cell at hand. */
  twilsock: Twilsock;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** One answer on a screen, read back from the page: it must read the same after a failed call. */
interface Answer {
  name: string;
  read(page: Page): Promise<string | boolean>;
}

const field = (label: RegExp): Answer => ({
  name: `field ${label.source}`,
  read: (page) => page.getByLabel(label).first().inputValue(),
});
/** A choice shown as radios or as a select (see choose): whether `option` is the one chosen. */
const choice = (question: RegExp, option: RegExp): Answer => ({
  name: `${question.source}: ${option.source}`,
  async read(page) {
    const select = page.getByRole('combobox', { name: question });
    if ((await select.count()) > 0) {
      const chosen = await select.evaluate(
        (element) => (element as HTMLSelectElement).selectedOptions[0]?.label ?? '',
      );
      return option.test(chosen);
    }
    return page
      .getByRole('group', { name: question })
      .getByRole('radio', { name: option })
      .isChecked();
  },
});
/** A checkbox of a question allowing several answers: whether it is ticked. */
const ticked = (question: RegExp, option: RegExp): Answer => ({
  name: `${question.source}: ${option.source}`,
  read: (page) =>
    page.getByRole('group', { name: question }).getByRole('checkbox', { name: option }).isChecked(),
});
const box = (label: RegExp): Answer => ({
  name: `checkbox ${label.source}`,
  read: (page) => page.getByRole('checkbox', { name: label }).isChecked(),
});
const files = (selector: string): Answer => ({
  name: `files ${selector}`,
  read: (page) =>
    page
      .locator(selector)
      .first()
      .evaluate((input) =>
        [...((input as HTMLInputElement).files ?? [])].map((f) => f.name).join(),
      ),
});

/** The bank account form (bank/disburse, bank/autopay-manual): a checking account, typed. */
async function fillBankAccount(page: Page, routingNumber: string, accountNumber: string) {
  await page.getByLabel(/^Routing number/i).fill(routingNumber);
  await page.getByLabel(/^Account number/i).fill(accountNumber);
  await page.getByLabel(/^Confirm account number/i).fill(accountNumber);
  await choose(page, /^Account type/i, /^Checking/i);
}
const BANK_ACCOUNT_ANSWERS: Answer[] = [
  field(/^Routing number/i),
  field(/^Account number/i),
  field(/^Confirm account number/i),
  choice(/^Account type/i, /^Checking/i),
];

interface Scenario {
  name: string;
  /** The applicant created through the control API (POST /__sandbox/applicants); null: a visitor. */
  applicant: object | null;
  /** Records to add after the applicant is created. */
  prepare?: (lane: Lane, applicant: Applicant | null) => Promise<unknown>;
  /** Where the page opens, under /account/heloc. */
  open: (applicant: Applicant | null) => string;
  /** Waits for the screen to be ready for the borrower (and goes to it from there, if need be). */
  ready: (page: Page) => Promise<void>;
  /** The applicant exists but the page opens without their session (a sign-in screen). */
  signedOut?: true;
  /**
   * What the default chat provider's cloud (twilio's socket) does: by default it refuses the
   * connection (see twilsockStandIn).
   */
  twilsock?: Twilsock;
  /**
   * Every cell of the screen, and its first opening, in the tab on Playwright's clock: a call
   * made only as time passes (a refresh every minute) is revealed by moving the clock on.
   */
  clocked?: true;
  /** Stored in the page's localStorage with the session, before the app's first script runs. */
  storage?: (lane: Lane, applicant: Applicant | null) => Promise<Record<string, string>>;
  /**
   * What the borrower opens on the ready screen before anything else (a menu): its calls are
   * tried as the screen's own, in a cell that opens it too.
   */
  reveal?: (page: Page) => Promise<void>;
  /** The screen's own call: what the borrower answers, and the button that sends it. */
  send?: {
    fill: (page: Page, applicant: Applicant | null) => Promise<void>;
    answers: Answer[];
    button: RegExp;
    /** Once sent without faults, the sign that it worked: by default, another page. */
    done?: (page: Page) => Promise<void>;
    /**
     * The button leaves for sign-in whatever its call answers (Logout: "a failed call still signs
     * the user out here: they asked to leave", sessionSaga).
     */
    leaves?: true;
  };
}

const button = (page: Page, name: RegExp) => page.getByRole('button', { name });
const label = (page: Page, text: RegExp) =>
  page.getByLabel(text).first().waitFor({ timeout: 20000 });
const app = (applicant: Applicant | null) => `/${applicant?.applicationUuid}`;
const CEO = 'Share your thoughts with our CEO';
const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
/** A field of the chat window, read back from it. */
const chatField = (text: string): Answer => ({
  name: `chat: ${text}`,
  read: (page) => chat(page).getByLabel(text, { exact: true }).inputValue(),
});
/**
 * The chat's mode: an agent while the chat desk is open (the streaming provider, the sandbox's
 * default), the chatbot while it is closed. The agent joins at once, so typing previews go out.
 * Hours and chat controls apply to the lane's whole sandbox; only chat scenarios rely on them.
 */
const chatDesk = (open: boolean) => async (lane: Lane) => {
  await lane.control('PUT', '/__sandbox/hours', { chatOpen: open });
  await lane.control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 0, autoReply: true });
};
/** A borrower on identity, the chat window opening with the page (`?pop-webchat`). */
const chatOnIdentity = (deskOpen: boolean) => ({
  applicant: { state: 'IDENTITY_VERIFICATION' },
  prepare: chatDesk(deskOpen),
  open: (a: Applicant | null) => `${app(a)}/identity?pop-webchat`,
});
const postTo = async <T>(lane: Lane, path: string, body: object) =>
  (await fetch(`${lane.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as T;
/**
 * A chat with an agent that this browser started before (through the lender, as the page would),
 * stored as the app stores it; `ended`: the agent has since ended it.
 */
async function storedAgentChat(lane: Lane, a: Applicant, ended = false) {
  const started = await postTo<{
    omniProxyChannelId: string;
    providerUserId: string;
    providerUserToken: string;
    providerChannelId: string;
  }>(lane, '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', {
    friendlyName: 'Avery Quinn',
    emailAddress: a.email,
    applicationUuid: a.applicationUuid,
    skill: 'FHEL',
  });
  if (ended)
    await lane.control('POST', `/__sandbox/chat/${started.omniProxyChannelId}`, { action: 'end' });
  return {
    [CHAT_SESSION_STORAGE_KEY]: JSON.stringify({
      token: null,
      conversationSid: null,
      expiration: Date.now() + 6 * 3600e3,
      friendlyName: 'Avery Quinn',
      emailAddress: a.email,
      omniProxyChannelId: started.omniProxyChannelId,
      initialMessage: null,
      stream: {
        providerUserId: started.providerUserId,
        providerUserToken: started.providerUserToken,
        providerChannelId: started.providerChannelId,
      },
    }),
  };
}
/** The chatbot's answer to "What APR would I get?" in the chat's log. */
const chatbotAnswered = (page: Page) =>
  chat(page)
    .getByRole('log')
    .getByText(/fixed APR for each draw/)
    .waitFor({ timeout: 20000 });
const messageBoxShown = (page: Page) =>
  chat(page).getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 20000 });
/**
 * A visitor starting a chat with an agent on the default provider (twilio): the streaming
 * provider's flag off for one organisation (wholesale), and the provider's socket as `twilsock`
 * says (see twilsockStandIn). The answers are the scenario's to name.
 */
const defaultProviderChat = (twilsock: Twilsock) =>
  ({
    applicant: null,
    twilsock,
    async prepare(lane: Lane) {
      await chatDesk(true)(lane);
      await lane.control('PUT', '/__sandbox/flags/fe-webchat-stream?org=wholesale', {
        flagEnabled: false,
        variables: {},
      });
    },
    open: () => '/register?step=property-info&org=wholesale',
    ready: (page: Page) => button(page, /^Chat with us$/).waitFor({ timeout: 20000 }),
    send: {
      async fill(page: Page) {
        await button(page, /^Chat with us$/).click();
        await chat(page).getByLabel('Name', { exact: true }).fill('Tess Twilio');
        await chat(page).getByLabel('Email address', { exact: true }).fill('tess@example.com');
      },
      answers: [] as Answer[],
      button: /^Start chat$/,
      // Started: the chat has moved on to its messages (the call answered), and, where the
      // provider said the token was about to expire, the token has been refreshed. Not waited
      // for: the SDK's 20 s start wait, which then ends the chat with the documented alert here.
      async done(page: Page) {
        await messageBoxShown(page);
        if (twilsock === 'token-about-to-expire') {
          await page.waitForFunction(
            () =>
              performance
                .getEntriesByType('resource')
                .some((entry) => entry.name.includes('/twilio/refreshToken')),
            undefined,
            { timeout: 20000 },
          );
        }
      },
    },
  }) satisfies Partial<Scenario>;
async function openAccountMenu(page: Page) {
  await button(page, /^Account menu$/).click();
  await page.getByRole('region', { name: 'Account' }).waitFor({ timeout: 20000 });
}
/**
 * The storage key that puts a stand-in for a session-replay tool's snippet on the page (tabOf):
 * `window.FS`, answering as the tool does once capture has begun.
 */
const REPLAY_SNIPPET = '__fault_matrix_replay_snippet';

const ALL_SCENARIOS: Scenario[] = [
  {
    name: 'registration (visitor)',
    applicant: null,
    open: () => '/register?step=property-info',
    ready: (page) => label(page, /Street address/i),
    send: {
      async fill(page) {
        const next = async (step: string) => {
          await button(page, /^Continue$/).click();
          await page.waitForURL(new RegExp(`step=${step}`));
        };
        await page.getByLabel(/Street address/i).fill('1234 Juniper Lane');
        await page.getByLabel(/^City/i).fill('Sacramento');
        await page.getByLabel(/^State/i).selectOption('CA');
        await page.getByLabel(/ZIP code/i).fill('95814');
        await next('sale-status');
        await page.getByRole('radio', { name: /^No$/ }).check();
        await next('income-info');
        await page.getByLabel(/Annual income/i).fill('145000');
        await choose(page, /Employment type/i, /^Full time/i);
        await next('name');
        await page.getByLabel(/First name/i).fill('Avery');
        await page.getByLabel(/Last name/i).fill('Quinn');
        await next('birthdate');
        await page.getByLabel(/Date of birth/i).fill('03/27/1985');
        await next('contact-info');
        await page
          .getByLabel(/Email address/i)
          .fill(`matrix-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
        await page.getByLabel(/Phone number/i).fill('916-555-0142');
        await next('login-info');
        await page.getByLabel(/^Password/i).fill('correct horse battery');
        await page.getByLabel(/Confirm password/i).fill('correct horse battery');
        await agreeToApplicationConsents(page);
      },
      answers: [
        field(/^Password/i),
        field(/Confirm password/i),
        box(/soft credit pull/i),
        box(/sign electronically/i),
      ],
      button: /^Create account$/,
    },
  },
  {
    name: 'liens',
    applicant: { state: 'LIEN_VERIFICATION' },
    open: (a) => `${app(a)}/liens`,
    ready: (page) => page.getByRole('radio', { name: /^Yes$/ }).first().waitFor({ timeout: 20000 }),
    send: {
      async fill(page) {
        for (const yes of await page.getByRole('radio', { name: /^Yes$/ }).all()) await yes.check();
      },
      answers: [
        {
          name: 'each lien: Yes',
          read: async (page) =>
            (
              await Promise.all(
                (await page.getByRole('radio', { name: /^Yes$/ }).all()).map((r) => r.isChecked()),
              )
            ).every(Boolean),
        },
      ],
      button: /^Confirm liens$/,
    },
  },
  {
    name: 'product/select',
    applicant: { state: 'OFFER_SELECTION' },
    open: (a) => `${app(a)}/product/select`,
    ready: (page) => label(page, /^Amount/i),
    send: {
      // The smallest line: within any applicant's range ($15,000 to their approved maximum).
      fill: (page) => page.getByLabel(/^Amount/i).fill(String(MIN_OFFER_AMOUNT)),
      answers: [field(/^Amount/i)],
      button: /^Select offer$/,
    },
  },
  {
    name: 'start/contact',
    applicant: { state: 'COLLECT_ADDITIONAL_INFO' },
    open: (a) => `${app(a)}/start/contact`,
    ready: (page) => label(page, /Social Security number/i),
    send: {
      async fill(page) {
        await page
          .getByRole('group', { name: /How do you own this property/i })
          .getByRole('radio', { name: /sole/i })
          .check();
        await page.getByLabel(/Social Security number/i).fill('123-45-6789');
        await page.getByLabel(/I agree to a hard credit pull/i).check();
      },
      answers: [
        choice(/How do you own this property/i, /sole/i),
        field(/Social Security number/i),
        box(/hard credit pull/i),
      ],
      button: /^Continue$/,
    },
  },
  {
    name: 'start/hmda',
    applicant: { state: 'HMDA' },
    open: (a) => `${app(a)}/start/hmda`,
    ready: (page) => page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 20000 }),
    send: {
      async fill(page) {
        const race = page.getByRole('group', { name: /^Race$/ });
        await page
          .getByRole('group', { name: /^Ethnicity$/ })
          .getByRole('checkbox', { name: /I do not wish to provide/i })
          .check();
        await race.getByRole('checkbox', { name: /^Korean$/ }).check();
        await race.getByRole('checkbox', { name: /^Other Asian$/ }).check();
        await page.getByLabel(/^Asian race/).fill('Hmong');
        await page
          .getByRole('group', { name: /^Sex$/ })
          .getByRole('checkbox', { name: /^Female$/ })
          .check();
      },
      answers: [
        ticked(/^Ethnicity$/, /I do not wish to provide/i),
        ticked(/^Race$/, /^Asian$/),
        ticked(/^Race$/, /^Korean$/),
        field(/^Asian race/),
        ticked(/^Sex$/, /^Female$/),
      ],
      button: /^Continue$/,
    },
  },
  {
    name: 'start/app-summary',
    applicant: { state: 'APP_SUBMISSION', status: { disclosurelistSummaryReady: true } },
    open: (a) => `${app(a)}/start/app-summary`,
    ready: (page) => button(page, /^Submit application$/).waitFor({ timeout: 20000 }),
    // The disclosures are accepted and the application submitted in one send.
    send: {
      fill: readAndAcceptDocuments,
      answers: [{ name: 'each document accepted', read: allDocumentsAccepted }],
      button: /^Submit application$/,
    },
  },
  {
    name: 'income/upload',
    applicant: { state: 'INCOME_VERIFICATION' },
    open: (a) => `${app(a)}/income/upload/PAYSTUB`,
    ready: (page) =>
      page.locator('input[type="file"]').first().waitFor({ state: 'attached', timeout: 20000 }),
    send: {
      fill: (page) =>
        page.locator('input[type="file"]').first().setInputFiles(pdfFile('paystub.pdf')),
      answers: [files('input[type="file"]')],
      button: /^Upload$/,
    },
  },
  {
    name: 'bank/disburse',
    applicant: { state: 'DISBURSEMENT_ACCOUNT' },
    open: (a) => `${app(a)}/bank/disburse`,
    ready: (page) => label(page, /^Routing number/i),
    send: {
      fill: (page) => fillBankAccount(page, '011000015', '000123456789'),
      answers: BANK_ACCOUNT_ANSWERS,
      button: /^Continue$/,
    },
  },
  {
    name: 'bank/confirm',
    applicant: { state: 'DISBURSEMENT_ACCOUNT', application: { disburseAccount: DISBURSE } },
    open: (a) => `${app(a)}/bank/confirm`,
    ready: (page) => button(page, /^Confirm account$/).waitFor({ timeout: 20000 }),
    send: { fill: async () => {}, answers: [], button: /^Confirm account$/ },
  },
  {
    name: 'bank/autopay',
    applicant: { state: 'AUTOPAY' },
    open: (a) => `${app(a)}/bank/autopay`,
    ready: (page) =>
      page.getByRole('group', { name: /Pay automatically/i }).waitFor({ timeout: 20000 }),
    send: {
      async fill(page) {
        await page
          .getByRole('group', { name: /Pay automatically/i })
          .getByRole('radio', { name: /^Yes$/ })
          .check();
        await page.getByLabel(/^I authorize/).check();
      },
      answers: [choice(/Pay automatically/i, /^Yes$/), box(/^I authorize/)],
      button: /^Continue$/,
    },
  },
  {
    name: 'bank/autopay-manual',
    applicant: AUTOPAY_ACCOUNT_TO_ENTER,
    open: (a) => `${app(a)}/bank/autopay-manual`,
    ready: (page) => label(page, /^Routing number/i),
    send: {
      async fill(page) {
        await fillBankAccount(page, '121000358', '000123454321');
        await page.getByLabel(/^I authorize/).check();
      },
      answers: [...BANK_ACCOUNT_ANSWERS, box(/^I authorize/)],
      button: /^Continue$/,
    },
  },
  {
    name: 'identity',
    // Referred by a loan officer: the page shows their card (the lead portal's answer).
    applicant: {
      state: 'IDENTITY_VERIFICATION',
      application: { referrer: { referrerUuid: SEEDED_IDS.brokerLo } },
    },
    open: (a) => `${app(a)}/identity`,
    ready: (page) => page.getByRole('group', { name: /ID type/i }).waitFor({ timeout: 20000 }),
    send: {
      fill: chooseDriversLicence,
      answers: [choice(/ID type/i, /Driver's License/i), files('input[type="file"]')],
      button: /^Upload$/,
    },
  },
  {
    name: 'signing/intro',
    applicant: { state: 'NOTE_SIGNING' },
    open: (a) => `${app(a)}/signing/intro`,
    ready: (page) => button(page, /^Review documents$/).waitFor({ timeout: 20000 }),
  },
  {
    name: 'notary/intro',
    applicant: { state: 'NOTARY_DISCLOSURE' },
    open: (a) => `${app(a)}/notary/intro`,
    ready: (page) => page.getByRole('group', { name: /notary/i }).waitFor({ timeout: 20000 }),
    send: {
      fill: (page) =>
        page
          .getByRole('group', { name: /notary/i })
          .getByRole('radio', { name: /Remote eNotary now/i })
          .check(),
      answers: [choice(/notary/i, /Remote eNotary now/i)],
      button: /^Continue$/,
    },
  },
  {
    name: 'signing/sign',
    // Signed with the name on the application.
    applicant: {
      state: 'NOTE_SIGNING',
      profile: { name: { firstName: 'Avery', lastName: 'Quinn' } },
    },
    open: (a) => `${app(a)}/signing/sign`,
    ready: (page) => label(page, /^Full name/i),
    send: {
      async fill(page) {
        await signEachDocument(page);
        await page.getByLabel(/^Full name/i).fill('Avery Quinn');
      },
      answers: [
        field(/^Full name/i),
        {
          name: 'each document signed',
          read: async (page) =>
            (
              await Promise.all(
                (await page.getByRole('button', { name: /^Sign “/ }).all()).map(
                  async (b) => (await b.getAttribute('aria-pressed')) === 'true',
                ),
              )
            ).every(Boolean),
        },
      ],
      button: /^Sign documents$/,
    },
  },
  {
    name: 'notary/session',
    applicant: { state: 'NOTARY_DISCLOSURE', application: { notaryMode: 'REMOTE' } },
    open: (a) => `${app(a)}/notary/session`,
    ready: (page) => button(page, /^Join session$/).waitFor({ timeout: 20000 }),
    send: {
      fill: (page) => button(page, /^Join session$/).click(),
      answers: [],
      button: /^Finish session$/,
    },
  },
  {
    name: 'income/employer-verification',
    applicant: { state: 'EMPLOYMENT_VERIFICATION' },
    open: (a) => `${app(a)}/income/employer-verification`,
    ready: (page) => label(page, /^Employer name/i),
    send: {
      async fill(page) {
        await page.getByLabel(/^Employer name/i).fill('Sacramento Valley Tools');
        await page.getByLabel(/^Employer phone number/i).fill('916-555-0190');
      },
      answers: [field(/^Employer name/i), field(/^Employer phone number/i)],
      button: /^Continue$/,
    },
  },
  {
    name: 'signing/additional',
    applicant: { state: 'CO_DEED_REQUIRED' },
    open: (a) => `${app(a)}/signing/additional`,
    ready: (page) => label(page, /^First name/i),
    send: {
      async fill(page) {
        await page.getByLabel(/^First name/i).fill('Jordan');
        await page.getByLabel(/^Last name/i).fill('Ellis');
        await page
          .getByLabel(/^Email address/i)
          .fill(`signer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
      },
      answers: [field(/^First name/i), field(/^Last name/i), field(/^Email address/i)],
      button: /^Send invitation$/,
      // The page stays, and says so.
      done: (page) =>
        page.getByRole('heading', { name: 'Invitation sent' }).waitFor({ timeout: 20000 }),
    },
  },
  {
    name: 'notary/schedule-manual',
    // A manual notary chosen at notary/intro.
    applicant: {
      state: 'NOTARY_DISCLOSURE',
      status: { manualNotary: true },
      application: { notaryMode: 'MANUAL' },
    },
    open: (a) => `${app(a)}/notary/schedule-manual`,
    ready: (page) =>
      page.getByRole('group', { name: /Choose a date/i }).waitFor({ timeout: 20000 }),
    send: {
      async fill(page) {
        await page
          .getByRole('group', { name: /Choose a date/i })
          .getByRole('radio')
          .nth(1)
          .check();
        const times = page.getByRole('group', { name: /Choose a time on/i });
        await times.getByRole('radio').nth(2).check();
      },
      answers: [
        {
          name: 'the date and the time chosen',
          read: async (page) =>
            (await page
              .getByRole('group', { name: /Choose a date/i })
              .getByRole('radio')
              .nth(1)
              .isChecked()) &&
            (await page
              .getByRole('group', { name: /Choose a time on/i })
              .getByRole('radio')
              .nth(2)
              .isChecked()),
        },
      ],
      button: /^Reserve time$/,
    },
  },
  {
    name: 'complete',
    applicant: { state: 'RESCISSION' },
    open: (a) => `${app(a)}/complete`,
    ready: (page) =>
      page
        .getByText(/Rescission/i)
        .first()
        .waitFor({ timeout: 20000 }),
    // The right to cancel, confirmed in its dialog (docs/journey.md#the-right-to-cancel).
    send: {
      fill: (page) => button(page, /^Cancel my line of credit$/).click(),
      answers: [],
      button: /^Yes, cancel my line$/,
      done: (page) => waitForHeading(page, 'Your line of credit is canceled'),
    },
  },
  {
    name: 'conditions: phone number',
    applicant: { state: 'DISBURSEMENT_ACCOUNT' },
    prepare: (lane, a) =>
      lane.control('PATCH', `/__sandbox/applications/${a!.applicationUuid}`, {
        conditions: [{ categoryEnum: 'MISSING_PHONE_NUMBER' }],
      }),
    open: (a) => `${app(a)}/conditions`,
    async ready(page) {
      await waitForHeading(page, 'Your outstanding tasks');
      await page.getByRole('link', { name: 'Add phone number' }).click();
      await label(page, /^Phone number/);
    },
    send: {
      fill: (page) => page.getByLabel(/^Phone number/).fill('916-555-0177'),
      answers: [field(/^Phone number/)],
      button: /^Save phone number$/,
    },
  },
  {
    name: 'document/disclosures',
    applicant: { state: 'APP_SUBMISSION' },
    open: (a) => `${app(a)}/document/disclosures`,
    ready: (page) => button(page, /^Accept documents$/).waitFor({ timeout: 20000 }),
    send: {
      fill: readAndAcceptDocuments,
      answers: [{ name: 'each document accepted', read: allDocumentsAccepted }],
      button: /^Accept documents$/,
    },
  },
  {
    name: 'credit/social',
    applicant: { state: 'CREDIT_NO_MATCH' },
    open: (a) => `${app(a)}/credit/social`,
    ready: (page) => label(page, /^Social Security number/i),
    send: {
      fill: (page) =>
        page
          .getByLabel(/^Social Security number/i)
          .first()
          .fill('123-45-6789'),
      answers: [field(/^Social Security number/i)],
      button: /^Continue$/,
    },
  },
  {
    name: 'credit/error',
    applicant: { state: 'SOFT_CREDIT_FROZEN' },
    open: (a) => `${app(a)}/credit/error`,
    ready: (page) => button(page, /^Try again$/).waitFor({ timeout: 20000 }),
    send: { fill: async () => {}, answers: [], button: /^Try again$/ },
  },
  {
    name: 'bpo/estimate-value',
    // A Texas home: the borrower gives its value (no valuation is ordered there).
    applicant: {
      state: 'NO_AVM',
      application: {
        property: {
          state: 'TX',
          address: { street1: '418 Pecan Hollow Drive', city: 'Austin', state: 'TX', zip: '78704' },
        },
      },
    },
    open: (a) => `${app(a)}/bpo/estimate-value`,
    ready: (page) => label(page, /Estimated home value/i),
    send: {
      fill: (page) => page.getByLabel(/Estimated home value/i).fill('640,000'),
      answers: [field(/Estimated home value/i)],
      button: /^Continue$/,
    },
  },
  {
    name: 'bpo/order-bpo',
    applicant: { state: 'BPO_ORDER' },
    open: (a) => `${app(a)}/bpo/order-bpo`,
    ready: (page) => button(page, /^Order valuation$/).waitFor({ timeout: 20000 }),
    send: { fill: async () => {}, answers: [], button: /^Order valuation$/ },
  },
  {
    name: 'product/assets',
    applicant: { state: 'ASSETS_PREQUAL' },
    open: (a) => `${app(a)}/product/assets`,
    ready: (page) => label(page, /^Total savings and investments/),
    send: {
      fill: (page) => page.getByLabel(/^Total savings and investments/).fill('85000'),
      answers: [field(/^Total savings and investments/)],
      button: /^Continue$/,
    },
  },
  {
    name: 'product/prequal-winback',
    applicant: { state: 'LIEN_POSITION_REQUALIFY' },
    open: (a) => `${app(a)}/product/prequal-winback`,
    ready: (page) => button(page, /^Accept this offer$/).waitFor({ timeout: 20000 }),
    send: { fill: async () => {}, answers: [], button: /^Accept this offer$/ },
  },
  {
    name: 'merchant/lien-attestation',
    // As merchant.test.ts: no server state, the merchant's review recorded.
    applicant: { state: null, status: { condition: 'MERCHANT_REVIEWED' } },
    open: (a) => `${app(a)}/merchant/lien-attestation`,
    ready: (page) => label(page, /^I confirm the liens listed are complete and correct$/),
    send: {
      fill: (page) =>
        page.getByLabel(/^I confirm the liens listed are complete and correct$/).check(),
      answers: [box(/^I confirm the liens listed are complete and correct$/)],
      button: /^Confirm liens$/,
    },
  },
  {
    name: 'insurance/upload',
    applicant: { state: 'INSURANCE_REQUIRED' },
    open: (a) => `${app(a)}/insurance/upload`,
    ready: (page) =>
      page.getByLabel(/Proof of hazard insurance/i).waitFor({ state: 'attached', timeout: 20000 }),
    send: {
      fill: (page) =>
        page
          .getByLabel(/Proof of hazard insurance/i)
          .setInputFiles(pdfFile('hazard-declarations.pdf')),
      answers: [files('input[type="file"]')],
      button: /^Upload$/,
    },
  },
  {
    name: 'CEO feedback',
    applicant: { state: 'IDENTITY_VERIFICATION' },
    open: (a) => `${app(a)}/identity`,
    async ready(page) {
      await waitForHeading(page, 'Verify your identity');
      await page.getByRole('contentinfo').getByRole('button', { name: CEO }).click();
      await page
        .getByRole('dialog', { name: CEO })
        .getByRole('textbox', { name: 'Message' })
        .waitFor({ timeout: 20000 });
    },
    send: {
      async fill(page) {
        const dialog = page.getByRole('dialog', { name: CEO });
        await dialog.getByRole('radio', { name: 'Improve our product' }).check();
        await dialog.getByRole('radio', { name: 'No' }).check();
        await dialog
          .getByRole('textbox', { name: 'Message' })
          .fill('Uploading my paystub took two tries; the rest was easy.');
      },
      answers: [field(/^Message$/), choice(/^Topic/, /Improve our product/)],
      button: /^Send$/,
      // The dialog closes, and says so.
      done: (page) =>
        page
          .getByRole('status')
          .filter({ hasText: 'Your feedback was sent' })
          .waitFor({ timeout: 20000 }),
    },
  },
  {
    name: 'account menu: logout',
    applicant: { state: 'IDENTITY_VERIFICATION' },
    open: (a) => `${app(a)}/identity`,
    ready: (page) => waitForHeading(page, 'Verify your identity'),
    reveal: openAccountMenu,
    send: { fill: async () => {}, answers: [], button: /^Logout$/, leaves: true },
  },
  {
    name: 'account menu: switch accounts',
    applicant: { state: 'IDENTITY_VERIFICATION' },
    open: (a) => `${app(a)}/identity`,
    ready: (page) => waitForHeading(page, 'Verify your identity'),
    reveal: openAccountMenu,
    send: { fill: async () => {}, answers: [], button: /^Switch Accounts$/, leaves: true },
  },
  {
    name: 'session replay (identity)',
    // A page with the session-replay tool's snippet (the stand-in in tabOf): the app sends the
    // replay's link once per application.
    applicant: { state: 'IDENTITY_VERIFICATION' },
    storage: async () => ({ [REPLAY_SNIPPET]: '1' }),
    open: (a) => `${app(a)}/identity`,
    ready: (page) => waitForHeading(page, 'Verify your identity'),
  },
  {
    name: 'chat: start (visitor)',
    applicant: null,
    prepare: chatDesk(true),
    open: () => '/register?step=property-info',
    ready: (page) => button(page, /^Chat with us$/).waitFor({ timeout: 20000 }),
    send: {
      async fill(page) {
        await button(page, /^Chat with us$/).click();
        await chat(page).getByLabel('Name', { exact: true }).fill('Vera Visitor');
        await chat(page)
          .getByLabel('Email address', { exact: true })
          .fill('vera.visitor@example.com');
      },
      answers: [chatField('Name'), chatField('Email address')],
      button: /^Start chat$/,
      done: (page) =>
        chat(page).getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 20000 }),
    },
  },
  {
    name: 'chat: resumed (signed in)',
    // A chat this browser started before, with the agent there: it resumes as the page opens.
    ...chatOnIdentity(true),
    storage: (lane, a) => storedAgentChat(lane, a!),
    ready: messageBoxShown,
    // Typing: the agent sees a preview.
    reveal: async (page) => {
      await chat(page).getByRole('textbox', { name: 'Message' }).pressSequentially('And how');
    },
    send: {
      fill: (page) =>
        chat(page)
          .getByRole('textbox', { name: 'Message' })
          .fill('And how long does funding take?'),
      answers: [],
      button: /^Send$/,
      done: (page) =>
        chat(page)
          .getByRole('log')
          .getByText(/^Thanks for waiting|^I can help with that/)
          .first()
          .waitFor({ timeout: 20000 }),
    },
  },
  {
    name: 'chatbot: ask',
    // The chat desk closed: the chatbot answers, and starts with the page for a borrower.
    ...chatOnIdentity(false),
    ready: messageBoxShown,
    send: {
      fill: (page) =>
        chat(page).getByRole('textbox', { name: 'Message' }).fill('What APR would I get?'),
      answers: [],
      button: /^Send$/,
      done: chatbotAnswered,
    },
  },
  {
    name: 'chatbot: feedback on an answer',
    ...chatOnIdentity(false),
    ready: messageBoxShown,
    // The question asked and answered: the answer can be rated.
    async reveal(page) {
      await chat(page).getByRole('textbox', { name: 'Message' }).fill('What APR would I get?');
      await chat(page).getByRole('button', { name: 'Send' }).click();
      await chat(page)
        .getByRole('log')
        .getByRole('button', { name: 'Bad Response' })
        .waitFor({ timeout: 20000 });
    },
    send: {
      async fill(page) {
        await chat(page).getByRole('log').getByRole('button', { name: 'Bad Response' }).click();
        const tell = page.getByRole('dialog', { name: 'Tell us more' });
        await tell.getByRole('radio', { name: 'Answer too vague' }).check();
        await tell.getByLabel('Additional information').fill('I wanted a number.');
      },
      answers: [field(/^Additional information$/)],
      button: /^Submit$/,
      done: (page) =>
        page
          .getByRole('dialog', { name: 'Tell us more' })
          .waitFor({ state: 'detached', timeout: 20000 }),
    },
  },
  {
    name: 'chatbot: resumed (signed in)',
    // A chatbot conversation this browser had before: its history shows as the page opens.
    ...chatOnIdentity(false),
    async storage(lane, a) {
      const answer = await postTo<{ conversationId: string }>(
        lane,
        '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
        {
          message: 'What APR would I get?',
          organization: 'main',
          senderId: a!.email,
          applicationId: a!.applicationUuid,
        },
      );
      const now = Date.now();
      return {
        [CHATBOT_SESSION_STORAGE_KEY]: JSON.stringify({
          conversationId: answer.conversationId,
          friendlyName: 'Avery Quinn',
          emailAddress: a!.email,
          loginTimestamp: now,
          expiration: now + 10 * 60e3,
        }),
      };
    },
    ready: chatbotAnswered,
  },
  {
    name: 'chat: nonce refresh (chatbot)',
    // A signed-in chatter's nonce is refreshed every 60 s while the chat runs:
    // the chatbot starts with the page, and the page's clock is moved on a minute.
    ...chatOnIdentity(false),
    clocked: true,
    ready: messageBoxShown,
    reveal: (page) => page.clock.fastForward(61000),
  },
  {
    name: 'chat: survey after an ended chat',
    // A chat this browser had with an agent, which the agent has since ended: the ended panel
    // offers the survey, which opens in a new tab.
    ...chatOnIdentity(true),
    storage: (lane, a) => storedAgentChat(lane, a!, true),
    ready: (page) =>
      chat(page).getByRole('button', { name: 'Take the survey' }).waitFor({ timeout: 20000 }),
    send: {
      fill: async () => {},
      answers: [],
      button: /^Take the survey$/,
      async done(page) {
        const context = page.context();
        for (let waited = 0; waited < 20000; waited += 100) {
          const survey = context
            .pages()
            .find(
              (other) =>
                other !== page && new URL(other.url(), 'http://x').pathname === '/chat-survey',
            );
          if (survey) return;
          await page.waitForTimeout(100);
        }
        throw new Error('the survey did not open');
      },
    },
  },
  {
    name: 'chat: start on the default provider (visitor)',
    // Its SDK cannot reach its cloud from here (the socket is refused): a chat started without
    // faults ends with the documented alert, after its 20 s wait.
    ...defaultProviderChat('refuse'),
    send: {
      ...defaultProviderChat('refuse').send,
      answers: [chatField('Name'), chatField('Email address')],
    },
  },
  {
    name: 'chat: token refresh (default provider)',
    // The provider's notice that the token is about to expire, before the client is ready: the
    // app refreshes it through the csp. The chat window has moved on from the
    // form by then: nothing typed is left to keep.
    ...defaultProviderChat('token-about-to-expire'),
  },
  {
    name: 'register/account-setup',
    // A borrower who has signed up and not applied yet (`application: null`).
    applicant: { application: null },
    open: () => '/register/account-setup',
    ready: (page) => label(page, /Street address/i),
    send: {
      async fill(page) {
        await page.getByLabel(/Street address/i).fill('1234 Juniper Lane');
        await page.getByLabel(/^City/i).fill('Sacramento');
        await page.getByLabel(/^State/i).selectOption('CA');
        await page.getByLabel(/ZIP code/i).fill('95814');
        await page.getByRole('radio', { name: /^No$/ }).check();
        await page.getByLabel(/Annual income/i).fill('145000');
        await choose(page, /Employment type/i, /^Full time/i);
        await agreeToApplicationConsents(page);
      },
      answers: [
        field(/Street address/i),
        field(/^City/i),
        field(/ZIP code/i),
        field(/Annual income/i),
        choice(/Employment type/i, /^Full time/i),
        box(/soft credit pull/i),
        box(/sign electronically/i),
      ],
      button: /^Start application$/,
    },
  },
  {
    name: 'signer tasks (co-deeder)',
    applicant: { role: 'co-deeder' },
    open: () => '/heloc-signer/conditions',
    ready: (page) => waitForHeading(page, 'Your tasks'),
  },
  {
    name: 'signer intro (co-deeder)',
    applicant: { role: 'co-deeder' },
    open: () => '/heloc-signer/intro',
    ready: (page) => waitForHeading(page, 'You have been added as a signer'),
  },
  {
    // Last: what the signer's pages call once signed in is opened above.
    name: 'signer sign-in (co-deeder)',
    applicant: { role: 'co-deeder' },
    signedOut: true,
    open: () => '/heloc-signer/login',
    ready: (page) => label(page, /^Email address/i),
    send: {
      async fill(page, signer) {
        await page.getByLabel(/^Email address/i).fill(signer?.email ?? '');
        await page.getByLabel(/^Password/i).fill(signer?.password ?? '');
      },
      answers: [field(/^Email address/i), field(/^Password/i)],
      button: /^Sign in$/,
    },
  },
];
/**
 * FAULT_MATRIX_ONLY=<regular expression>: only the screens whose names match (while working on
 * one; a call is then tried on the first of those that makes it).
 */
const SCENARIOS = process.env.FAULT_MATRIX_ONLY
  ? ALL_SCENARIOS.filter((s) => new RegExp(process.env.FAULT_MATRIX_ONLY!).test(s.name))
  : ALL_SCENARIOS;

/**
 * Calls whose answers the app does not read (page-view analytics are
 * "fire-and-forget"). Reading chosen: their 401 ends no session, as no screen waits on them.
 */
const FIRE_AND_FORGET = /^POST \/ft\//;

const KIND_HEADINGS: Record<FaultKind, string> = {
  '500': '500',
  '401': '401',
  '403-unauthenticated': '403 unauth.',
  timeout: 'timeout',
  malformed: 'malformed',
  drop: 'drop',
};

interface Call {
  /** Method and path with the applicant's ids as {application} and {profile}, others as {id}. */
  endpoint: string;
  method: string;
  scenario: Scenario;
  /**
   * 'open': made while the screen opens; 'reveal': as the borrower opens what the screen holds
   * (see Scenario.reveal) or answers its form (a typing preview); 'send': made by the button.
   */
  phase: Phase;
}

type Phase = 'open' | 'reveal' | 'send';

interface Cell {
  call: Call;
  kind: FaultKind;
  outcome: string;
  problems: string[];
  ms: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_LIKE = (segment: string) => UUID.test(segment) || /^\d{3,}$/.test(segment);

/** The endpoint of a path the page asked for: the applicant's ids as {application} and {profile}, others as {id}. */
function template(pathname: string, ids: { application: string; profile: string }): string {
  return pathname
    .split('/')
    .map((segment) => {
      if (segment === ids.application) return '{application}';
      if (segment === ids.profile) return '{profile}';
      return ID_LIKE(segment) ? '{id}' : segment;
    })
    .join('/');
}

/**
 * The path to fault for an applicant: their own ids in the endpoint's {application} and
 * {profile}, and `*` (the sandbox's any-one-segment) for any other id (a chat channel's, a
 * document's), or for an applicant's id on a visitor's screen.
 */
function faultPath(call: Call, applicant: Applicant | null): string {
  return call.endpoint
    .slice(call.method.length + 1)
    .split('/')
    .map((segment) => {
      if (segment === '{application}') return applicant?.applicationUuid ?? '*';
      if (segment === '{profile}') return applicant?.profileUuid ?? '*';
      return segment === '{id}' ? '*' : segment;
    })
    .join('/');
}

/** The page's own calls to the lender (not its scripts or pages), as they are made. */
function watchCalls(page: Page, on: Page['on'], origin: string) {
  const calls: { method: string; path: string; at: number; on: string }[] = [];
  on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || url.pathname.startsWith('/__sandbox')) return;
    if (!['fetch', 'xhr', 'ping'].includes(request.resourceType())) return;
    const on = new URL(page.url()).pathname;
    calls.push({ method: request.method(), path: url.pathname, at: Date.now(), on });
  });
  return calls;
}

/** Waits until the page has made no call for `window` ms (at most 5 s). */
async function quiet(page: Page, seen: unknown[], window = 600) {
  let count = -1;
  for (let waited = 0; waited < 5000 && seen.length !== count; waited += window) {
    count = seen.length;
    await page.waitForTimeout(window);
  }
}

/** What the page shows now, read in one go. */
async function pageNow(page: Page) {
  return page.evaluate((pending) => {
    const visible = (element: Element | null) =>
      !!element && !!(element as HTMLElement).offsetParent;
    const heading = document.querySelector('h1');
    // The chat's warnings are said in role=status ("Token state is invalid."); a form says a
    // dropped connection in its live region (docs/requests.md#offline).
    const alerts = [
      ...document.querySelectorAll(
        '.error-summary, [role="alert"], [role="status"].chat-alert, .form-note--connection',
      ),
    ]
      .filter((element) => visible(element) && element.textContent?.trim())
      .map((element) => element.textContent!.trim().replace(/\s+/g, ' '));
    return {
      path: window.location.pathname,
      search: window.location.search,
      heading: visible(heading) ? (heading!.textContent ?? '').trim() : '',
      loading:
        [...document.querySelectorAll('.loader')].some(visible) ||
        heading?.textContent?.trim() === pending ||
        !!document.querySelector('button[aria-busy="true"]'),
      alerts,
      text: document.body.innerText.trim().length,
    };
  }, FINDING_NEXT_STEP);
}
type PageNow = Awaited<ReturnType<typeof pageNow>>;

const SIGN_IN_PATHS = ['/auth/login', `${APP}/heloc-signer/login`];
const atSignIn = (now: PageNow) => SIGN_IN_PATHS.includes(now.path.replace(/\/$/, ''));

/** The page's uncaught errors. */
function watchPageErrors(on: Page['on']): string[] {
  const errors: string[] = [];
  on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The tries of one call (method, path prefix) a page has made, and how many have ended. */
function watchCall(on: Page['on'], method: string, prefix: string) {
  const tries = { made: 0, ended: 0, lastEnded: 0 };
  const matches = (request: { method(): string; url(): string }) =>
    request.method() === method && pathMatches(prefix, new URL(request.url()).pathname);
  on('request', (request) => {
    if (matches(request)) tries.made += 1;
  });
  const ended = (request: { method(): string; url(): string }) => {
    if (!matches(request)) return;
    tries.ended += 1;
    tries.lastEnded = Date.now();
  };
  on('requestfinished', ended);
  on('requestfailed', ended);
  return tries;
}
type Tries = ReturnType<typeof watchCall>;

/**
 * How many 31 s jumps of the page's clock a timeout cell may take while it settles: about five
 * minutes of the page's time, room for the call's 30 s timeout and what the app does after it.
 * Unbounded, the jumps followed the machine's speed (one every 400 ms of waiting), and a slow
 * machine ran the page's clock past what a cell had stored for it, such as a chatbot
 * conversation's ten minutes, failing a cell that had nothing wrong
 * (docs/testing.md#the-fault-matrix).
 */
const MAX_CLOCK_JUMPS = 10;

/**
 * Waits until the page has settled: at sign-in, or, once the faulted call has been tried (and
 * answered, but for a timeout), a heading with nothing loading and, after a send, off the screen
 * or saying what failed, the same for two reads in a row. With `clock`, once the faulted call is
 * out, the page's time jumps 31 s whenever it has waited 400 ms, at most MAX_CLOCK_JUMPS times.
 * A call not tried within 10 s ends the wait too (the cell then fails: it did not test what it
 * names).
 */
async function settle(
  page: Page,
  options: { sent?: string; clock: boolean; tries?: Tries[]; signIn?: boolean },
): Promise<PageNow> {
  const started = Date.now();
  const tries = options.tries ?? [];
  let calm = 0;
  let jumps = 0;
  let waitingSince = Date.now();
  let now: PageNow = { path: '', search: '', heading: '', loading: true, alerts: [], text: 0 };
  while (Date.now() - started < 30000) {
    await page.waitForTimeout(100);
    const read = await pageNow(page).catch(() => null);
    // No reading: the page is between documents (leaving for sign-in, say).
    if (!read) {
      calm = 0;
      continue;
    }
    now = read;
    const tried = tries.every((t) => t.made > 0 && (options.clock || t.ended > 0));
    const shown =
      !!now.heading &&
      !now.loading &&
      (options.sent === undefined || now.path !== options.sent || now.alerts.length > 0);
    // Sent from a sign-in page itself, that page is where the answer is shown.
    const signedOut = atSignIn(now) && now.path !== options.sent;
    // Expected at sign-in: the app first clears the session, then leaves; give it a moment.
    const lastEnded = Math.max(0, ...tries.map((t) => t.lastEnded));
    const late = !options.signIn || (lastEnded > 0 && Date.now() - lastEnded > 1500);
    const done =
      signedOut ||
      (shown &&
        late &&
        (tried || (tries.some((t) => t.made === 0) && Date.now() - started > 10000)));
    calm = done ? calm + 1 : 0;
    if (calm >= 2) return now;
    // Only once a faulted call is out: a jump before that could give up what leads to it. At most
    // MAX_CLOCK_JUMPS: past that, the page's time would run out what the cell stored for it.
    const out = tries.some((t) => t.made > 0);
    if (
      !done &&
      options.clock &&
      out &&
      jumps < MAX_CLOCK_JUMPS &&
      Date.now() - waitingSince > 400
    ) {
      await page.clock.fastForward(31000);
      jumps += 1;
      waitingSince = Date.now();
    }
  }
  return now;
}

let sandboxes: Sandbox[] = [];
let lanes: Lane[] = [];
const calls: Call[] = [];
const cells: Cell[] = [];

async function newApplicant(lane: Lane, scenario: Scenario): Promise<Applicant | null> {
  lane.twilsock = scenario.twilsock ?? 'refuse';
  const applicant = scenario.applicant
    ? await lane.control<Applicant>('POST', '/__sandbox/applicants', scenario.applicant)
    : null;
  await scenario.prepare?.(lane, applicant);
  return applicant;
}

/**
 * The default chat provider's cloud, which is not here: its socket is refused at once (rather
 * than looked up on a network this machine does not have), or, for a scenario that needs it,
 * answers the SDK's first message with the one thing the app acts on before the client is
 * ready: the provider's notice that the token is about to expire (twilsock's `client_update`,
 * in its framing: a magic line with the header's length, the JSON header, an empty payload).
 */
function twilsockStandIn(lane: Lane, socket: WebSocketRoute) {
  if (lane.twilsock === 'refuse') {
    void socket.close();
    return;
  }
  let told = false;
  socket.onMessage(() => {
    // Once: the SDK acknowledges the notice, and that is not to be answered.
    if (told) return;
    told = true;
    const header = JSON.stringify({
      method: 'client_update',
      client_update_type: 'token_about_to_expire',
      id: `TM${randomUUID().replace(/-/g, '')}`,
      payload_size: 0,
    });
    socket.send(Buffer.from(`TWILSOCK V3.0 ${Buffer.byteLength(header)}\r\n${header}\r\n`));
  });
}

/**
 * Where a lane's tab goes between cells to reset its storage: a same-origin document with no
 * script, the control API's list of faults (GET /__sandbox/faults, docs/sandbox.md#the-control-api), read
 * only. The sandbox serves it, rather than the test answering for an address of its own: a route
 * on the context would send every request of every cell through the test process, about a third
 * more of each screen's cost in the browser.
 */
const BETWEEN_CELLS = '/__sandbox/faults';

/**
 * A lane's tab, made once and kept from cell to cell: a new page costs a new renderer process
 * (about half a second of a busy machine's time), and its cache keeps the app's scripts.
 * Timeout cells have a tab of their own in a context on Playwright's clock, since a context's
 * clock cannot be given back.
 */
async function tabOf(lane: Lane, clock: boolean): Promise<Page> {
  const key = clock ? 'clocked' : 'plain';
  const kept = lane.tabs[key];
  if (kept && !kept.isClosed()) return kept;
  const context = await browser.newContext();
  if (clock) await context.clock.install();
  await context.addInitScript((key) => {
    try {
      if (!window.localStorage.getItem(key)) return;
    } catch {
      return; // no storage here (about:blank)
    }
    const replay = 'https://app.fullstory.com/ui/o-SANDBOX/session/5150';
    (window as unknown as { FS: unknown }).FS = (method: string, options?: { format?: string }) =>
      method === 'getSession' ? (options?.format === 'url' ? replay : '5150') : undefined;
  }, REPLAY_SNIPPET);
  // The default chat provider's cloud (twilio) is not here: its socket is refused at once rather
  // than looked up on a network the machine does not have.
  await context.routeWebSocket(/twilio\.com/, (socket) => twilsockStandIn(lane, socket));
  const page = await context.newPage();
  // The spinner's animation is the busiest thing on a page that is waiting: the app stills it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  lane.tabs[key] = page;
  return page;
}

/**
 * The lane's tab made ready for one cell, as a new browser's would be: no cookies, no storage,
 * and the applicant's session, stored before the app's first script runs. Listeners added for the
 * cell are taken off by `done`; a tab that will not come back (stuck in the middle of moving on)
 * is closed and made anew for the next cell.
 */
async function openPage(
  lane: Lane,
  session: Applicant | null,
  clock: boolean,
  storage: Record<string, string> = {},
) {
  const page = await tabOf(lane, clock);
  const context = page.context();
  await context.clearCookies();
  // The clock's time back to now: the last cell's jumps would have expired what is stored.
  if (clock) await page.clock.setSystemTime(new Date());
  // Where the last cell left it, but for a new tab.
  if (page.url() !== `${lane.url}${BETWEEN_CELLS}`) await page.goto(`${lane.url}${BETWEEN_CELLS}`);
  await page.evaluate(
    ({ jwt, trackerKey, items }) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      if (!jwt) return;
      window.localStorage.setItem('jwt', jwt);
      // A browser the borrower has used before: its telemetry tracker is there, so the app sends
      // it to the lender (PATCH optermizerly-profile) on every screen, not only when it wins a race.
      window.localStorage.setItem(trackerKey, window.crypto.randomUUID());
    },
    { jwt: session?.jwt ?? null, trackerKey: TELEMETRY_TRACKER_STORAGE_KEY, items: storage },
  );
  const listeners: [string, (...args: never[]) => void][] = [];
  const on: Page['on'] = ((event: string, listener: (...args: never[]) => void) => {
    listeners.push([event, listener]);
    return page.on(event as 'request', listener as never);
  }) as Page['on'];
  const done = async () => {
    for (const [event, listener] of listeners) page.off(event as 'request', listener as never);
    // A tab the page opened (the chat's survey).
    await Promise.all(context.pages().map((other) => other !== page && other.close()));
    const left = await page
      .goto(`${lane.url}${BETWEEN_CELLS}`, { timeout: 10000 })
      .then(() => true)
      .catch(() => false);
    if (!left) {
      delete lane.tabs[clock ? 'clocked' : 'plain'];
      void context.close().catch(() => undefined);
    }
  };
  return { page, on, close: done };
}

/** Each lane takes the next item off the queue until none is left (a run may add more). */
async function inLanes<T>(queue: T[], run: (item: T, lane: Lane) => Promise<void>) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await run(item, lane);
      }
    }),
  );
}

beforeAll(async () => {
  sandboxes = await Promise.all(
    Array.from({ length: LANES }, (_, index) =>
      startSandbox({
        port: 0,
        dataDir: mkdtempSync(path.join(tmpdir(), `heloc-fault-matrix-${index}-`)),
        app: 'production',
        log: false,
      }),
    ),
  );
  lanes = await Promise.all(
    sandboxes.map(async ({ url }) => ({
      url,
      tabs: {},
      twilsock: 'refuse' as const,
      control: (method, requestPath, body) => controlOf(url, method, requestPath, body),
    })),
  );
});

afterAll(async () => {
  await Promise.all(
    lanes.flatMap((lane) => Object.values(lane.tabs).map((tab) => tab.context().close())),
  );
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
});

/** A screen's calls as found, by phase: each endpoint once. */
type Made = Partial<Record<Phase, string[]>>;

/**
 * Where the calls each screen makes are kept, as `npm run test:fault-matrix` last found them
 * (docs/testing.md#the-fault-matrix): by screen name, in the order of the screens.
 */
const MADE_FILE = path.join(__dirname, 'faultMatrix.calls.json');

/**
 * The contract's calls no screen here makes (docs/testing.md#the-fault-matrix): the identity
 * helper's, which nothing in the app makes, and the consent to electronic documents of a signer
 * invited in the page (every co-deeder the control API makes has given it).
 */
const NOT_MADE = [
  'GET /identity-broker/:variant/secure/api/v3/self/figureinfo',
  'GET /identity/secure/api/v1/identity',
  'GET /identity/secure/api/v1_1/identity',
  `POST ${HELOC_PATH}/:uuid/esign-consent`,
];

/**
 * Opens each screen (and sends its form) without faults, and reads the calls the page makes:
 * what each screen made, and what went wrong on the way.
 */
async function findCalls() {
  const made = new Map<Scenario, Made>();
  const problems: string[] = [];
  const took: string[] = [];
  await inLanes([...SCENARIOS], async (scenario, lane) => {
    const began = Date.now();
    const applicant = await newApplicant(lane, scenario);
    const { page, on, close } = await openPage(
      lane,
      scenario.signedOut ? null : applicant,
      !!scenario.clocked,
      await scenario.storage?.(lane, applicant),
    );
    const errors = watchPageErrors(on);
    const seen = watchCalls(page, on, lane.url);
    try {
      await page.goto(`${lane.url}${APP}${scenario.open(applicant)}`);
      await scenario.ready(page);
      await settle(page, { clock: false });
      // Calls the screen makes after it shows (the tracker, telemetry) belong to its opening.
      await page.waitForLoadState('networkidle');
      const opened = seen.length;
      if (scenario.reveal) {
        await scenario.reveal(page);
        await quiet(page, seen);
      }
      const revealed = seen.length;
      const sent = new URL(page.url()).pathname;
      let filled = seen.length;
      if (scenario.send) {
        await scenario.send.fill(page, applicant);
        // What answering calls may go out a moment later (typing previews: one a second at most).
        if (scenario.reveal) await quiet(page, seen, 1200);
        filled = seen.length;
        await button(page, scenario.send.button).click();
        await (scenario.send.done?.(page) ??
          page.waitForURL((url) => url.pathname !== sent, { timeout: 30000 }));
        // Closed in the middle of moving on, a page can take minutes to close.
        await settle(page, { clock: false });
      }
      const ids = {
        application: applicant?.applicationUuid ?? '-',
        profile: applicant?.profileUuid ?? '-',
      };
      const own: Made = {};
      seen.forEach((request, index) => {
        // What answering the form calls (a typing preview) is the borrower's doing, not the
        // button's: tried as revealed.
        const phase =
          index < opened ? 'open' : index < Math.max(revealed, filled) ? 'reveal' : 'send';
        // What is called once moved on, or read once sent, belongs to the screen moved on to
        // (each is opened on its own).
        if (phase === 'send' && (request.on !== sent || request.method === 'GET')) return;
        const endpoint = `${request.method} ${template(request.path, ids)}`;
        // A call the screen made as it opened is tried as opened: made again as the borrower
        // reveals or types (a poll, whose turn may or may not fall then), it adds nothing.
        if (phase === 'reveal' && own.open?.includes(endpoint)) return;
        own[phase] = [...new Set([...(own[phase] ?? []), endpoint])].sort();
      });
      made.set(scenario, own);
      if (errors.length > 0) problems.push(`${scenario.name}: ${errors.join('; ')}`);
    } catch (error) {
      problems.push(`${scenario.name}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await close();
      took.push(`${scenario.name} ${((Date.now() - began) / 1000).toFixed(1)} s`);
    }
  });
  console.log(`Screens opened to find their calls (${took.join(', ')})`);
  return { made, problems };
}

/** The calls on record (MADE_FILE), by screen name. */
function madeOnRecord(): Record<string, Made> {
  return JSON.parse(readFileSync(MADE_FILE, 'utf8')) as Record<string, Made>;
}

/**
 * Keeps what was found: the screens opened replace their own entries (with FAULT_MATRIX_ONLY, the
 * others stay as they were), in the order of the screens.
 */
function keepOnRecord(found: Map<Scenario, Made>) {
  const record = process.env.FAULT_MATRIX_ONLY ? madeOnRecord() : {};
  for (const [scenario, made] of found) record[scenario.name] = made;
  const ordered = Object.fromEntries(
    ALL_SCENARIOS.filter((s) => record[s.name]).map((s) => [s.name, record[s.name]!]),
  );
  writeFileSync(MADE_FILE, JSON.stringify(ordered));
  // As the format check wants it (prettier's own command: its module cannot load under jest).
  execFileSync(process.execPath, [
    require.resolve('prettier/bin/prettier.cjs'),
    '--write',
    MADE_FILE,
  ]);
}

test("the calls each screen makes: found (with all kinds) or as last found, each one the contract's, and every contract call made", async () => {
  let record: Record<string, Made>;
  if (ALL_KINDS) {
    const { made, problems } = await findCalls();
    expect(problems).toEqual([]);
    keepOnRecord(made);
    record = Object.fromEntries([...made].map(([scenario, own]) => [scenario.name, own]));
  } else {
    record = madeOnRecord();
  }
  const refind = '(`npm run test:fault-matrix` finds the calls again)';
  const stale = [
    ...SCENARIOS.filter((s) => !record[s.name]).map((s) => `${s.name}: none on record ${refind}`),
    ...Object.keys(record)
      .filter((name) => !ALL_SCENARIOS.some((s) => s.name === name))
      .map((name) => `${name}: no such screen ${refind}`),
    // Every screen's button sent something.
    ...SCENARIOS.filter((s) => s.send && record[s.name] && !record[s.name]!.send?.length).map(
      (s) => `${s.name}: its button sent nothing`,
    ),
  ];
  expect(stale).toEqual([]);

  // Each call is tried on the first screen (in the list's order) that makes it as it opens; a
  // call only a send makes, on the first screen that sends it (what a send makes as the next
  // screen opens is that screen's). In the order of the screens, then of the calls.
  const found = new Map<string, Call>();
  // A call both sent and revealed is tried as sent: a send's checks are the stricter.
  for (const phase of ['open', 'send', 'reveal'] as const) {
    for (const scenario of SCENARIOS) {
      for (const endpoint of record[scenario.name]![phase] ?? []) {
        const method = endpoint.split(' ')[0]!;
        if (!found.has(endpoint)) found.set(endpoint, { endpoint, method, scenario, phase });
      }
    }
  }
  calls.push(...found.values());
  console.log(
    `Calls (${ALL_KINDS ? 'found' : 'on record'}):\n${calls.map((c) => `${c.endpoint} (${c.scenario.name}, ${c.phase})`).join('\n')}`,
  );

  // Each is a call of the contract (src/contract/calls.ts), and every call the contract states is
  // made by some screen but those NOT_MADE says.
  const contractCalls = calls.map((call) => {
    const [method, template] = call.endpoint.split(' ') as [string, string];
    const example = template
      .replace(/\{(application|profile)\}/g, randomUUID())
      .replace(/\{id\}/g, '101');
    return { call, of: callsOf(method, example) };
  });
  expect(
    contractCalls
      .filter(({ of }) => of.length === 0)
      .map(({ call }) => `${call.endpoint}: not a call of the contract`),
  ).toEqual([]);
  if (!process.env.FAULT_MATRIX_ONLY) {
    const made = new Set(contractCalls.flatMap(({ of }) => of));
    const states = (call: (typeof CALLS)[number]) => `${call.method} ${call.path}`;
    expect(
      CALLS.filter((call) => !made.has(call) !== NOT_MADE.includes(states(call))).map(
        (call) =>
          `${states(call)}: ${made.has(call) ? 'made, though NOT_MADE lists it' : `made by no screen ${refind}`}`,
      ),
    ).toEqual([]);
  }
}, 360000);

/**
 * Whether a call belongs to a supporting area of the page rather than to its screen: the footer's
 * hours and licences, telemetry, feature flags and experiments, the accounts menu, the tasks
 * poll, the loan officer card. No screen waits on them.
 */
const SUPPORTING = [
  /^GET \/service-operating-hours\//,
  /^GET \/service-application\/external\/api\/v1\/heloc\/state-licenses$/,
  /^POST \/ft\//,
  /^POST \/service-optimize\//,
  / \/service-application\/api\/v3\/application\/heloc\/(optermizerly-profile|\{application\}\/experiments)$/,
  /^GET \/service-wallet\//,
  /^GET \/service-conditions\//,
  /^GET \/service-lead-portal\//,
];
const SESSION_KINDS: FaultKind[] = ['401', '403-unauthenticated'];
/** The kinds a form's call is failed with one after another on the same page. */
const RESENT: FaultKind[] = ['500', 'malformed', 'drop'];
/** The kinds after which a screen goes on, saying what failed. */
const FAILING_KINDS: FaultKind[] = ['500', 'timeout', 'malformed', 'drop'];

/** A test in `file` found by its words (its name, or the comment over its failed send). */
const testIn = (file: string, words: string) => ({ file, holds: [words] });
/** A screen's form test from the form kit (describeStepForm): its 500 keeps every value. */
const stepFormTest = (file: string, path: string) => ({
  file,
  holds: ['describeStepForm({', `${path}\``],
});

/**
 * A form's own call whose failure another test already proves on the same screen, with a failure
 * that is not a refusal (a 500, a 503, a dropped connection): the screen says so and keeps what was
 * typed. By default the matrix leaves that call's failing kind to it (each behaviour proven once,
 * docs/testing.md#the-fault-matrix); with all kinds it is failed as every other call. Each names
 * the test and words its file holds, which the test below checks are still there.
 */
const SENDS_PROVEN_ELSEWHERE: Record<string, { file: string; holds: string[] }> = {
  'POST /identity/api/v1/registration/register': testIn(
    '__tests__/registration/register.test.tsx',
    'a failure keeps every value, the password fields included, and shows the message',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/submit': stepFormTest(
    '__tests__/start/appSummary.test.tsx',
    '/submit',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/disburse-account/confirm':
    stepFormTest('__tests__/bank/confirm.test.tsx', '/disburse-account/confirm'),
  'PUT /service-application/api/v1/application/heloc/{application}/autopay-account': stepFormTest(
    '__tests__/bank/manualAutopay.test.tsx',
    '/autopay-account',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/bpo': stepFormTest(
    '__tests__/bpo/orderValuation.test.tsx',
    '/bpo',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/prequal-winback': stepFormTest(
    '__tests__/product/prequalWinback.test.tsx',
    '/prequal-winback',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/credit/retry': testIn(
    '__tests__/stops/creditRetry.test.tsx',
    "shows a failure's message and lets the applicant try again",
  ),
  'PUT /service-profile/api/v1/profile/phone': testIn(
    '__tests__/conditions/phone.test.tsx',
    'a failed call shows the documented message',
  ),
  'POST /service-profile/api/v1/feedback/ceo': testIn(
    '__tests__/browser/ceoFeedback.test.ts',
    'The lender fails the send: the error shows in the dialog and every value stays.',
  ),
  'POST /identity-broker/customer/secure/api/v3/logout': testIn(
    '__tests__/shell/menus.test.tsx',
    'a failed logout still signs out, to the sign-in page',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/documents': testIn(
    '__tests__/browser/faults.test.ts',
    'a paystub the lender fails (500) is sent again alone, the same file',
  ),
  'POST /service-application/api/v1/application/heloc/{application}/sign': testIn(
    '__tests__/browser/faults.test.ts',
    'a signature the lender fails (500) keeps the name and the documents signed',
  ),
  'PUT /service-application/api/v1/application/heloc/{application}/more-info': testIn(
    '__tests__/browser/journey.test.ts',
    'The lender fails the call: the message shows, and every answer stays as typed.',
  ),
};

/** Whether this run leaves the call's failing kind to the test that proves it (see above). */
const provenElsewhere = (call: Call) =>
  !ALL_KINDS && call.phase === 'send' && call.endpoint in SENDS_PROVEN_ELSEWHERE;

test('each send left to another test is still proven there', () => {
  const root = path.resolve(__dirname, '../..');
  const missing = Object.entries(SENDS_PROVEN_ELSEWHERE).flatMap(([endpoint, { file, holds }]) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return holds
      .filter((words) => !text.includes(words))
      .map((words) => `${endpoint}: ${file} no longer holds "${words}"`);
  });
  expect(missing).toEqual([]);
  // Each is a call a screen's button sends, as the record has it (read here, so that this test
  // stands without the one that reads the calls for the matrix).
  const sends = new Set(Object.values(madeOnRecord()).flatMap((made) => made.send ?? []));
  expect(Object.keys(SENDS_PROVEN_ELSEWHERE).filter((endpoint) => !sends.has(endpoint))).toEqual(
    [],
  );
});

/**
 * FAULT_MATRIX_KINDS=all (`npm run test:fault-matrix`): every call under all six kinds. By default
 * (`npm test`), each of the two behaviours docs/requests.md#errors gives a failure is proven where it
 * depends on more than the request layer:
 * - going on with a message (500, timeout, malformed or dropped) depends on the screen and the
 *   call, so every call is failed once, the kind taking turns from call to call so every kind
 *   runs on a share of the calls; on top of that, a screen's supporting calls fail together under
 *   one failing kind, taking turns from screen to screen (with all kinds, a form's own call is
 *   also sent again on the same page under 500, malformed and dropped; by default the form kit's
 *   tests prove a form sends again after a failure);
 * - ending the session (401 or 403 "unauthenticated") is the request layer's, the same for every
 *   call: one base query for every query and send, one decision for those and uploads (its
 *   unit tests prove each kind on a read; docs/testing.md#the-fault-matrix), so what a screen adds
 *   is whether it then leaves for the sign-in page. A screen whose first call is made as it opens
 *   (or as the borrower opens what it holds) answers it there, the kind taking turns from screen
 *   to screen: that is every way a screen loads. A screen whose first call is its form's send
 *   adds nothing one more form would not: the first such screen answers 401 and the second 403
 *   (sessionKindOf).
 * Reading chosen: proving all six kinds for every call took three times as long as the whole
 * suite may (docs/testing.md#the-fault-matrix).
 */
const ALL_KINDS = process.env.FAULT_MATRIX_KINDS === 'all';

/**
 * The session-ending kind a screen's first call answers by default, if any (see above): by the
 * screen's place in the list of screens, or, where that call is the form's send, by the screen's
 * place among those screens (only the first two get one).
 */
function sessionKindOf(scenario: Scenario): FaultKind | undefined {
  const first = calls.find((call) => call.scenario === scenario);
  if (!first) return undefined;
  if (first.phase !== 'send') {
    return SESSION_KINDS[SCENARIOS.indexOf(scenario) % SESSION_KINDS.length];
  }
  const sendFirst = SCENARIOS.filter(
    (other) => calls.find((call) => call.scenario === other)?.phase === 'send',
  );
  return SESSION_KINDS[sendFirst.indexOf(scenario)];
}

/**
 * The kinds a call is failed with as a cell of its own: by its place in the list of calls, and
 * for a screen's first call, the screen's session-ending kind (sessionKindOf).
 */
function kindsOf(call: Call): FaultKind[] {
  if (ALL_KINDS) return [...FAULT_KINDS];
  const first = calls.find((other) => other.scenario === call.scenario) === call;
  const session = first ? sessionKindOf(call.scenario) : undefined;
  return [
    ...(session ? [session] : []),
    ...(provenElsewhere(call) ? [] : [FAILING_KINDS[calls.indexOf(call) % FAILING_KINDS.length]!]),
  ];
}

/**
 * One cell's work: the calls failed together (one, but for the supporting calls of a screen; see
 * the test below) and how.
 */
interface Work {
  calls: Call[];
  kind: FaultKind;
  /** For a form's own call: the kinds then tried on the same page, sending again (see below). */
  then?: FaultKind[];
}

/** A further kind tried on the same page: its result, or nothing if it could not be told apart. */
interface Again {
  kind: FaultKind;
  result: { outcome: string; problems: string[]; ms: number } | null;
}

/** Opens the work's screen with its calls failing as its kind says, and reads what it shows. */
async function runCell({ calls: failing, kind, then = [] }: Work, lane: Lane) {
  const { scenario, phase } = failing[0]!;
  const problems: string[] = [];
  /** Calls not made: in a group, failed another call first (one they need, say). */
  const unmade: Call[] = [];
  const again: Again[] = [];
  let outcome = '';
  const clock = kind === 'timeout';
  const began = Date.now();
  const applicant = await newApplicant(lane, scenario);
  const { page, on, close } = await openPage(
    lane,
    scenario.signedOut ? null : applicant,
    clock || !!scenario.clocked,
    await scenario.storage?.(lane, applicant),
  );
  const errors = watchPageErrors(on);
  const faulted = failing.map((call) => {
    const prefix = faultPath(call, applicant);
    return { call, prefix, tries: watchCall(on, call.method, prefix) };
  });
  // docs/requests.md#what-ends-a-session, for a borrower or signer with a session; a visitor has none to end.
  const endsSession =
    SESSION_KINDS.includes(kind) &&
    scenario.applicant !== null &&
    !scenario.signedOut &&
    !FIRE_AND_FORGET.test(failing[0]!.endpoint);
  const leaves = phase === 'send' && !!scenario.send?.leaves;
  try {
    for (const { call, prefix } of faulted) {
      await lane.control('POST', '/__sandbox/faults', {
        method: call.method,
        path: prefix,
        kind,
        times: 10000,
      });
    }
    await page.goto(`${lane.url}${APP}${scenario.open(applicant)}`);
    let before: (string | boolean)[] = [];
    let sent: string | undefined;
    let revealStopped = '';
    if (phase === 'reveal') {
      // Up to the button: a step the failure stops (sign-in, say) is judged by what then shows.
      await (async () => {
        await scenario.ready(page);
        await scenario.reveal?.(page);
        await scenario.send?.fill(page, applicant);
      })().catch((error: Error) => {
        revealStopped = error.message.split('\n')[0]!;
      });
    }
    if (phase === 'send' && scenario.send) {
      await scenario.ready(page);
      await scenario.reveal?.(page);
      await scenario.send.fill(page, applicant);
      // As the borrower leaves the last field (a field may tidy its value then).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      before = await Promise.all(scenario.send.answers.map((answer) => answer.read(page)));
      sent = new URL(page.url()).pathname;
      await button(page, scenario.send.button).click();
    }
    const now = await settle(page, {
      sent,
      clock,
      tries: faulted.map((f) => f.tries),
      signIn: endsSession || leaves,
    });
    unmade.push(...faulted.filter((f) => f.tries.made === 0).map((f) => f.call));
    if (unmade.length === failing.length) {
      problems.push('the call was never made (`npm run test:fault-matrix` finds the calls again)');
    }
    if (now.text === 0) problems.push('blank page');
    if (revealStopped && !(endsSession && atSignIn(now))) {
      problems.push(`stopped: ${revealStopped}`);
    }
    if (endsSession || leaves) {
      outcome = atSignIn(now) ? 'sign-in' : `stayed: ${now.heading}`;
      if (!atSignIn(now)) problems.push(`not sent to sign in (at ${now.path}, "${now.heading}")`);
    } else if (atSignIn(now) && !scenario.signedOut) {
      outcome = 'sign-in';
      problems.push('sent to sign in');
    } else if (!now.heading || now.loading) {
      outcome = `waiting: ${now.heading || 'no heading'}`;
      problems.push(`never settled ("${now.heading}", loading ${now.loading})`);
    } else if (sent !== undefined && scenario.send) {
      const after = await Promise.all(scenario.send.answers.map((answer) => answer.read(page)));
      const lost = scenario.send.answers.filter((_, i) => after[i] !== before[i]);
      if (now.path !== sent) problems.push(`moved on to ${now.path} though the call failed`);
      if (now.alerts.length === 0) problems.push('no message said the call failed');
      if (lost.length > 0) problems.push(`lost: ${lost.map((a) => a.name).join(', ')}`);
      outcome = `said "${(now.alerts[0] ?? '').slice(0, 48)}"${lost.length ? ', lost answers' : ', kept answers'}`;
    } else {
      outcome = `"${now.heading}"${now.alerts.length ? ` + "${now.alerts[0]!.slice(0, 40)}"` : ''}`;
    }
    if (errors.length > 0) problems.push(`page error: ${errors.join('; ')}`);
    // The form said what failed and kept its answers: sent again with the call failing another
    // way. Each try must end the same, with a message other than the last one's (the messages
    // name what failed); a try that cannot be told apart is left to a cell of its own.
    if (problems.length === 0 && sent !== undefined && scenario.send) {
      const [{ call, prefix }] = faulted as [(typeof faulted)[number]];
      for (const next of then) {
        const started = Date.now();
        const errorsBefore = errors.length;
        const said = (await pageNow(page)).alerts.join(' | ');
        await lane.control('DELETE', '/__sandbox/faults');
        await lane.control('POST', '/__sandbox/faults', {
          method: call.method,
          path: prefix,
          kind: next,
          times: 10000,
        });
        const tries = watchCall(on, call.method, prefix);
        // A button gone once sent (a chat's Start chat) cannot send again here.
        if (!(await button(page, scenario.send.button).isVisible())) {
          again.push({ kind: next, result: null });
          continue;
        }
        await button(page, scenario.send.button).click();
        const shown = await settle(page, { sent, clock: false, tries: [tries] });
        const told = shown.alerts.join(' | ');
        if (tries.made === 0 || !told || told === said) {
          again.push({ kind: next, result: null });
          continue;
        }
        const found: string[] = [];
        const after = await Promise.all(scenario.send.answers.map((answer) => answer.read(page)));
        const lost = scenario.send.answers.filter((_, i) => after[i] !== before[i]);
        if (shown.text === 0) found.push('blank page');
        if (shown.path !== sent) found.push(`moved on to ${shown.path} though the call failed`);
        if (shown.loading || !shown.heading) found.push('never settled');
        if (lost.length > 0) found.push(`lost: ${lost.map((a) => a.name).join(', ')}`);
        if (errors.length > errorsBefore) {
          found.push(`page error: ${errors.slice(errorsBefore).join('; ')}`);
        }
        again.push({
          kind: next,
          result: {
            outcome: `said "${told.slice(0, 48)}"${lost.length ? ', lost answers' : ', kept answers'} (sent again)`,
            problems: found,
            ms: Date.now() - started,
          },
        });
      }
    }
  } catch (error) {
    problems.push(`failed: ${(error as Error).message.split('\n')[0]}`);
    outcome ||= 'test step failed';
  } finally {
    await lane.control('DELETE', '/__sandbox/faults');
    await close();
  }
  return { outcome, problems, unmade, again, ms: Date.now() - began };
}

test('every call, under each fault kind: the documented behaviour, never a blank screen or a page error, nothing typed lost', async () => {
  expect(calls.length).toBeGreaterThan(0);
  // A screen's supporting calls fail together, once for each kind that does not end a session:
  // the screen must show as it does with any one of them failing. Should it not (or should one
  // call not be made, a call that needs another's answer, say), each is failed on its own. A
  // 401 or a 403 ends the session at the first call it answers, so those are always one a cell.
  const work: Work[] = [];
  const groupsSplit: string[] = [];
  for (const scenario of SCENARIOS) {
    const here = calls.filter((c) => c.scenario === scenario);
    const together = here.filter(
      (c) => c.phase === 'open' && SUPPORTING.some((p) => p.test(c.endpoint)),
    );
    // The kinds the supporting calls fail together under: all four failing ones in the full
    // matrix, one by default, taking turns from screen to screen.
    const groupKinds = ALL_KINDS
      ? FAILING_KINDS
      : [FAILING_KINDS[SCENARIOS.indexOf(scenario) % FAILING_KINDS.length]!];
    for (const kind of FAULT_KINDS) {
      const grouped = together.length > 1 && groupKinds.includes(kind);
      if (grouped) work.push({ calls: together, kind });
      for (const call of here) {
        // A supporting call is failed in its screen's group (under the group's kind), not alone;
        // a kind that ends the session is always a cell of its own.
        const inGroup = together.length > 1 && together.includes(call);
        if (inGroup && (grouped || (!ALL_KINDS && !SESSION_KINDS.includes(kind)))) continue;
        // A form's own call: the kinds that neither end the session nor need the clock are
        // tried on one page, sending again after each failure, as a borrower would.
        // Only in the full matrix: by default the form kit's tests prove a form sends again after
        // a failure (docs/testing.md#the-fault-matrix).
        const resent = ALL_KINDS && call.phase === 'send' && !scenario.send?.leaves;
        const own = kindsOf(call);
        const chosen = resent ? [...own, ...RESENT] : own;
        if (!chosen.includes(kind)) continue;
        if (resent && kind === RESENT[0]) work.push({ calls: [call], kind, then: RESENT.slice(1) });
        else if (!resent || !RESENT.includes(kind)) work.push({ calls: [call], kind });
      }
    }
  }
  await inLanes(work, async (item, lane) => {
    const result = await runCell(item, lane);
    const { unmade, again, ...cell } = result;
    for (const { kind, result: other } of again) {
      if (other) cells.push({ call: item.calls[0]!, kind, ...other });
      else work.push({ calls: item.calls, kind });
    }
    // A first try that failed: the kinds meant to follow it get cells of their own.
    const untried = (item.then ?? []).filter((kind) => !again.some((a) => a.kind === kind));
    work.push(...untried.map((kind) => ({ calls: item.calls, kind })));
    if (item.calls.length > 1 && (cell.problems.length > 0 || unmade.length > 0)) {
      const again = cell.problems.length > 0 ? item.calls : unmade;
      groupsSplit.push(
        `${item.calls[0]!.scenario.name} ${item.kind}: ${[...cell.problems, ...unmade.map((c) => `${c.endpoint} not made`)].join('; ')}`,
      );
      // Calls another's failure kept from being made are tried together again, without it.
      if (cell.problems.length === 0 && again.length > 1)
        work.push({ calls: again, kind: item.kind });
      else work.push(...again.map((call) => ({ calls: [call], kind: item.kind })));
      if (cell.problems.length > 0) return;
    }
    const passed = item.calls.filter((call) => !unmade.includes(call) || item.calls.length === 1);
    for (const call of passed) {
      const outcome =
        item.calls.length > 1
          ? `${result.outcome} (with ${item.calls.length - 1} more)`
          : result.outcome;
      cells.push({ call, kind: item.kind, ...cell, outcome, ms: cell.ms / item.calls.length });
    }
  });

  const table = [
    `| call | screen | ${FAULT_KINDS.map((k) => KIND_HEADINGS[k]).join(' | ')} |`,
    `|---|---|${FAULT_KINDS.map(() => '---|').join('')}`,
    ...calls.map((call) => {
      const row = FAULT_KINDS.map((kind) => {
        const cell = cells.find((c) => c.call === call && c.kind === kind);
        // Not run for this call by default (kindsOf): '·'.
        if (!cell) return '·';
        return `${cell.problems.length ? '✗ ' : ''}${cell.outcome}`.replace(/\|/g, '/');
      });
      return `| ${call.endpoint} | ${call.scenario.name} (${call.phase}) | ${row.join(' | ')} |`;
    }),
  ].join('\n');
  const dir = path.resolve(__dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fault-matrix.md'), `${table}\n`);
  const seconds = (list: Cell[]) => Math.round(list.reduce((sum, c) => sum + c.ms, 0) / 1000);
  const byKind = FAULT_KINDS.map((k) => `${k} ${seconds(cells.filter((c) => c.kind === k))} s`);
  console.log(
    `Fault matrix (${cells.length} cells, ${seconds(cells)} s in ${LANES} lanes: ${byKind.join(', ')}):\n${table}`,
  );
  if (groupsSplit.length > 0) {
    console.log(
      `Supporting calls tried one by one after failing together:\n${groupsSplit.join('\n')}`,
    );
  }

  const failed = cells
    .filter((cell) => cell.problems.length > 0)
    .map(
      (cell) =>
        `${cell.call.endpoint} on ${cell.call.scenario.name}, ${cell.kind}: ${cell.problems.join('; ')}`,
    );
  expect(failed).toEqual([]);
  // Every call failed, every screen's session ended where kindsOf says (sessionKindOf), and every
  // kind run.
  const kindsFor = (match: (call: Call) => boolean) =>
    cells.filter((cell) => match(cell.call)).map((cell) => cell.kind);
  const uncovered = [
    ...calls.flatMap((call) =>
      provenElsewhere(call) ||
      kindsFor((c) => c === call).some((kind) => FAILING_KINDS.includes(kind))
        ? []
        : [`${call.endpoint}: no failure`],
    ),
    ...SCENARIOS.filter((scenario) => ALL_KINDS || sessionKindOf(scenario)).flatMap((scenario) =>
      !calls.some((c) => c.scenario === scenario) ||
      kindsFor((c) => c.scenario === scenario).some((kind) => SESSION_KINDS.includes(kind))
        ? []
        : [`${scenario.name}: no 401/403`],
    ),
  ];
  expect(uncovered).toEqual([]);
  expect(FAULT_KINDS.filter((kind) => !cells.some((cell) => cell.kind === kind))).toEqual([]);
}, 1200000);
