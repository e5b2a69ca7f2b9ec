import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { push } from '../../src/features/navigation';
import { profileApi } from '../../src/features/profile';
import { RegistrationProgress } from '../../src/features/progress/RegistrationProgress';
import { SignerProgress } from '../../src/features/progress/SignerProgress';
import { makeProfile } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { nextFrame, renderWithStore } from './helpers';

useMockServer();

const topLevelLabels = (list: HTMLElement) =>
  Array.from(list.children).map((item) => item.querySelector('.progress-step__label')?.textContent);
const current = (list: HTMLElement) =>
  Array.from(list.children)
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.querySelector('.progress-step__label')?.textContent);
const currentSubStep = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem', { current: true })
    .map((item) => item.textContent);

/** Signs the profile in through the API, as the app does. */
async function fetchProfile(
  store: ReturnType<typeof renderWithStore>['store'],
  fields: Parameters<typeof makeProfile>[0],
) {
  server.use(
    http.get(url('/service-profile/api/v1/profile'), () => HttpResponse.json(makeProfile(fields))),
  );
  await act(async () => {
    await store.dispatch(
      profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  });
  await nextFrame();
}

describe('RegistrationProgress', () => {
  const steps = () => screen.getByRole('list', { name: 'Registration steps' });

  test('all five steps with their sub-steps for a visitor; the step query marks the current one', () => {
    const { store } = renderWithStore(
      <RegistrationProgress />,
      '/account/heloc/register?step=name',
    );
    expect(screen.getByRole('heading', { name: 'Application progress' })).toBeVisible();
    expect(topLevelLabels(steps())).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Contact Info',
      'Login Info',
    ]);
    const [property, , personal] = Array.from(steps().children) as HTMLElement[];
    const subLabels = (item: HTMLElement) =>
      Array.from(item.querySelectorAll('.progress-substep__label')).map((l) => l.textContent);
    expect(subLabels(property!)).toEqual(['Address', 'Sale Status']);
    expect(subLabels(personal!)).toEqual(['Name', 'Birthdate']);
    expect(current(steps())).toEqual(['Personal Info']);
    expect(currentSubStep(steps())).toEqual(['Name']);

    act(() => void store.dispatch(push('/account/heloc/register?step=sale-status')));
    expect(current(steps())).toEqual(['Property Info']);
    expect(currentSubStep(steps())).toEqual(['Sale Status']);

    act(() => void store.dispatch(push('/account/heloc/register?step=birthdate')));
    expect(currentSubStep(steps())).toEqual(['Birthdate']);
    expect(property!).toHaveAttribute('data-state', 'done');

    act(() => void store.dispatch(push('/account/heloc/register?step=income-info')));
    expect(current(steps())).toEqual(['Income Info']);
    act(() => void store.dispatch(push('/account/heloc/register?step=contact-info')));
    expect(current(steps())).toEqual(['Contact Info']);
    act(() => void store.dispatch(push('/account/heloc/register?step=login-info')));
    expect(current(steps())).toEqual(['Login Info']);
    act(() => void store.dispatch(push('/account/heloc/register?step=property-info')));
    expect(current(steps())).toEqual(['Property Info']);
    expect(currentSubStep(steps())).toEqual(['Address']);
  });

  test('Contact Info is omitted once the signed-in profile has an e-mail and a phone number', async () => {
    const { store } = renderWithStore(
      <RegistrationProgress />,
      '/account/heloc/register/account-setup?step=login-info',
    );
    expect(topLevelLabels(steps())).toContain('Contact Info');

    await fetchProfile(store, { email: 'borrower@example.com', phoneNumbers: [] });
    expect(topLevelLabels(steps())).toContain('Contact Info');

    await fetchProfile(store, {
      email: 'borrower@example.com',
      phoneNumbers: [{ uuid: 'p-1', number: '9165550142', type: 'MOBILE' }],
    });
    expect(topLevelLabels(steps())).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Login Info',
    ]);
    expect(current(steps())).toEqual(['Login Info']);
  });

  test('a contact the registration already holds can be passed in', () => {
    renderWithStore(
      <RegistrationProgress contact={{ email: 'new@example.com', phoneNumber: '9165550100' }} />,
      '/account/heloc/register?step=income-info',
    );
    expect(screen.queryByText('Contact Info')).not.toBeInTheDocument();
    expect(current(steps())).toEqual(['Income Info']);
  });

  test('an unknown step value marks no step', () => {
    renderWithStore(<RegistrationProgress />, '/account/heloc/register?step=elsewhere');
    expect(current(steps())).toEqual([]);
  });
});

describe('SignerProgress', () => {
  const steps = () => screen.getByRole('list', { name: 'Additional signer steps' });

  test('two steps; intro and identity routes mark the first, sign and conditions the second, documents both done', () => {
    const { store } = renderWithStore(<SignerProgress />, '/account/heloc/heloc-signer/identity');
    expect(screen.getByRole('heading', { name: 'Application progress' })).toBeVisible();
    expect(topLevelLabels(steps())).toEqual(['Identity verification', 'Talk to eNotary']);
    expect(current(steps())).toEqual(['Identity verification']);

    // The signing starts at intro, then the identity (docs/journey.md, the additional signer).
    act(() => void store.dispatch(push('/account/heloc/heloc-signer/intro')));
    expect(current(steps())).toEqual(['Identity verification']);

    for (const route of ['sign', 'conditions', 'conditions/upload-document']) {
      act(() => void store.dispatch(push(`/account/heloc/heloc-signer/${route}`)));
      expect(current(steps())).toEqual(['Talk to eNotary']);
      expect(steps().children[0]).toHaveAttribute('data-state', 'done');
    }

    // The documents page comes once the signer has signed and met the notary.
    act(() => void store.dispatch(push('/account/heloc/heloc-signer/documents')));
    expect(current(steps())).toEqual([]);
    expect([...steps().children].map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
    ]);

    act(() => void store.dispatch(push('/account/heloc/heloc-signer/conditions/identity')));
    expect(current(steps())).toEqual(['Identity verification']);
    act(() => void store.dispatch(push('/account/heloc/heloc-signer/cancelled')));
    expect(current(steps())).toEqual([]);
  });
});
