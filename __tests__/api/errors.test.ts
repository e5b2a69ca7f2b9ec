import { readApplication } from '../../src/contract/application';
import { readErrorAnswer } from '../../src/contract/errorAnswer';
import { AnswerError } from '../../src/contract/schema';
import {
  answeredFailure,
  endsSession,
  joinErrorMessages,
  failure,
  messageOfError,
  noAnswer,
  notJson,
  sendFailureMessage,
  UNEXPECTED_ERROR_MESSAGE,
} from '../../src/api/errors';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { messages as spanish } from '../../src/locales/es/messages';
import {
  actFailureMessage,
  OwnWordsError,
  SESSION_REFUSED,
  UNEXPECTED_ERROR,
} from '../../src/lib/errorMessages';

/** The message of a failed answer with `body`, as the request layer reads it. */
const errorMessageFromBody = (body: unknown) =>
  answeredFailure(400, 'Bad Request', body).error.message;

describe('error messages', () => {
  test('the errors array is joined: unique messages, commas, a final period', () => {
    expect(
      errorMessageFromBody({
        errors: [
          { message: 'Zip code is invalid' },
          { message: 'State is required' },
          { message: 'Zip code is invalid' },
        ],
      }),
    ).toBe('Zip code is invalid, State is required.');
  });

  test('string entries count as messages, and no period is doubled', () => {
    expect(errorMessageFromBody({ errors: ['Account locked.', 'Try later'] })).toBe(
      'Account locked, Try later.',
    );
  });

  test.each([
    [undefined],
    [null],
    ['oops'],
    [{}],
    [{ errors: [] }],
    [{ errors: [{ code: 'X' }] }],
    [{ message: 'x' }],
  ])('without usable errors (%p) the message is "Something unexpected happened"', (body) => {
    expect(errorMessageFromBody(body)).toBe('Something unexpected happened');
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('Something unexpected happened');
  });

  test('joinErrorMessages of nothing falls back too', () => {
    expect(joinErrorMessages([' ', ''])).toBe('Something unexpected happened');
  });

  test('unparseable and missing responses name the url', () => {
    expect(failure('PARSING_ERROR', notJson('http://x/a')).message).toBe(
      'Response was not convertible to json for http://x/a',
    );
    expect(failure('FETCH_ERROR', noAnswer('http://x/a')).message).toBe(
      'Response was not defined for http://x/a',
    );
  });

  test("what a send that failed says: the lender's words, else the unexpected in the page's language, never the url", () => {
    const timedOut = failure('TIMEOUT_ERROR', noAnswer('http://x/a'));
    expect(sendFailureMessage(timedOut)).toBe('Something unexpected happened');
    expect(sendFailureMessage(answeredFailure(409, '', { errors: ['Too late'] }).error)).toBe(
      'Too late.',
    );
    expect(sendFailureMessage(new Error('The upload was canceled'))).toBe(
      'The upload was canceled',
    );
    // An act outside a form says an answer's own words too, but never the url.
    expect(actFailureMessage(timedOut)).toBe('Something unexpected happened');
    const malformed = failure(
      'PARSING_ERROR',
      'The application answer was not in the expected form',
    );
    expect(actFailureMessage(malformed)).toBe(
      'The application answer was not in the expected form',
    );
    const unexplained = answeredFailure(500, '', '').error;
    i18n.load('es', { [UNEXPECTED_ERROR.id]: ['Ocurrió algo inesperado'] });
    i18n.activate('es', ['es-US']);
    try {
      expect(sendFailureMessage(timedOut)).toBe('Ocurrió algo inesperado');
      expect(messageOfError(unexplained)).toBe('Ocurrió algo inesperado');
      expect(joinErrorMessages([])).toBe('Ocurrió algo inesperado');
    } finally {
      i18n.activate('en', ['en-US']);
    }
  });
});

/** The AnswerError `read` throws. */
function refusalOf(read: () => unknown): AnswerError {
  try {
    read();
  } catch (error) {
    if (error instanceof AnswerError) return error;
  }
  throw new Error('The answer was not refused');
}

