import { fireEvent, screen } from '@testing-library/react';
import { ApplicationSidePanel } from '../../src/features/progress/ApplicationSidePanel';
import {
  DEBUG_VIEW_ENABLED,
  DEBUG_VIEW_SHORTCUT,
  handleDebugViewKeydown,
  isDebugViewShortcut,
} from '../../src/features/progress/debugView';
import { APP, loadedApplication, renderWithStore } from './helpers';

const shortcut = { key: 'X', code: 'KeyX', shiftKey: true, altKey: true };

test('the Shift+Alt+X shortcut is defined, and its gate is off', () => {
  expect(DEBUG_VIEW_SHORTCUT).toMatchObject({ label: 'Shift+Alt+X', shiftKey: true, altKey: true });
  expect(DEBUG_VIEW_ENABLED).toBe(false);
  expect(isDebugViewShortcut(new KeyboardEvent('keydown', shortcut))).toBe(true);
  expect(isDebugViewShortcut(new KeyboardEvent('keydown', { ...shortcut, altKey: false }))).toBe(
    false,
  );
});

test('the handler does nothing: it opens nothing and leaves the event alone', () => {
  const open = jest.fn();
  const event = new KeyboardEvent('keydown', { ...shortcut, cancelable: true });
  expect(handleDebugViewKeydown(event, open)).toBe(false);
  expect(open).not.toHaveBeenCalled();
  expect(event.defaultPrevented).toBe(false);
});

test('pressing Shift+Alt+X on the panel changes nothing', () => {
  const { store, container } = renderWithStore(
    <ApplicationSidePanel />,
    `${APP}/liens`,
    loadedApplication(),
  );
  const stateBefore = store.getState();
  const htmlBefore = container.innerHTML;
  const dispatch = jest.spyOn(store, 'dispatch');

  const notPrevented = fireEvent.keyDown(document, shortcut);
  fireEvent.keyDown(screen.getByRole('complementary'), shortcut);

  expect(notPrevented).toBe(true);
  expect(dispatch).not.toHaveBeenCalled();
  expect(store.getState()).toBe(stateBefore);
  expect(container.innerHTML).toBe(htmlBefore);
});
