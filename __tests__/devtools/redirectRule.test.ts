/**
 * The developer toolbar's redirect rule: /auth/login, with a redirectUrl only
 * when the path starts with a slash and a lowercase letter.
 */
import { loginPageUrl } from '../../src/features/navigation';

test.each([
  ['/account/heloc/offer', '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Foffer'],
  ['/a', '/auth/login?redirectUrl=%2Fa'],
  ['/account/heloc/x?pop-webchat', '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fx%3Fpop-webchat'],
])('%s goes back to itself after sign-in', (returnTo, expected) => {
  expect(loginPageUrl(returnTo)).toBe(expected);
});

test.each([
  ['an uppercase letter after the slash', '/Account'],
  ['a second slash (another host)', '//x'],
  ['no slash', 'x'],
  ['a full URL', 'https://evil.example/account'],
  ['a digit after the slash', '/1abc'],
  ['a slash alone', '/'],
  ['a backslash', '/\\evil.example'],
  ['nothing', ''],
])('%s (%p) gives the sign-in page without redirectUrl', (_name, returnTo) => {
  expect(loginPageUrl(returnTo)).toBe('/auth/login');
});
