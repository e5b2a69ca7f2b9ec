/**
 * Canaries: values a person types that no file leaving the page for support may hold
 * (docs/support.md#what-support-files-hold). Each is unlikely to appear anywhere by chance, so
 * finding one, in any case or as its digits alone, means the value itself leaked.
 */
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const CANARY = {
  street: '7351 Quillfeather Canary Way',
  city: 'Canaryvale',
  zip: '95814',
  firstName: 'Zephyrine',
  middleName: 'Odalys',
  lastName: 'Marrowgate',
  dateOfBirth: '04/19/1979',
  email: `canary.${unique}@example.com`,
  phone: '916-555-0193',
  annualIncome: '187431',
  password: 'canary horse battery staple',
  ssn: '287-65-4321',
  ethnicityOther: 'Canaryhispanic Origin',
  raceTribe: 'Canarytribe Nation',
  raceOtherAsian: 'Canaryasian Heritage',
  raceOtherPacificIslander: 'Canarypacific Islands',
  employerName: 'Thistlewick Widgetworks',
  employerPhone: '916-555-0177',
  routingNumber: '011000015',
  accountNumber: '000987654321',
  signerFirstName: 'Ottoline',
  signerLastName: 'Brackenbury',
  signerEmail: `signer.${unique}@example.com`,
  chatMessage: 'Canary chat question: may I draw again after the first draw?',
  ceoFeedback: 'Canary feedback: the paystub upload took me two tries.',
} as const;

/** The date of birth as the lender stores it. */
const ISO_BIRTH_DATE = '1979-04-19';

/** Every spelling of each canary that may not appear: as typed, and as its digits alone. */
function spellings(): { name: string; pattern: RegExp }[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const all: { name: string; pattern: RegExp }[] = [];
  // Digits are looked for alone, never inside a longer run of digits: a timestamp may hold any
  // five in a row (the ZIP code's 95814 turned up inside a longer number in one run's log).
  const alone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);
  for (const [name, value] of Object.entries({ ...CANARY, isoBirthDate: ISO_BIRTH_DATE })) {
    const digits = value.replace(/\D/g, '');
    all.push({ name, pattern: digits === value ? alone(value) : new RegExp(escape(value), 'i') });
    if (digits.length >= 5 && digits !== value) {
      all.push({ name: `${name} (digits)`, pattern: alone(digits) });
    }
  }
  // The e-mail addresses' own part, whatever happened to the domain.
  for (const name of ['email', 'signerEmail'] as const) {
    all.push({
      name: `${name} (local part)`,
      pattern: new RegExp(escape(CANARY[name].split('@')[0]!), 'i'),
    });
  }
  return all;
}

/** The canaries a text holds, by name ("street", "ssn (digits)"...): none, for a safe file. */
export function canariesIn(text: string): string[] {
  return spellings()
    .filter(({ pattern }) => pattern.test(text))
    .map(({ name }) => name);
}
