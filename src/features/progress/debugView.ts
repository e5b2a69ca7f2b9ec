import { useEffect } from 'react';

/**
 * docs/shell.md#the-progress-side-panel: a debug view shortcut (Shift+Alt+X) is defined but never
 * active. It stays defined here, behind a gate that is off, so nothing listens for it and pressing
 * it does nothing.
 */
export const DEBUG_VIEW_ENABLED: boolean = false;

export const DEBUG_VIEW_SHORTCUT = {
  label: 'Shift+Alt+X',
  /** `code` rather than `key`: Alt changes the character typed on some keyboards (macOS). */
  code: 'KeyX',
  shiftKey: true,
  altKey: true,
  description: 'Debug view (defined but never active)',
} as const;

type ShortcutKeys = Pick<
  KeyboardEvent,
  'code' | 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'
>;

export function isDebugViewShortcut(event: ShortcutKeys): boolean {
  return (
    event.shiftKey === DEBUG_VIEW_SHORTCUT.shiftKey &&
    event.altKey === DEBUG_VIEW_SHORTCUT.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    (event.code === DEBUG_VIEW_SHORTCUT.code || event.key.toLowerCase() === 'x')
  );
}

/**
 * The shortcut's keydown handler. While DEBUG_VIEW_ENABLED is false it does nothing at all (the
 * event is not even prevented) and answers false; it answers true only when it acted.
 */
export function handleDebugViewKeydown(event: KeyboardEvent, openDebugView: () => void): boolean {
  if (!DEBUG_VIEW_ENABLED || !isDebugViewShortcut(event)) return false;
  event.preventDefault();
  openDebugView();
  return true;
}

/** Listens for the shortcut only when the gate is on, which it never is. */
export function useDebugViewShortcut(openDebugView: () => void): void {
  useEffect(() => {
    if (!DEBUG_VIEW_ENABLED) return undefined;
    const onKeyDown = (event: KeyboardEvent) => void handleDebugViewKeydown(event, openDebugView);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDebugView]);
}
