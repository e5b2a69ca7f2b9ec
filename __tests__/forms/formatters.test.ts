import { ageOn, isoDateOf, isRealDate } from '../../src/contract/dates';
import { formatUsDate, maskUsDate, parseUsDate } from '../../src/lib/dates';
import { formatMoneyInput, parseMoney, parseWholeDollars } from '../../src/lib/money';
import { formatPhone, phoneDigits } from '../../src/contract/phone';
import { describeAccept, fileProblem, formatBytes, isAccepted } from '../../src/forms/files';
import { isIssuableSsn } from '../../src/contract/ssn';
import { maskSsn, ssnDigits } from '../../src/forms/schemas/ssn';
import { normaliseZip } from '../../src/contract/zip';

describe('parseMoney', () => {
  it.each([
    ['1234', 1234],
    ['$1,234.50', 1234.5],
    ['$ 150,000', 150000],
    ['150,000.05', 150000.05],
    ['  42  ', 42],
    ['.5', 0.5],
    ['0', 0],
    ['100.', 100],
    ['1,234,567', 1234567],
  ])('reads %p as %p', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each([
    [''],
    ['   '],
    ['$'],
    ['.'],
    ['12a'],
    ['abc'],
    ['-5'],
    ['1.234'],
    ['1.2.3'],
    ['1e5'],
    ['1,2,3'],
    ['1,50'],
    ['1500,000'],
    [',150'],
    ['5$'],
    ['$$5'],
    ['99999999999999999'],
  ])('refuses %p', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseMoney(undefined)).toBeNull();
    expect(parseMoney(null)).toBeNull();
  });

  it('gives whole dollars only for a whole amount', () => {
    expect(parseWholeDollars('$15,000')).toBe(15000);
    expect(parseWholeDollars('15000.00')).toBe(15000);
    expect(parseWholeDollars('15000.50')).toBeNull();
  });
});

describe('formatMoneyInput', () => {
  it.each([
    ['150000', '150,000'],
    ['$150,000', '150,000'],
    ['1234.5', '1,234.50'],
    ['1234.05', '1,234.05'],
    ['0', '0'],
    ['1,50', '1,50'],
    ['12a', '12a'],
    ['', ''],
  ])('tidies %p to %p', (text, shown) => {
    expect(formatMoneyInput(text)).toBe(shown);
  });
});

describe('dates', () => {
  it.each([
    ['03/27/1985', '1985-03-27'],
    ['3/7/1985', '1985-03-07'],
    [' 12/31/1999 ', '1999-12-31'],
    ['02/29/2000', '2000-02-29'],
    ['03-27-1985', '1985-03-27'],
  ])('parseUsDate reads %p as %p', (text, iso) => {
    expect(parseUsDate(text)).toBe(iso);
  });

  it.each([
    ['02/29/1900'],
    ['02/30/2024'],
    ['13/01/1985'],
    ['00/10/1985'],
    ['04/31/1985'],
    ['1985-03-27'],
    ['03/27/85'],
    ['03/27'],
    ['ab/cd/efgh'],
    [''],
  ])('parseUsDate refuses %p', (text) => {
    expect(parseUsDate(text)).toBeNull();
  });

  it.each([
    ['1985-03-27', '03/27/1985'],
    ['2024-02-29T12:00:00Z', '02/29/2024'],
    ['not a date', 'not a date'],
    ['2023-02-29', '2023-02-29'],
  ])('formatUsDate shows %p as %p', (iso, shown) => {
    expect(formatUsDate(iso)).toBe(shown);
  });

  it('knows real days and ages', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2100, 2, 29)).toBe(false);
    expect(isoDateOf(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(ageOn('2006-03-27', '2024-03-26')).toBe(17);
    expect(ageOn('2006-03-27', '2024-03-27')).toBe(18);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  it.each([
    ['0', '0'],
    ['03', '03'],
    ['032', '03/2'],
    ['0327', '03/27'],
    ['03271985', '03/27/1985'],
    ['032719851', '03/27/1985'],
    ['03/', '03/'],
    ['03/271', '03/27/1'],
    ['3/', '3/'],
    ['3/7/1985', '3/7/1985'],
    ['03/27/', '03/27/'],
    ['03/27/1985/', '03/27/1985'],
    ['0a3', '03'],
    ['1985-03-27', '03/27/1985'],
    ['1985-3-7', '03/07/1985'],
    ['', ''],
  ])('maskUsDate shows %p as %p', (typed, shown) => {
    expect(maskUsDate(typed)).toBe(shown);
  });
});

describe('phone', () => {
  it.each([
    ['+15550100123', '(555) 010-0123'],
    ['+1 555 010 0123', '(555) 010-0123'],
    ['+1 (555) 010-0123', '(555) 010-0123'],
    ['15550100123', '(555) 010-0123'],
    ['1-555-010-0123', '(555) 010-0123'],
    ['555-010-0123', '(555) 010-0123'],
    ['5550100123', '(555) 010-0123'],
    ['(555) 010-0123', '(555) 010-0123'],
    ['555.010.0123', '(555) 010-0123'],
    ['8888196388', '(888) 819-6388'],
  ])('formats %p as %p', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
    expect(phoneDigits(value)).toBe(shown.replace(/\D/g, ''));
  });

  it.each([
    ['555010012'],
    ['555010012345'],
    ['25550100123'],
    ['+25550100123'],
    ['+445550100123'],
    ['555-010-012a'],
    ['555_010_0123'],
    [''],
  ])('refuses %p', (value) => {
    expect(formatPhone(value)).toBeNull();
    expect(phoneDigits(value)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(formatPhone(undefined)).toBeNull();
    expect(phoneDigits(null)).toBeNull();
  });
});

describe('SSN', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['123-', '123-'],
    ['123-45-', '123-45-'],
    ['12-', '12'],
    ['123 45 6789', '123-45-6789'],
    ['12a3', '123'],
  ])('maskSsn shows %p as %p', (typed, shown) => {
    expect(maskSsn(typed)).toBe(shown);
  });

  it('reads the 9 digits', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits(' 123 45 6789 ')).toBe('123456789');
    expect(ssnDigits('12345678')).toBeNull();
    expect(ssnDigits('12345678a')).toBeNull();
    expect(ssnDigits(undefined)).toBeNull();
  });

  it.each([
    ['123456789', true],
    ['899450001', true],
    ['000456789', false],
    ['666456789', false],
    ['900456789', false],
    ['999456789', false],
    ['123006789', false],
    ['123450000', false],
    ['12345678', false],
  ])('isIssuableSsn(%p) is %p (SSA rules)', (digits, valid) => {
    expect(isIssuableSsn(digits)).toBe(valid);
  });
});

