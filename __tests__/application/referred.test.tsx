import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import { APPLICATION_ROUTES } from '../../src/app/routes/manifest';
import {
  BorrowerOnly,
  borrowerNameOf,
  type HelocApplication,
  ReferredApplicationBar,
} from '../../src/features/application';
import { TRY_AGAIN_LABEL as TRY_AGAIN_LABEL_MESSAGE } from '../../src/features/credit/CreditRetry';
import { i18n } from '../../src/lib/i18n';
import { OutstandingTasksNotice } from '../../src/features/conditions';
import { BORROWER_ACTS } from '../../src/features/application/ReferredViews';
import CreditErrorScreen from '../../src/features/credit/screens/CreditErrorScreen';
import { applicationRoleOf, type Profile } from '../../src/features/profile';
import {
  LOAN_ORIGINATOR_UUID,
  makeApplication,
  makeConditions,
  makeProfile,
} from '../support/fixtures';
import { renderStepScreen, withConditions, withProfile } from '../support/renderStepScreen';

const TRY_AGAIN_LABEL = i18n._(TRY_AGAIN_LABEL_MESSAGE);

/** docs/routing.md#a-referred-application */

const referred = (overrides: Partial<HelocApplication> = {}) =>
  makeApplication({
    referrer: { referrerUuid: LOAN_ORIGINATOR_UUID },
    name: { firstName: 'Dana', middleName: null, lastName: 'Whitfield', suffix: null },
    email: 'dana@example.com',
    ...overrides,
  });
const broker = (overrides: Partial<Profile> = {}) =>
  makeProfile({ type: 'BROKER', isBroker: true, email: 'priya@example.com', ...overrides });

describe('who the person is to the application (applicationRoleOf)', () => {
  it.each<[string, Profile | null, HelocApplication | null, string]>([
    ['a broker on an application they referred', broker(), referred(), 'referrer'],
    ['a borrower with the isBroker flag', makeProfile({ isBroker: true }), referred(), 'referrer'],
    [
      'a broker on their own application (its e-mail, case ignored, is theirs)',
      broker(),
      referred({ email: 'PRIYA@example.com' }),
      'borrower',
    ],
    [
      'a broker on an application without a referrer',
      broker(),
      referred({ referrer: null }),
      'borrower',
    ],
    [
      'a broker on a referred application that gives no e-mail',
      broker(),
      referred({ email: null }),
      'referrer',
    ],
    ['the borrower of a referred application', makeProfile(), referred(), 'borrower'],
    ['a co-deeder who is also a broker', broker({ type: 'CO_DEEDER' }), referred(), 'signer'],
    ['before the profile is read', null, referred(), 'borrower'],
    ['before the application is read', broker(), null, 'borrower'],
  ])('%s', (_case, profile, application, role) => {
    expect(applicationRoleOf(profile, application)).toBe(role);
  });
});

it("names the borrower from the application's first and last name, else says nothing", () => {
  expect(borrowerNameOf(referred())).toBe('Dana Whitfield');
  expect(borrowerNameOf(referred({ name: undefined }))).toBeNull();
});

describe('what a referrer sees', () => {
  const asBroker = { preloaded: withProfile(broker()), application: referred() };

  function Step() {
    return (
      <>
        <ReferredApplicationBar />
        <BorrowerOnly act={msg`order the valuation`} wholeStep>
          <button type="button">Order valuation</button>
        </BorrowerOnly>
      </>
    );
  }

  it('a bar naming whose application it is, and the step said about the borrower', async () => {
    renderStepScreen('bpo/condition', Step, asBroker);
    expect(
      await screen.findByRole('region', { name: "Dana Whitfield's application · you referred it" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dana Whitfield still has to order the valuation.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order valuation' })).toBeNull();
  });

  it('the borrower sees their step as before, with no bar', () => {
    renderStepScreen('bpo/condition', Step, { application: referred() });
    expect(screen.getByRole('button', { name: 'Order valuation' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("an act inside a page: credit/error's Try again", async () => {
    renderStepScreen('credit/error', CreditErrorScreen, {
      ...asBroker,
      application: referred({ name: undefined }),
    });
    expect(
      await screen.findByText(
        'The borrower still has to lift the freeze or lock on their credit and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TRY_AGAIN_LABEL })).toBeNull();
  });

  it("the notice of outstanding tasks counts the borrower's", () => {
    renderStepScreen('bpo/condition', OutstandingTasksNotice, {
      ...asBroker,
      preloaded: { ...asBroker.preloaded, ...withConditions(makeConditions()) },
    });
    expect(
      screen.getByRole('link', { name: /^Dana Whitfield has \d+ outstanding tasks?$/ }),
    ).toBeInTheDocument();
  });
});

/**
 * The application's pages that change nothing (they wait, explain, stop or list), or whose one
 * act is wrapped in BorrowerOnly where it is (credit/error's and review-app/incorrect-pin's "Try
 * again", complete's right to cancel): every other step has a write of the journey, so its
 * act is in BORROWER_ACTS. A new step either joins that table or this list.
 */
const PAGES_THAT_CHANGE_NOTHING = [
  'bpo/hold', 'bpo/waiting', 'complete', 'conditions', 'document/copies',
  'document/copies/:copyUuid', 'credit/error', 'error/decline', 'error/credit', 'error/income',
  'error/timeout', 'error/flood-cert', 'review-app/datatree', 'review-app/signdocs', 'hold',
  'income/pointserv-callback', 'insurance/requirements', 'merchant/review',
  'notary/reserve-manual', 'notary/error', 'payoff/hold', 'review-app/incorrect-pin',
  'review-app/no-credit', 'review-app/property', 'review-app/uw', 'review-app/delinquency',
  'review-app/incorrect-ownership', 'signing/support', 'start/profile',
]; // prettier-ignore

it("every step with a write of the journey is declared the borrower's alone", () => {
  const paths: string[] = APPLICATION_ROUTES.map((route) => route.path);
  expect(Object.keys(BORROWER_ACTS).filter((path) => !paths.includes(path))).toEqual([]);
  expect(paths.filter((path) => !(path in BORROWER_ACTS))).toEqual(PAGES_THAT_CHANGE_NOTHING);
});
