import {
  BROKER_LABEL,
  displayNameOf,
  initialsOf,
  LOAN_OFFICER_LABEL,
  loanOfficerLabel,
  originatorBrandOf,
} from '../../src/features/loanOriginator/card';
import { loanOriginatorUuidFor } from '../../src/features/loanOriginator/originatorUuid';
import { loanOfficerPlacement } from '../../src/features/loanOriginator/placement';
import { i18n } from '../../src/lib/i18n';
import { makeLoanOriginator } from '../support/fixtures';

describe('the card label', () => {
  it.each([
    ['both names', 'Morgan Lee', 'Lee Home Finance', LOAN_OFFICER_LABEL],
    ['only the originator name', 'Morgan Lee', null, LOAN_OFFICER_LABEL],
    ['only the broker name', null, 'Lee Home Finance', BROKER_LABEL],
    ['a blank originator name and a broker name', '  ', 'Lee Home Finance', BROKER_LABEL],
    ['neither name', null, null, null],
    ['blank names only', ' ', '', null],
  ])('with %s is %p', (_case, originatorName, brokerName, label) => {
    expect(loanOfficerLabel({ originatorName, brokerName })).toBe(label);
  });

  it('is null without an originator', () => {
    expect(loanOfficerLabel(undefined)).toBeNull();
    expect(loanOfficerLabel(null)).toBeNull();
  });

  it('reads exactly as the contract words it', () => {
    expect(i18n._(LOAN_OFFICER_LABEL)).toBe('Your loan officer');
    expect(i18n._(BROKER_LABEL)).toBe('Your broker');
  });
});

describe("the card's place", () => {
  it.each([
    [375, 'bar'],
    [1023, 'bar'],
    [1024, 'aside'],
    [1280, 'aside'],
  ] as const)('at %i px is the %s', (width, placement) => {
    expect(loanOfficerPlacement(width)).toBe(placement);
  });
});

describe('the originator shown', () => {
  it('is the argument, else the referrer query value, else the application referrer', () => {
    expect(loanOriginatorUuidFor('a', '?referrer=b', 'c')).toBe('a');
    expect(loanOriginatorUuidFor(null, '?referrer=b', 'c')).toBe('b');
    expect(loanOriginatorUuidFor(undefined, '?x=1&referrer=b', null)).toBe('b');
    expect(loanOriginatorUuidFor(undefined, '?referrer=', 'c')).toBe('c');
    expect(loanOriginatorUuidFor(undefined, '', 'c')).toBe('c');
    expect(loanOriginatorUuidFor(undefined, '', null)).toBeNull();
  });
});

describe('names and initials', () => {
  it('leads with the originator, else the broker', () => {
    expect(displayNameOf({ originatorName: ' Morgan Lee ', brokerName: 'Lee Home' })).toBe(
      'Morgan Lee',
    );
    expect(displayNameOf({ originatorName: null, brokerName: 'Lee Home' })).toBe('Lee Home');
    expect(displayNameOf({ originatorName: null, brokerName: null })).toBe('');
  });

  it.each([
    ['Morgan Lee', 'ML'],
    ['Coastal Key Mortgage Brokers', 'CB'],
    ['cher', 'C'],
    ['  ', ''],
  ])('%p -> %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("the originator's branding", () => {
  const lo = makeLoanOriginator();

  it('keeps the default when the originator has no logo and no link', () => {
    expect(originatorBrandOf({ ...lo, logoUri: null, link: null })).toBeNull();
    expect(originatorBrandOf(undefined)).toBeNull();
  });

  it("is the logo, the link and the broker's name when there are", () => {
    expect(originatorBrandOf({ ...lo, logoUri: '/logo.svg', link: 'https://lee.example' })).toEqual(
      { logoUri: '/logo.svg', link: 'https://lee.example', name: 'Lee Home Finance' },
    );
    expect(originatorBrandOf({ ...lo, brokerName: null, link: 'https://lee.example' })).toEqual({
      logoUri: null,
      link: 'https://lee.example',
      name: 'Morgan Lee',
    });
  });

  it('never links anywhere but a web address', () => {
    expect(originatorBrandOf({ ...lo, logoUri: null, link: 'javascript:alert(1)' })).toBeNull();
    expect(originatorBrandOf({ ...lo, logoUri: '/l.svg', link: 'javascript:alert(1)' })).toEqual({
      logoUri: '/l.svg',
      link: null,
      name: 'Lee Home Finance',
    });
  });

  it('keeps the default without a name to call it by', () => {
    expect(
      originatorBrandOf({ ...lo, originatorName: null, brokerName: null, logoUri: '/l.svg' }),
    ).toBeNull();
  });
});
