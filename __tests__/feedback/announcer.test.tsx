import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Announcer, useAnnounce } from '../../src/features/feedback/Announcer';
import {
  ANNOUNCEMENT_CLEAR_MS,
  announced,
  selectAnnouncement,
} from '../../src/features/feedback/feedbackSlice';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderAnnouncer() {
  const { store } = testStore();
  const view = render(
    <Provider store={store}>
      <Announcer />
    </Provider>,
  );
  const region = view.container.querySelector('[aria-live]') as HTMLElement;
  return { store, region };
}

test('one visually hidden polite live region, there before anything is said', () => {
  const { region } = renderAnnouncer();
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveClass('visually-hidden');
  expect(region).toHaveTextContent('');
});

test(`an announcement is cleared ${ANNOUNCEMENT_CLEAR_MS} ms after it is made, not 1 ms sooner`, () => {
  expect(ANNOUNCEMENT_CLEAR_MS).toBe(300);
  const { store, region } = renderAnnouncer();
  act(() => void store.dispatch(announced('Offer selected')));
  expect(region).toHaveTextContent('Offer selected');
  act(() => void jest.advanceTimersByTime(299));
  expect(region).toHaveTextContent('Offer selected');
  expect(selectAnnouncement(store.getState())?.message).toBe('Offer selected');
  act(() => void jest.advanceTimersByTime(1));
  expect(region).toHaveTextContent('');
  expect(selectAnnouncement(store.getState())).toBeNull();
});

test('a newer announcement starts the time again', () => {
  const { store, region } = renderAnnouncer();
  act(() => void store.dispatch(announced('First')));
  act(() => void jest.advanceTimersByTime(200));
  act(() => void store.dispatch(announced('Second')));
  act(() => void jest.advanceTimersByTime(299));
  expect(region).toHaveTextContent('Second');
  act(() => void jest.advanceTimersByTime(1));
  expect(region).toHaveTextContent('');
});

test('the same words can be said twice in a row', () => {
  const { store, region } = renderAnnouncer();
  act(() => void store.dispatch(announced('Copied')));
  act(() => void jest.advanceTimersByTime(300));
  act(() => void store.dispatch(announced('Copied')));
  expect(region).toHaveTextContent('Copied');
});

test('useAnnounce says a message through the live region', () => {
  function Say() {
    const announce = useAnnounce();
    return (
      <button type="button" onClick={() => announce('Document uploaded')}>
        say
      </button>
    );
  }
  const { store } = testStore();
  const { container } = render(
    <Provider store={store}>
      <Say />
      <Announcer />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'say' }));
  expect(container.querySelector('[aria-live]')).toHaveTextContent('Document uploaded');
});