test("the app's own words for a failed load are shown in the page's language; the lender's as they come", () => {
  const unanswered = failure('FETCH_ERROR', noAnswer('http://x/a'));
  const unreadable = failure('PARSING_ERROR', notJson('http://x/a'));
  // As the request layer fails a call whose answer the contract's reader refused.
  const refused = failure('PARSING_ERROR', refusalOf(() => readApplication(42)).said);
  const lenders = answeredFailure(409, '', { errors: ['Ya es tarde'] }).error;
  i18n.load('es', spanish as Record<string, CompiledMessage>);
  i18n.activate('es', ['es-US']);
  try {
    expect(messageOfError(unanswered)).toBe('No llegó ninguna respuesta de http://x/a');
    expect(messageOfError(unreadable)).toBe('La respuesta de http://x/a no se pudo leer como JSON');
    expect(messageOfError(refused)).toBe('La respuesta no llegó en la forma esperada');
    expect(actFailureMessage(refused)).toBe('La respuesta no llegó en la forma esperada');
    expect(actFailureMessage(unanswered)).toBe('Ocurrió algo inesperado');
    expect(messageOfError(lenders)).toBe('Ya es tarde.');
    // What support's logs record stays in English.
    expect(unanswered.message).toBe('Response was not defined for http://x/a');
    expect(refused.message).toBe('The application answer was not in the expected form');
    expect(failure('PARSING_ERROR', notJson('http://x/b')).message).toBe(
      'Response was not convertible to json for http://x/b',
    );
  } finally {
    i18n.activate('en', ['en-US']);
  }
  expect(messageOfError(unanswered)).toBe('Response was not defined for http://x/a');
  expect(messageOfError(unreadable)).toBe('Response was not convertible to json for http://x/a');
  expect(messageOfError(refused)).toBe('The application answer was not in the expected form');
});

describe('which answers end the session', () => {
  test.each([
    [401, {}, true],
    [401, undefined, true],
    [403, { message: 'unauthenticated' }, true],
    [403, { message: 'Invalid Signature' }, true],
    [403, { errors: [{ message: 'invalid signature' }] }, true],
    [403, { errors: [{ message: 'Not your application' }] }, false],
    [403, 'unauthenticated', true],
    [500, { message: 'unauthenticated' }, false],
    ['FETCH_ERROR' as const, undefined, false],
  ])('%p %p -> %p', (status, body, expected) => {
    expect(endsSession(status, readErrorAnswer(body))).toBe(expected);
  });
});

test("a 401 or 403 in the protocol's words is marked, and shows the app's words in the page's language, never the protocol's", () => {
  const marked = (status: number, body: unknown) =>
    answeredFailure(status, '', body).error.refusedAsSession === true;
  expect(marked(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }] })).toBe(
    true,
  );
  expect(marked(403, { message: 'Invalid signature' })).toBe(true);
  // The lender's own words for a refused sign-in, and any other refusal, show as they come.
  expect(marked(401, { errors: [{ message: 'The e-mail or password is incorrect' }] })).toBe(false);
  expect(marked(403, { errors: [{ message: 'Not your application' }] })).toBe(false);
  expect(marked(500, { message: 'unauthenticated' })).toBe(false);

  const refused = answeredFailure(403, '', {
    message: 'unauthenticated',
    errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
  }).error;
  expect(sendFailureMessage(refused)).toBe('We could not confirm who you are. Try again.');
  expect(messageOfError(refused)).toBe('We could not confirm who you are. Try again.');
  // Support's logs keep the lender's words.
  expect(refused.message).toBe('unauthenticated.');
  i18n.load('es', spanish as Record<string, CompiledMessage>);
  i18n.activate('es', ['es-US']);
  try {
    expect(sendFailureMessage(refused)).toBe(
      'No pudimos confirmar su identidad. Inténtelo de nuevo.',
    );
    // An error the app throws in its own words is written out where it is shown, too.
    const thrown = new OwnWordsError(SESSION_REFUSED);
    expect(thrown.message).toBe('We could not confirm who you are. Try again.');
    expect(sendFailureMessage(thrown)).toBe(
      'No pudimos confirmar su identidad. Inténtelo de nuevo.',
    );
  } finally {
    i18n.activate('en', ['en-US']);
  }
});
