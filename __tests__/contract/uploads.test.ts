import {
  extensionOf,
  judgeUpload,
  UPLOAD_SIGNATURES,
  uploadKindOf,
} from '../../src/contract/uploads';

/**
 * The judge of an upload's kind, shared by the app and the sandbox lender (docs/forms.md#uploads):
 * by its content, compared with its name.
 */
const PDF = UPLOAD_SIGNATURES['application/pdf'];
const JPEG = UPLOAD_SIGNATURES['image/jpeg'];
const PNG = UPLOAD_SIGNATURES['image/png'];
const TEXT = new TextEncoder().encode('just notes');

describe('judgeUpload', () => {
  it.each([
    ['statement.pdf', PDF, 'application/pdf'],
    ['STATEMENT.PDF', PDF, 'application/pdf'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image/jpeg'],
    ['scan.png', PNG, 'image/png'],
  ])('takes %s, whose content is what its name says', (name, head, kind) => {
    expect(judgeUpload(name, head)).toEqual({ verdict: 'kind', kind });
  });

  it.each([
    ['statement.png', PDF, 'application/pdf', '.png'],
    ['photo.pdf', JPEG, 'image/jpeg', '.pdf'],
    ['scan.jpg', PNG, 'image/png', '.jpg'],
    ['scan.txt', PNG, 'image/png', '.txt'],
    ['scan', PDF, 'application/pdf', null],
  ])(
    'says %s is misnamed: its content is another kind than its name says',
    (name, head, kind, extension) => {
      expect(judgeUpload(name, head)).toEqual({ verdict: 'misnamed', kind, extension });
    },
  );

  it.each([
    ['notes.pdf', TEXT],
    ['notes.png', TEXT],
    ['empty.jpg', []],
    ['short.png', PNG.slice(0, 4)],
  ])('refuses %s: its content is no kind the lender keeps, whatever its name', (name, head) => {
    expect(judgeUpload(name, head)).toEqual({ verdict: 'unknown' });
  });

  it('reads the kind from the first bytes alone', () => {
    expect(uploadKindOf([...PDF, 0x31, 0x2e, 0x34])).toBe('application/pdf');
    expect(extensionOf(' Scan.JPEG ')).toBe('.jpeg');
    expect(extensionOf('no-ending')).toBeNull();
  });
});
