import type { StepPath } from '../../src/features/routing/destinations';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoreProviders } from '../../src/app/StoreProviders';
import type { RootState } from '../../src/app/rootReducer';
import type { HelocApplication } from '../../src/features/application';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import { routingDecided } from '../../src/features/routing/routingSlice';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { testStore } from '../support/testStore';

export const APP = `/account/heloc/${APPLICATION_UUID}`;

/** The application slice as it stands once `application` is loaded for its route. */
export function loadedApplication(
  overrides: Partial<HelocApplication> = {},
): Pick<RootState, 'application'> {
  return {
    application: {
      currentUuid: APPLICATION_UUID,
      current: makeApplication(overrides),
      loadStatus: 'loaded',
      error: null,
    },
  };
}

/** The organisation with another company name. */
export function organisationNamed(companyName: string): Pick<RootState, 'organisation'> {
  const org = makeOrgInfo();
  const info: OrgInfo = {
    ...org,
    orgMetaData: {
      ...org.orgMetaData,
      companyInfo: { ...org.orgMetaData.companyInfo, companyName },
    },
  };
  return { organisation: parseOrganisation(info) };
}

/**
 * `ui` against a real store (sagas and network middleware included) on a memory history at
 * `path`. No session is stored, so the routing engine does not start on its own: the tests feed
 * it decisions.
 */
export function renderWithStore(
  ui: ReactElement,
  path: string,
  preloaded: Partial<RootState> = {},
) {
  const { store, history } = testStore(path, preloaded);
  const view = render(<StoreProviders store={store}>{ui}</StoreProviders>);
  return { ...view, store, history };
}

/** What the routing engine records when it decides (the real action, as the saga puts it). */
export function decide(
  store: ReturnType<typeof testStore>['store'],
  step: StepPath | null,
  applicationUuid = APPLICATION_UUID,
) {
  act(() => {
    store.dispatch(
      routingDecided({
        path: step === null ? '/dashboard' : `/account/heloc/${applicationUuid}/${step}`,
        step,
        rule: 'test decision',
        source: 'server',
        serverState: 'OFFER_SELECTION',
        localStep: 'product',
        trail: [],
        logged: false,
        applicationUuid,
        trigger: 'open',
        fromPathname: `/account/heloc/${applicationUuid}`,
        navigated: true,
        reason: 'open: routed',
      }),
    );
  });
}

/** The dt/dd pairs of a description list, as { term: definition }. */
export function definitions(list: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  list.querySelectorAll('dt').forEach((dt) => {
    const dd = dt.nextElementSibling;
    pairs[dt.textContent ?? ''] = dd?.textContent ?? '';
  });
  return pairs;
}

/**
 * Lets the store's subscribers hear RTK Query's answers: the store's auto-batch enhancer delays
 * their notification to the next animation frame, which lands after a plain act() has ended.
 */
export async function nextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}
