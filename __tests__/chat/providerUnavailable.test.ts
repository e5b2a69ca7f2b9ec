/**
 * A chat provider's code is fetched when a chat first uses it (docs/performance.md); here the
 * chatbot's cannot be: the start fails as a failed init does, with the alert, on the form.
 */
import { http, HttpResponse } from 'msw';
import { shellHasRendered } from '../../src/loading/lateParts';
import { chatOpened, chatStartRequested } from '../../src/features/chat/chatSlice';
import { selectChat } from '../../src/features/chat/chatStore';
import { CHATBOT_SESSION_STORAGE_KEY } from '../../src/lib/browserStorage';
import { server, url, useMockServer } from '../support/server';
import { advanceSagas, testStore, trackStore } from '../support/testStore';

jest.mock('../../src/features/chat/chatbotChat', () => {
  throw Object.assign(new Error('Loading chunk chat-chatbot failed.'), { name: 'ChunkLoadError' });
});

useMockServer();
// Every body these tests send is one the lender takes.

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  server.use(
    http.get(url('/service-operating-hours/external/api/v1/hours/:department/openStatus'), () =>
      HttpResponse.json({ open: false }),
    ),
  );
});

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

test('the chatbot whose code cannot be fetched: the alert, the form again', async () => {
  shellHasRendered();
  const { store } = testStore('/account/heloc/register/start-contact');
  trackStore(store);
  await advanceSagas(0);
  store.dispatch(chatOpened());
  await advanceSagas(0);
  store.dispatch(chatStartRequested({ friendlyName: 'Vera', emailAddress: 'vera@example.com' }));
  await advanceSagas(0);
  expect(selectChat(store.getState())).toMatchObject({
    alert: 'somethingWentWrong',
    phase: 'form',
  });
  expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBeNull();
});
