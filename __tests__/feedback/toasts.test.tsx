import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  MAX_VISIBLE_TOASTS,
  selectToasts,
  TOAST_DURATION_MS,
  toastShown,
} from '../../src/features/feedback/feedbackSlice';
import { Toasts, useToast } from '../../src/features/feedback';
import { TOAST_KIND_LABELS } from '../../src/features/feedback/Toasts';
import { i18n } from '../../src/lib/i18n';
import { useMockServer } from '../support/server';
import { HookButton, renderWithStore } from './support';

useMockServer();

/** A message of the tests' own, its English words as its id. */
const said = (words: string) => ({ id: words, message: words });
afterEach(() => jest.useRealTimers());

function renderToasts() {
  return renderWithStore(<Toasts />);
}

/** The messages on screen, in order, without the kind said before each. */
const shown = () =>
  Array.from(document.querySelectorAll('.toast__message'), (el) =>
    el.textContent!.replace(/^Information: /, ''),
  );

test('six toasts show five; the sixth shows when one is dismissed', () => {
  const { store } = renderToasts();
  act(() => {
    for (let i = 1; i <= 6; i += 1) store.dispatch(toastShown({ message: said(`Toast ${i}`) }));
  });
  expect(MAX_VISIBLE_TOASTS).toBe(5);
  expect(shown()).toEqual(['Toast 1', 'Toast 2', 'Toast 3', 'Toast 4', 'Toast 5']);
  expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(5);

  const second = screen.getByText(/Toast 2$/).closest('.toast') as HTMLElement;
  fireEvent.click(within(second).getByRole('button', { name: 'Dismiss notification' }));
  expect(shown()).toEqual(['Toast 1', 'Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  expect(selectToasts(store.getState())).toHaveLength(5);
});

test(`a toast goes by itself ${TOAST_DURATION_MS} ms after it shows, not before`, () => {
  jest.useFakeTimers();
  const { store } = renderToasts();
  act(() => void store.dispatch(toastShown({ message: said('Saved'), kind: 'success' })));
  act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(selectToasts(store.getState())).toEqual([]);
});

test("a queued toast's time starts when it becomes visible", () => {
  jest.useFakeTimers();
  const { store } = renderToasts();
  act(() => {
    for (let i = 1; i <= 6; i += 1) store.dispatch(toastShown({ message: said(`Toast ${i}`) }));
  });
  act(() => void jest.advanceTimersByTime(1000));
  fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
  expect(shown()).toContain('Toast 6');
  // The first five go at 6000 ms; the sixth, shown at 1000 ms, stays until 7000 ms.
  act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
  expect(shown()).toEqual(['Toast 6']);
  act(() => void jest.advanceTimersByTime(999));
  expect(shown()).toEqual(['Toast 6']);
  act(() => void jest.advanceTimersByTime(1));
  expect(shown()).toEqual([]);
});

test('the time stops while the pointer is over a toast and goes on after', () => {
  jest.useFakeTimers();
  const { store } = renderToasts();
  act(() => void store.dispatch(toastShown({ message: said('Read me') })));
  act(() => void jest.advanceTimersByTime(2000));
  const toast = screen.getByText('Read me').closest('.toast') as HTMLElement;
  fireEvent.mouseEnter(toast);
  act(() => void jest.advanceTimersByTime(60000));
  expect(screen.getByText('Read me')).toBeInTheDocument();
  fireEvent.mouseLeave(toast);
  act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1));
  expect(screen.getByText('Read me')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByText('Read me')).not.toBeInTheDocument();
});

test('errors are alerts, the other kinds status messages, each saying its kind', () => {
  const { store } = renderToasts();
  act(() => {
    store.dispatch(toastShown({ message: said('It failed'), kind: 'error' }));
    store.dispatch(toastShown({ message: said('It worked'), kind: 'success' }));
    store.dispatch(toastShown({ message: said('Careful'), kind: 'warning' }));
    store.dispatch(toastShown({ message: said('Note this') }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Error: It failed');
  expect(screen.getByRole('alert')).toHaveClass('toast--error');
  const statuses = screen.getAllByRole('status');
  expect(statuses.map((s) => s.textContent)).toEqual(
    ['Success: It worked', 'Warning: Careful', 'Information: Note this'].map((text) =>
      expect.stringContaining(text),
    ),
  );
  expect(statuses.map((s) => s.className)).toEqual([
    'toast toast--success',
    'toast toast--warning',
    'toast toast--info',
  ]);
});

test('useToast shows a toast, info unless told otherwise', () => {
  const { store } = renderWithStore(
    <>
      <HookButton label="plain" useHook={useToast} onClick={(toast) => toast(said('Plain'))} />
      <HookButton
        label="broken"
        useHook={useToast}
        onClick={(toast) => toast(said('Broken'), 'error')}
      />
      <Toasts />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'plain' }));
  fireEvent.click(screen.getByRole('button', { name: 'broken' }));
  expect(selectToasts(store.getState()).map(({ kind, message }) => [kind, message])).toEqual([
    ['info', said('Plain')],
    ['error', said('Broken')],
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('Broken');
});

test('a toast shows in the language of the moment: a change of language while it shows changes it', () => {
  const { store } = renderToasts();
  act(() => void store.dispatch(toastShown({ message: said('Saved'), kind: 'success' })));
  expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
  i18n.load('es', { Saved: ['Guardado'], [TOAST_KIND_LABELS.success.id]: ['Listo'] });
  try {
    act(() => i18n.activate('es', ['es-US']));
    expect(screen.getByRole('status')).toHaveTextContent('Listo: Guardado');
  } finally {
    act(() => i18n.activate('en', ['en-US']));
  }
  expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
});
