/**
 * The chat's developer controls (builds other than production): the mode
 * label, "Reset chat", the alert shortcuts and the dev agent list with its required field.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { Provider } from 'react-redux';
import { object } from 'yup';
import { makeStore } from '../../src/app/store';
import ChatDevControls, { DevAgentField } from '../../src/features/chat/ChatDevControls';
import { preEngagementSchema } from '../../src/features/chat/chatSchemas';
import { chatModeChosen, chatOpened } from '../../src/features/chat/chatSlice';
import { injectLateSlices } from '../../src/app/lateSlices';
import { selectChat } from '../../src/features/chat/chatStore';
import { recordDispatches } from '../support/recordDispatches';

injectLateSlices();

function controls() {
  const store = makeStore(undefined, { sideEffects: false });
  store.dispatch(chatOpened());
  store.dispatch(chatModeChosen({ mode: 'agent', provider: 'stream', autoStart: false }));
  const dispatched = recordDispatches(store);
  render(
    <Provider store={store}>
      <ChatDevControls />
    </Provider>,
  );
  return { store, types: () => dispatched.map((action) => action.type) };
}

test('the mode label and Reset chat', async () => {
  const { types } = controls();
  expect(screen.getByText('Mode: agent (stream)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset chat' }));
  expect(types()).toContain('chat/resetRequested');
});

test('Alt+Shift+1 to 4 show each chat alert', () => {
  const { store } = controls();
  const shown = [1, 2, 3, 4].map((digit) => {
    act(() => {
      fireEvent.keyDown(document, { code: `Digit${digit}`, altKey: true, shiftKey: true });
    });
    return selectChat(store.getState()).alert;
  });
  expect(shown).toEqual(['connectionLost', 'somethingWentWrong', 'tokenInvalid', 'sendFailed']);
});

test('the dev agent list is required when shown', async () => {
  const submitted = jest.fn();
  render(
    <Formik
      initialValues={{ chat: { name: 'Vera', email: 'vera@example.com', devAgentId: '' } }}
      validationSchema={object({ chat: preEngagementSchema(true) })}
      onSubmit={submitted}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <DevAgentField />
          <button type="submit">Start chat</button>
        </form>
      )}
    </Formik>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(submitted).not.toHaveBeenCalled();
  await userEvent.selectOptions(screen.getByLabelText('Agent'), 'WK-sandbox-jordan');
  await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  expect(submitted).toHaveBeenCalled();
});
