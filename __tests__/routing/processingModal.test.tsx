import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROCESSING_MESSAGES, ProcessingModal } from '../../src/features/routing/ProcessingModal';
import { i18n } from '../../src/lib/i18n';

afterEach(() => jest.useRealTimers());

test('its messages rotate evenly over the 30 s default timeout, the last one staying', () => {
  jest.useFakeTimers();
  render(<ProcessingModal />);
  const message = () => screen.getByRole('dialog').querySelector('[aria-live]')!.textContent;
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[0]!)}…`);
  act(() => void jest.advanceTimersByTime(7499));
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[0]!)}…`);
  act(() => void jest.advanceTimersByTime(1));
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[1]!)}…`);
  act(() => void jest.advanceTimersByTime(7500));
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[2]!)}…`);
  act(() => void jest.advanceTimersByTime(7500));
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[3]!)}…`);
  act(() => void jest.advanceTimersByTime(60000));
  expect(message()).toBe(`${i18n._(PROCESSING_MESSAGES[3]!)}…`);
});

test('a shorter timeout shares itself the same way', () => {
  jest.useFakeTimers();
  render(<ProcessingModal timeoutMs={1000} messages={['One', 'Two']} />);
  expect(screen.getByText('One…')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(500));
  expect(screen.getByText('Two…')).toBeInTheDocument();
});

test('it is a labelled modal dialog that keeps focus and gives it back', async () => {
  render(
    <>
      <button type="button">Before</button>
    </>,
  );
  screen.getByRole('button', { name: 'Before' }).focus();
  const { unmount } = render(<ProcessingModal />);
  const dialog = screen.getByRole('dialog', { name: 'Please wait a moment' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveFocus();
  await userEvent.tab();
  expect(dialog).toHaveFocus();
  unmount();
  expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
});
