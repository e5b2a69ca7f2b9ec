import { act, fireEvent, screen } from '@testing-library/react';
import { Announcer, useAnnounce } from '../../src/features/feedback';
import {
  ANNOUNCEMENT_CLEAR_MS,
  announced,
  selectAnnouncement,
} from '../../src/features/feedback/feedbackSlice';
import { useMockServer } from '../support/server';
import { HookButton, renderWithStore } from './support';

useMockServer();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderAnnouncer() {
  const { store, container } = renderWithStore(<Announcer />);
  const region = container.querySelector('[aria-live]') as HTMLElement;
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
  const { container } = renderWithStore(
    <>
      <HookButton
        label="say"
        useHook={useAnnounce}
        onClick={(announce) => announce('Document uploaded')}
      />
      <Announcer />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'say' }));
  expect(container.querySelector('[aria-live]')).toHaveTextContent('Document uploaded');
});
