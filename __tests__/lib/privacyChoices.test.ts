import {
  effectivePrivacyChoices,
  parsePrivacyChoices,
  readPrivacyChoices,
  savePrivacyChoices,
} from '../../src/lib/privacyChoices';
import { clearOnLogout, PRIVACY_CHOICES_STORAGE_KEY } from '../../src/lib/browserStorage';

/** The browser's Global Privacy Control signal, as a browser that sends it defines it. */
const sendGpc = (value: unknown) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
});

describe('the privacy choices', () => {
  it('with nothing stored: analytics allowed, sharing for advertising refused', () => {
    expect(readPrivacyChoices()).toEqual({ analytics: true, advertising: false });
  });

  it('read what was stored, taking the default for anything missing or malformed', () => {
    expect(parsePrivacyChoices('{"analytics":false,"advertising":true}')).toEqual({
      analytics: false,
      advertising: true,
    });
    expect(parsePrivacyChoices('{"analytics":"no"}')).toEqual({
      analytics: true,
      advertising: false,
    });
    expect(parsePrivacyChoices('not json')).toEqual({ analytics: true, advertising: false });
    expect(parsePrivacyChoices('null')).toEqual({ analytics: true, advertising: false });
  });

  it('refuse sharing for advertising while the browser sends Global Privacy Control, whatever is stored', () => {
    savePrivacyChoices({ analytics: true, advertising: true });
    expect(readPrivacyChoices()).toEqual({ analytics: true, advertising: true });
    sendGpc(true);
    expect(readPrivacyChoices()).toEqual({ analytics: true, advertising: false });
    // Only the signal itself counts: not a value that merely looks like one.
    sendGpc('1');
    expect(readPrivacyChoices()).toEqual({ analytics: true, advertising: true });
    expect(effectivePrivacyChoices({ analytics: false, advertising: true }, true)).toEqual({
      analytics: false,
      advertising: false,
    });
  });

  it('are kept in local storage for the browser, through a logout', () => {
    savePrivacyChoices({ analytics: false, advertising: true });
    expect(localStorage.getItem(PRIVACY_CHOICES_STORAGE_KEY)).toBe(
      '{"analytics":false,"advertising":true}',
    );
    clearOnLogout();
    expect(readPrivacyChoices()).toEqual({ analytics: false, advertising: true });
  });
});
