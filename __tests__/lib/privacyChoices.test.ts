import {
  defaultPrivacyChoices,
  parsePrivacyChoices,
  readPrivacyChoices,
  savePrivacyChoices,
} from '../../src/lib/privacyChoices';
import { clearOnLogout, PRIVACY_CHOICES_STORAGE_KEY } from '../../src/lib/browserStorage';

beforeEach(() => localStorage.clear());

describe('the privacy choices', () => {
  it('allow both until changed; the Global Privacy Control signal refuses advertising', () => {
    expect(defaultPrivacyChoices()).toEqual({ analytics: true, advertising: true });
    expect(defaultPrivacyChoices(true)).toEqual({ analytics: true, advertising: false });
    expect(readPrivacyChoices()).toEqual({ analytics: true, advertising: true });
  });

  it('read what was stored, taking the default for anything missing or malformed', () => {
    expect(parsePrivacyChoices('{"analytics":false,"advertising":false}')).toEqual({
      analytics: false,
      advertising: false,
    });
    expect(parsePrivacyChoices('{"analytics":"no"}', true)).toEqual({
      analytics: true,
      advertising: false,
    });
    expect(parsePrivacyChoices('not json')).toEqual({ analytics: true, advertising: true });
    expect(parsePrivacyChoices('null')).toEqual({ analytics: true, advertising: true });
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