describe('ZIP codes', () => {
  it.each([
    ['94103', '94103'],
    [' 94103 ', '94103'],
    ['94103-1234', '94103-1234'],
    ['94103 1234', '94103-1234'],
    ['941031234', '94103-1234'],
    ['9410', null],
    ['94103-12', null],
    ['ABCDE', null],
  ])('normaliseZip(%p) is %p', (value, zip) => {
    expect(normaliseZip(value)).toBe(zip);
  });
});

describe('file checks', () => {
  const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
  // Decimal units (src/lib/fileSize.ts).
  const MB = 1000 * 1000;

  it('describes the kinds and sizes in words', () => {
    expect(describeAccept(ACCEPT)).toBe('PDF, JPG or PNG');
    expect(describeAccept(['.pdf', 'application/pdf'])).toBe('PDF');
    expect(describeAccept(['.jpeg', '.png'])).toBe('JPG or PNG');
    expect(describeAccept(['image/*', '.docx'])).toBe('image or DOCX');
    expect(formatBytes(10 * MB)).toBe('10 MB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatBytes(350 * 1000)).toBe('350 KB');
    expect(formatBytes(12)).toBe('12 bytes');
    expect(formatBytes(1)).toBe('1 byte');
  });

  it.each([
    [{ name: 'a.pdf', type: 'application/pdf' }, true],
    [{ name: 'a.JPG', type: '' }, true],
    [{ name: 'photo', type: 'image/png' }, true],
    [{ name: 'a.gif', type: 'image/gif' }, false],
    [{ name: 'a.pdf.exe', type: 'application/x-msdownload' }, false],
  ])('accepts %p: %p', (file, accepted) => {
    expect(isAccepted(file, ACCEPT)).toBe(accepted);
  });

  it('accepts wildcards and extensions, and anything with no list', () => {
    expect(isAccepted({ name: 'x.heic', type: 'image/heic' }, ['image/*'])).toBe(true);
    expect(isAccepted({ name: 'x.docx', type: '' }, ['.docx'])).toBe(true);
    expect(isAccepted({ name: 'x.bin', type: '' }, [])).toBe(true);
  });

  it('says what is wrong with a file', () => {
    const problem = (name: string, type: string, size: number) =>
      fileProblem({ name, type, size }, ACCEPT, 10 * MB);
    expect(problem('a.pdf', 'application/pdf', 10 * MB)).toBeNull();
    expect(problem('a.gif', 'image/gif', 10)).toBe('The selected file must be a PDF, JPG or PNG');
    expect(problem('a.pdf', 'application/pdf', 10 * MB + 1)).toBe(
      'The selected file must be smaller than 10 MB',
    );
    expect(problem('a.pdf', 'application/pdf', 0)).toBe('The selected file is empty');
  });
});
