import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  ANNOUNCEMENT_CLEAR_MS,
  announced,
  announcementCleared,
  selectAnnouncement,
} from './feedbackSlice';

/** Says a message to screen readers through the one live region. */
export function useAnnounce(): (message: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((message: string) => void dispatch(announced(message)), [dispatch]);
}

/**
 * The app's one screen-reader live region, mounted once in the shell. It holds the current
 * announcement and clears it ANNOUNCEMENT_CLEAR_MS (300 ms, docs/supporting-areas.md#announcements-toasts-and-the-loader) after it was made,
 * so the same words can be announced again; a newer announcement starts the time again. The
 * region itself is always in the page: live regions only speak changes to a region already there.
 */
export function Announcer() {
  const dispatch = useAppDispatch();
  const announcement = useAppSelector(selectAnnouncement);
  const id = announcement?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    const timer = setTimeout(() => dispatch(announcementCleared(id)), ANNOUNCEMENT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [dispatch, id]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement?.message ?? ''}
    </div>
  );
}
