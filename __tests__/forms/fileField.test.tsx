import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { object } from 'yup';
import { fieldId } from '../../src/forms/Field';
import {
  chooseLabel,
  FileField,
  type FileFieldHandle,
  fileFailureMessage,
  NO_ANSWER_TEXT,
  REMOVE_LABEL,
  TRY_AGAIN_LABEL,
  type UploadHandler,
} from '../../src/forms/FileField';
import { FILE_MESSAGES, filesSchema } from '../../src/forms/schemas/files';
import { StepForm } from '../../src/forms/StepForm';
import { deferred, type User } from './support';
import { headOfType } from '../support/files';
import { i18n } from '../../src/lib/i18n';

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
// Decimal units (src/lib/fileSize.ts).
const MB = 1000 * 1000;

/** A file of `size` bytes without allocating them, its content of its `type`. */
function fileOf(name: string, type: string, size = 2048): File {
  const file = new File([headOfType(type), 'x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An onUpload whose calls the test settles one by one. */
function controlledUpload() {
  const calls: {
    file: File;
    onProgress: (fraction: number) => void;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<unknown>>;
  }[] = [];
  const onUpload = jest.fn<ReturnType<UploadHandler>, Parameters<UploadHandler>>(
    (file, onProgress, signal) => {
      const answer = deferred<unknown>();
      calls.push({ file, onProgress, signal, answer });
      return answer.promise;
    },
  );
  return { calls, onUpload };
}

function UploadForm({
  onUpload,
  onSent,
  multiple = true,
  min = 1,
}: {
  onUpload: UploadHandler;
  onSent: (results: unknown[], values: { paystubs: File[] }) => void;
  multiple?: boolean;
  min?: number;
}) {
  const files = useRef<FileFieldHandle>(null);
  return (
    <StepForm
      initialValues={{ paystubs: [] as File[] }}
      validationSchema={object({ paystubs: filesSchema({ min }) })}
      submitLabel="Upload"
      onSubmit={async (values) => onSent(await files.current!.uploadAll(), values)}
    >
      <FileField
        ref={files}
        name="paystubs"
        label="Your paystubs"
        accept={ACCEPT}
        maxBytes={10 * MB}
        multiple={multiple}
        onUpload={onUpload}
      />
    </StepForm>
  );
}

/**
 * The upload form rendered with an onUpload the test settles (`calls`) and an onSent to watch; a
 * user who picks files (one whose picker takes any kind: `{ applyAccept: false }`).
 */
function renderUploadForm(
  options: { multiple?: boolean; min?: number } = {},
  user: User = userEvent.setup({ delay: null }),
) {
  const { calls, onUpload } = controlledUpload();
  const onSent = jest.fn();
  const { unmount } = render(<UploadForm onUpload={onUpload} onSent={onSent} {...options} />);
  return { user, calls, onUpload, onSent, unmount };
}

const input = () => screen.getByLabelText('Your paystubs') as HTMLInputElement;
const itemOf = (name: string) =>
  screen.getByText(name, { selector: '.form-file__name > span:first-child' }).closest('li')!;

/**
 * Chooses files in the input; each is listed once its first bytes are read (the field judges a
 * file by its content).
 */
async function choose(user: User, files: File | File[]) {
  await user.upload(input(), files);
  for (const file of [files].flat()) await waitFor(() => itemOf(file.name));
}

describe('FileField', () => {
  it('is a labelled file input, described by its kinds and limit, invalid when empty', async () => {
    const { user, onSent } = renderUploadForm();
    expect(input()).toHaveAttribute('type', 'file');
    // Named by its label and the words of the button it is drawn as.
    expect(input()).toHaveAccessibleName('Your paystubs Choose files');
    expect(input()).toHaveAttribute('id', fieldId('paystubs'));
    expect(input()).toHaveAttribute('accept', ACCEPT.join(','));
    expect(input()).toHaveAttribute('multiple');
    expect(input()).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB each');
    expect(input()).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: i18n._(FILE_MESSAGES.required) }),
    ).toHaveAttribute('href', `#${fieldId('paystubs')}`);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      `PDF, JPG or PNG, up to 10 MB each Error: ${i18n._(FILE_MESSAGES.required)}`,
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or too large, says why in the summary, and sends nothing until it goes', async () => {
    // The input's accept list would stop these in the picker; a drop or "All files" does not.
    const { user, calls, onUpload, onSent } = renderUploadForm(
      {},
      userEvent.setup({ applyAccept: false }),
    );
    await choose(user, [
      fileOf(
        'notes.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      fileOf('scan.png', 'image/png', 10 * MB + 1),
    ]);

    expect(
      within(itemOf('notes.docx')).getByText('The selected file must be a PDF, JPG or PNG'),
    ).toBeInTheDocument();
    expect(
      within(itemOf('scan.png')).getByText('The selected file must be smaller than 10 MB'),
    ).toBeInTheDocument();
    expect(within(itemOf('scan.png')).getByText('(10 MB)')).toBeInTheDocument();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'notes.docx: The selected file must be a PDF, JPG or PNG. scan.png: The selected file must be smaller than 10 MB',
    );

    // The summary says why, naming each refused file among several, and links to the input.
    await choose(user, fileOf('january.pdf', 'application/pdf'));
    expect(input()).toHaveAccessibleName('Your paystubs Add more files');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const reason = 'notes.docx must be a PDF, JPG or PNG. scan.png must be smaller than 10 MB';
    const link = await screen.findByRole('link', { name: reason });
    expect(input()).toHaveAccessibleDescription(
      `PDF, JPG or PNG, up to 10 MB each Error: ${reason}`,
    );
    await user.click(link);
    expect(input()).toHaveFocus();
    expect(onUpload).not.toHaveBeenCalled();

    // Each refused file goes only when removed; then the rest is sent.
    await user.click(screen.getByRole('button', { name: `${REMOVE_LABEL} notes.docx` }));
    expect(
      await screen.findByRole('link', { name: 'scan.png must be smaller than 10 MB' }),
    ).toBeInTheDocument();
    // The Remove button went with its file: the file input has the focus, never the page.
    expect(document.activeElement).toBe(document.querySelector('input[type="file"]'));
    await user.click(screen.getByRole('button', { name: `${REMOVE_LABEL} scan.png` }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer.resolve({ uuid: 'doc-1' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.file.name)).toEqual(['january.pdf']);
  });

  it('judges a file by its content: a PDF named .png says so, a text file named .pdf is refused', async () => {
    const { user, onUpload } = renderUploadForm(
      { multiple: false },
      userEvent.setup({ applyAccept: false }),
    );
    const misnamed = new File([headOfType('application/pdf'), 'x'], 'statement.png', {
      type: 'image/png',
    });
    await choose(user, misnamed);
    const said =
      'The selected file is a PDF but its name ends in .png. Rename it to .pdf, or choose another file';
    expect(within(itemOf('statement.png')).getByText(said)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('link', { name: said })).toBeInTheDocument();

    await choose(user, new File(['just notes'], 'notes.pdf', { type: 'application/pdf' }));
    expect(
      within(itemOf('notes.pdf')).getByText('The selected file must be a PDF, JPG or PNG'),
    ).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('says why a single refused file cannot be sent, and a new choice replaces it', async () => {
    const { user, calls } = renderUploadForm(
      { multiple: false },
      userEvent.setup({ applyAccept: false }),
    );
    expect(input()).toHaveAccessibleName(`Your paystubs ${i18n._(chooseLabel(false, 0))}`);
    await choose(user, fileOf('notes.txt', 'text/plain'));
    expect(input()).toHaveAccessibleName('Your paystubs Choose a different file');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByRole('link', { name: 'The selected file must be a PDF, JPG or PNG' }),
    ).toBeInTheDocument();
    await choose(user, fileOf('paystub.pdf', 'application/pdf'));
    expect(screen.queryByText('notes.txt')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls.map((call) => call.file.name)).toEqual(['paystub.pdf']));
  });

  it('shows each file with its size and progress, and retries a failed file alone', async () => {
    const { user, calls, onUpload, onSent } = renderUploadForm();
    await choose(user, [
      fileOf('january.pdf', 'application/pdf', 350 * 1000),
      fileOf('february.jpg', 'image/jpeg', 1.5 * MB),
    ]);
    expect(within(itemOf('january.pdf')).getByText('(350 KB)')).toBeInTheDocument();
    expect(within(itemOf('february.jpg')).getByText('(1.5 MB)')).toBeInTheDocument();
    const january = screen.getByRole('progressbar', { name: 'january.pdf' });
    const february = screen.getByRole('progressbar', { name: 'february.jpg' });
    expect(january).toHaveAttribute('value', '0');
    expect(within(itemOf('january.pdf')).getByText('Ready to upload')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // One file after another.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.file.name).toBe('january.pdf');
    act(() => calls[0]!.onProgress(0.4));
    expect(january).toHaveAttribute('value', '0.4');
    expect(within(itemOf('january.pdf')).getByText('Uploading 40%')).toBeInTheDocument();
    // Nothing can be removed while it is on its way.
    expect(screen.queryByRole('button', { name: `${REMOVE_LABEL} january.pdf` })).toBeNull();
    await act(async () => calls[0]!.answer.resolve({ uuid: 'doc-1' }));
    expect(january).toHaveAttribute('value', '1');
    expect(within(itemOf('january.pdf')).getByText('Uploaded')).toBeInTheDocument();

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.file.name).toBe('february.jpg');
    act(() => calls[1]!.onProgress(0.5));
    expect(february).toHaveAttribute('value', '0.5');
    await act(async () =>
      calls[1]!.answer.reject({
        status: 400,
        statusText: 'Bad Request',
        data: { errors: [{ code: 'BAD_FILE', message: 'The file could not be read' }] },
        message: 'The file could not be read.',
      }),
    );

    // The failure: on the file, and in the error summary, and nothing sent on.
    const failed = itemOf('february.jpg');
    expect(await within(failed).findByText('The file could not be read.')).toBeInTheDocument();
    expect(within(failed).getByText('Not uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.');
    expect(onSent).not.toHaveBeenCalled();
    expect(within(itemOf('january.pdf')).queryByRole('button', { name: /try again/i })).toBeNull();

    // "Try again" sends that file only.
    await user.click(
      within(failed).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload february.jpg` }),
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.file.name).toBe('february.jpg');
    await act(async () => calls[2]!.answer.resolve({ uuid: 'doc-2' }));
    expect(within(itemOf('february.jpg')).getByText('Uploaded')).toBeInTheDocument();
    expect(within(itemOf('february.jpg')).queryByText('The file could not be read.')).toBeNull();

    // Submitting again sends nothing twice and hands over every answer.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onUpload).toHaveBeenCalledTimes(3);
    const [results, values] = onSent.mock.calls[0] as [unknown[], { paystubs: File[] }];
    expect(results).toEqual([{ uuid: 'doc-1' }, { uuid: 'doc-2' }]);
    expect(values.paystubs.map((file) => file.name)).toEqual(['january.pdf', 'february.jpg']);
  });

  it('says in plain words on the file when the upload got no answer, and keeps it to retry', async () => {
    const { user, calls } = renderUploadForm();
    await choose(user, [fileOf('march.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]!.answer.reject({
        status: 'FETCH_ERROR',
        error: 'TypeError: Failed to fetch',
        message: 'We could not reach http://localhost/upload.',
      }),
    );
    const failed = itemOf('march.pdf');
    expect(await within(failed).findByText(i18n._(NO_ANSWER_TEXT))).toBeInTheDocument();
    expect(within(failed).queryByText(/localhost/)).toBeNull();
    expect(
      within(failed).getByRole('button', { name: `${TRY_AGAIN_LABEL} to upload march.pdf` }),
    ).toBeEnabled();
  });

  it('asks for the number of files needed, and a single file replaces the last', async () => {
    const { user, calls, unmount } = renderUploadForm({ multiple: false, min: 1 });
    expect(input()).not.toHaveAttribute('multiple');
    expect(input()).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB');
    await choose(user, fileOf('first.pdf', 'application/pdf'));
    await choose(user, fileOf('second.pdf', 'application/pdf'));
    expect(screen.queryByRole('progressbar', { name: 'first.pdf' })).toBeNull();
    expect(itemOf('second.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // Leaving the page stops the upload.
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('says how many files it needs', async () => {
    const { user } = renderUploadForm({ min: 2 });
    await choose(user, fileOf('only.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('link', { name: 'Select 2 files' })).toBeInTheDocument();
  });
});

describe('fileFailureMessage', () => {
  it('says no answer came for a dropped connection or a timeout', () => {
    expect(fileFailureMessage({ status: 'FETCH_ERROR', message: 'x' })).toBe(
      i18n._(NO_ANSWER_TEXT),
    );
    expect(fileFailureMessage({ status: 'TIMEOUT_ERROR', message: 'x' })).toBe(
      i18n._(NO_ANSWER_TEXT),
    );
  });

  it("shows the lender's message for any answer, and the documented fallback without one", () => {
    expect(fileFailureMessage({ status: 413, message: 'The file is too large.' })).toBe(
      'The file is too large.',
    );
    expect(fileFailureMessage({ status: 500 })).toBe('Something unexpected happened');
    expect(fileFailureMessage(undefined)).toBe('Something unexpected happened');
  });
});
