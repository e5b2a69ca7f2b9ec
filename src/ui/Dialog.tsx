import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useFocusTrap } from './useFocusTrap';
import './dialog.css';

export const CLOSE_DIALOG_LABEL = msg`Close`;

export interface DialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Asked when the person closes it: Escape, the close button, or a click outside. */
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes when it opens: by default the heading (read first, then Tab onwards). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog, shown while it is rendered: labelled by its heading, `aria-modal`, the page
 * behind it out of reach (Tab and Shift+Tab cycle inside it), Escape and the close button shut
 * it, and focus returns to the element that had it when the dialog opened (its opener). Rendered at the end of <body>, above everything.
 */
export function Dialog({ title, onClose, children, initialFocus, className }: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useFocusTrap(box, { onEscape: onClose, initialFocus: initialFocus ?? heading, start: heading });

  return createPortal(
    <div
      className="modal-backdrop dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="dialog__header">
          <h2 id={titleId} ref={heading} className="dialog__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t(CLOSE_DIALOG_LABEL)}</span>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
