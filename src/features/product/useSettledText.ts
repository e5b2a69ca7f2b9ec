import { useEffect, useRef, useState } from 'react';

/**
 * `text` once it has stayed the same for `delayMs`, for a polite live region: a screen reader
 * hears the settled value, not every keystroke. Empty until the text first changes, so opening
 * the page announces nothing (the page itself is read then).
 */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState('');
  const initial = useRef(text);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current && text === initial.current) return;
    changed.current = true;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
