import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '../../src/features/language';
import { profileApi } from '../../src/features/profile';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/browserStorage';
import { i18n } from '../../src/lib/i18n';
import { acceptLanguageOf, chooseLocale } from '../../src/lib/language';
import { makeProfile } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';

useMockServer();

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the locale a page opens in (docs/language.md#choosing-the-language)', () => {
  test.each([
    ['?lang=es', 'en', ['en-US'], 'es', true],
    ['?org=ACME&lang=en', 'es', ['es-MX'], 'en', true],
    ['?lang=pseudo', null, [], 'pseudo', true],
    ['?lang=fr', 'es', ['en-US'], 'es', false],
    ['', 'es', ['en-US'], 'es', false],
    ['', null, ['fr-FR', 'es-MX', 'en-US'], 'es', false],
    ['', null, ['fr-FR', 'de'], 'en', false],
    ['', 'xx', [], 'en', false],
  ] as const)('%s, kept %s, preferred %j: %s', (query, stored, preferred, locale, chosen) => {
    expect(chooseLocale({ query, stored, preferred })).toEqual({ locale, chosen });
  });

  test('the lender is asked for its words in the page language', () => {
    expect(acceptLanguageOf('es')).toBe('es-US, es;q=0.9');
    expect(acceptLanguageOf('en')).toBe('en-US, en;q=0.9');
    expect(acceptLanguageOf('pseudo')).toBe('en-US, en;q=0.9');
  });
});

test('the control switches the page in place: the words, <html lang>, the calls; what was typed and where focus was stay', async () => {
  const user = userEvent.setup();
  const { store } = renderApp('/account/heloc/register', { signedIn: false });
  const control = await screen.findByRole('button', { name: 'Español' });
  expect(control).toHaveAttribute('lang', 'es');
  const street = await screen.findByLabelText('Street address');
  await user.type(street, '5106 Old Mill Creek Road');

  await user.click(control);
  const english = await screen.findByRole('button', { name: 'English' });
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveFocus();
  expect(document.documentElement.lang).toBe('es');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  // The page in Spanish, the address still as typed.
  expect(screen.getByLabelText('Dirección')).toHaveValue('5106 Old Mill Creek Road');

  const languages: (string | null)[] = [];
  server.use(
    http.get(url('/service-profile/api/v1/profile'), ({ request }) => {
      languages.push(request.headers.get('Accept-Language'));
      return HttpResponse.json(makeProfile());
    }),
  );
  await act(async () => {
    await store.dispatch(
      profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  });
  expect(languages).toEqual(['es-US, es;q=0.9']);

  await user.click(english);
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  expect(screen.getByRole('button', { name: 'Español' })).toHaveFocus();
  expect(i18n.locale).toBe('en');
});
