import { useLingui } from '@lingui/react/macro';
import { CEO_FEEDBACK_TITLE } from './feedback';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNEXPECTED_ERROR } from '../../lib/errorMessages';
import { log } from '../../lib/logger';
import { useToast } from '../feedback';

/**
 * The button's name and the dialog's title (docs/supporting-areas.md), as the profile menu shows
 * it (src/features/shell/AccountPanel.tsx). The button below says the same words as a message.
 */
export { CEO_FEEDBACK_TITLE as CEO_FEEDBACK_LABEL } from './feedback';

/** Said when the dialog's code cannot be fetched (the fallback message, docs/supporting-areas.md#feedback-to-the-ceo). */
const UNAVAILABLE_MESSAGE = UNEXPECTED_ERROR;

// The dialog, its form and its call are a chunk of their own, fetched when the person first
// reaches for the button (pointer over it or focus on it) or opens it: the first screen does not
// carry them. A chunk that cannot be fetched is logged and, until the next page load, opening
// says "Something unexpected happened" (never the page's error boundary: the person may be typing).
type DialogModule = { default: ComponentType<{ onClose: () => void }> };
let dialogChunk: Promise<DialogModule> | null = null;
const loadDialog = () => {
  dialogChunk ??= import(/* webpackChunkName: "ceo-feedback" */ './CeoFeedbackDialog').catch(
    (error: unknown) => {
      log('warn', 'The CEO feedback dialog could not be loaded', {
        message: error instanceof Error ? error.message : String(error),
      });
      return { default: Unavailable };
    },
  );
  return dialogChunk;
};
const LazyDialog = lazy(loadDialog);

/** Stands in for a dialog whose code could not be fetched: says so and closes at once. */
function Unavailable({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  useEffect(() => {
    toast(UNAVAILABLE_MESSAGE, 'error');
    onClose();
  }, [toast, onClose]);
  return null;
}

/** The dialog while `open`; nothing shows while its code loads (it comes in well under a second). */
function FeedbackDialogSlot({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog onClose={onClose} />
    </Suspense>
  );
}

/**
 * "Share your thoughts with our CEO": a button that opens the feedback dialog (shown in the
 * footer). Focus goes back to it when the dialog closes (src/ui/Dialog.tsx).
 */
export function CeoFeedbackButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className={className ?? 'link-button'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {t(CEO_FEEDBACK_TITLE)}
      </button>
      <FeedbackDialogSlot open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Opening from a menu whose content goes away when focus leaves it (the profile menu): the
// dialog lives in a host outside the menu, mounted beside it, and opens through this switch.
let hostOpen = false;
const listeners = new Set<() => void>();
const setHostOpen = (value: boolean) => {
  hostOpen = value;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Opens the dialog of the mounted CeoFeedbackHost. */
export function openCeoFeedback() {
  void loadDialog();
  setHostOpen(true);
}

/** Where the dialog opened by openCeoFeedback shows; mount one beside the menu that opens it. */
export function CeoFeedbackHost() {
  const open = useSyncExternalStore(
    subscribe,
    () => hostOpen,
    () => false,
  );
  return <FeedbackDialogSlot open={open} onClose={() => setHostOpen(false)} />;
}
