import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { failure, noAnswer as noAnswerFor, UNEXPECTED_ERROR_MESSAGE } from '../../src/api/errors';
import { DraftScope, draftStepOf } from '../../src/forms/draftScope';
import { SsnField } from '../../src/forms/SsnField';
import { StepForm } from '../../src/forms/StepForm';
import { TextField } from '../../src/forms/TextField';
import { withheldText } from '../../src/forms/WithheldNote';
import { clearOnLogout, DRAFTS_STORAGE_KEY, STORED_ITEMS } from '../../src/lib/browserStorage';
import {
  forgetSecrets,
  readDraft,
  removeDraft,
  saveDraft,
  splitValues,
} from '../../src/lib/drafts';
import { deferred } from './support';

const APPLICATION = '5d0f9a1e-0000-4000-8000-00000000d4af';
const stored = () => sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? '';

describe('what a draft may keep', () => {
  test('plain answers are stored; secrets are held apart, by path; files are dropped', () => {
    const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    expect(
      splitValues({
        amount: '42,000',
        term: 15,
        agreed: true,
        ssn: '123-45-6789',
        owner: { name: 'Avery', dateOfBirth: '03/27/1985' },
        accountNumber: '',
        routingNumber: '',
        files: [file],
        password: 'correct horse',
      }),
    ).toEqual({
      stored: { amount: '42,000', term: 15, agreed: true, owner: { name: 'Avery' } },
      secrets: { ssn: '123-45-6789', 'owner.dateOfBirth': '03/27/1985', password: 'correct horse' },
    });
  });

  test('the drafts are a session item that a logout removes', () => {
    expect(STORED_ITEMS.find((item) => item.key === DRAFTS_STORAGE_KEY)).toEqual({
      area: 'session',
      key: DRAFTS_STORAGE_KEY,
      keptAfterLogout: false,
    });
    saveDraft(APPLICATION, 'product/select', { amount: '42,000' });
    clearOnLogout();
    expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  test("secrets come back in this page's life only; after a reload they are named, not given", () => {
    saveDraft(APPLICATION, 'start/contact', { phone: '(916) 555-0142', ssn: '123-45-6789' });
    expect(stored()).not.toContain('6789');
    expect(readDraft(APPLICATION, 'start/contact')).toEqual({
      values: { phone: '(916) 555-0142', ssn: '123-45-6789' },
      withheld: [],
    });
    forgetSecrets(); // a reload
    expect(readDraft(APPLICATION, '/start/contact/')).toEqual({
      values: { phone: '(916) 555-0142' },
      withheld: ['ssn'],
    });
  });

  test('each application and step has its own; removing a scope removes all of its steps', () => {
    saveDraft(APPLICATION, 'start/hmda', { ethnicity: ['HISPANIC'] });
    saveDraft(APPLICATION, 'liens', { lienCount: '1' });
    saveDraft('registration', 'name', { firstName: 'Avery' });
    removeDraft(APPLICATION, 'liens');
    expect(readDraft(APPLICATION, 'liens')).toBeNull();
    expect(readDraft(APPLICATION, 'start/hmda')?.values).toEqual({ ethnicity: ['HISPANIC'] });
    removeDraft(APPLICATION);
    expect(readDraft(APPLICATION, 'start/hmda')).toBeNull();
    expect(readDraft('registration', 'name')?.values).toEqual({ firstName: 'Avery' });
  });

  test('storage that is not ours reads as no draft, and a stored secret is never given back', () => {
    sessionStorage.setItem(DRAFTS_STORAGE_KEY, 'not json');
    expect(readDraft(APPLICATION, 'liens')).toBeNull();
    sessionStorage.setItem(
      DRAFTS_STORAGE_KEY,
      JSON.stringify({
        [`${APPLICATION}/start/contact`]: {
          values: { phone: '1', ssn: '123456789' },
          withheld: ['ssn', 'colour', 7],
        },
        [`${APPLICATION}/liens`]: { values: 'x' },
      }),
    );
    expect(readDraft(APPLICATION, 'start/contact')).toEqual({
      values: { phone: '1' },
      withheld: ['ssn'],
    });
    expect(readDraft(APPLICATION, 'liens')).toBeNull();
  });

  test("a condition's pages keep a draft per condition; other query values make no other draft", () => {
    expect(draftStepOf('conditions/upload-document', '?condition=c-1&pop-webchat=true')).toBe(
      'conditions/upload-document?condition=c-1',
    );
    expect(draftStepOf('product/select', '?change=app-summary&pop-webchat=true')).toBe(
      'product/select',
    );
  });

  test('the note names each secret to enter again', () => {
    expect(withheldText(['ssn'])).toBe(
      'We kept your answers, but for your security not your Social Security number: please enter it again.',
    );
    expect(withheldText(['accountNumber', 'confirmAccountNumber', 'routingNumber'])).toBe(
      'We kept your answers, but for your security not your account number and your routing number: please enter them again.',
    );
  });
});

interface ContactValues {
  phone: string;
  ssn: string;
}

/** A step form on an application's step, as the application route gives it. */
function renderContactForm(onSubmit: (values: ContactValues) => Promise<unknown>) {
  return render(
    <DraftScope.Provider value={{ scope: APPLICATION, step: 'start/contact' }}>
      <StepForm<ContactValues>
        initialValues={{ phone: '', ssn: '' }}
        validationSchema={object({ phone: string().required(), ssn: string().required() })}
        onSubmit={onSubmit}
        submitLabel="Continue"
      >
        <TextField name="phone" label="Phone number" />
        <SsnField name="ssn" label="Social Security number" />
      </StepForm>
    </DraftScope.Provider>,
  );
}

describe('a step form keeps its draft', () => {
  test('kept as typed, back after a reload without the SSN (with a note), gone once sent', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderContactForm(() => Promise.reject(new Error('not sent')));
    await user.type(await screen.findByLabelText('Phone number'), '9165550142');
    await user.type(screen.getByLabelText('Social Security number'), '123456789');
    await waitFor(() => expect(stored()).toContain('9165550142'));
    expect(stored()).not.toMatch(/6789/);
    first.unmount();

    forgetSecrets(); // a reload
    const sending = deferred();
    renderContactForm(() => sending.promise);
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('9165550142'));
    expect(screen.getByLabelText('Social Security number')).toHaveValue('');
    expect(screen.getByText(withheldText(['ssn']))).toHaveAttribute('role', 'status');

    await user.type(screen.getByLabelText('Social Security number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => sending.resolve(undefined));
    await waitFor(() => expect(readDraft(APPLICATION, 'start/contact')).toBeNull());
  });

  test('a form opened with nothing kept stores nothing until something is typed', async () => {
    renderContactForm(() => Promise.resolve());
    await screen.findByLabelText('Phone number');
    await act(() => Promise.resolve());
    expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });
});

describe('a send without a connection', () => {
  const OFFLINE =
    'You are offline, so nothing can be sent. What you entered is kept here: once you are back online, press "Continue".';
  const setOnline = (online: boolean) => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
  };
  const noAnswer = { status: 'FETCH_ERROR', message: 'Response was not defined for /x' };

  test('offline, it says so and keeps the form; back online, one press sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: ContactValues[] = [];
    const send = jest.fn(async (values: ContactValues) => {
      bodies.push(values);
      if (!navigator.onLine) throw noAnswer;
    });
    renderContactForm(send);
    await user.type(await screen.findByLabelText('Phone number'), '9165550142');
    await user.type(screen.getByLabelText('Social Security number'), '123456789');

    setOnline(false);
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    // Not a server error: no error summary, every answer as typed.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(screen.getByLabelText('Phone number')).toHaveValue('9165550142');

    setOnline(true);
    expect(
      screen.getByText('You are back online. Press "Continue" to send again.'),
    ).toBeInTheDocument();
    // Nothing is sent again by itself.
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(bodies[1]).toEqual(bodies[0]);
    await waitFor(() => expect(screen.queryByText(/back online/)).toBeNull());
  });

  test('a send that gets no answer while the browser says it is online: the connection dropped', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.reject(noAnswer));
    renderContactForm(send);
    await user.type(await screen.findByLabelText('Phone number'), '9165550142');
    await user.type(screen.getByLabelText('Social Security number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'The connection dropped before the lender answered. What you entered is kept here: press "Continue" to try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a timeout is not a dropped connection: the failed call says what it says', async () => {
    const user = userEvent.setup({ delay: null });
    renderContactForm(() => Promise.reject(failure('TIMEOUT_ERROR', noAnswerFor('/x'))));
    await user.type(await screen.findByLabelText('Phone number'), '9165550142');
    await user.type(screen.getByLabelText('Social Security number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Said as the lender's failure, never in the request layer's words, which name an address.
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
    expect(screen.queryByText(/Response was not defined/)).toBeNull();
    expect(screen.queryByText(/connection dropped/)).toBeNull();
  });
});
