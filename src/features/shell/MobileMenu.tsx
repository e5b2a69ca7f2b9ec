import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { SideMenu } from './SideMenu';

export const MOBILE_MENU_ID = 'mobile-menu-drawer';

/**
 * The drawer while it is open: a modal dialog that holds the keyboard (Tab cycles through its
 * entries, the page behind is out of reach), closed by Escape, its close button or a click
 * beside it, giving focus back to the menu button (docs/accessibility.md#keyboard). Rendered at the
 * end of <body>, as every modal dialog is, so its backdrop covers the whole page in the app's one
 * stacking order (the chat's button and toasts included; docs/shell.md#stacking-order).
 */
function Drawer({ onClose, onNavigate }: { onClose: () => void; onNavigate: () => void }) {
  const { t } = useLingui();
  const drawer = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(drawer, { onEscape: onClose, initialFocus: closeButton });
  return createPortal(
    <div className="mobile-menu__backdrop" onClick={onClose}>
      <div
        ref={drawer}
        id={MOBILE_MENU_ID}
        className="mobile-menu__drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        onClick={(event) => event.stopPropagation()}
      >
        <button
          ref={closeButton}
          type="button"
          className="top-bar__button mobile-menu__close"
          onClick={onClose}
        >
          <CloseIcon />
          <span className="visually-hidden">
            <Trans>Close menu</Trans>
          </span>
        </button>
        <SideMenu className="mobile-menu__nav" onNavigate={onNavigate} />
      </div>
    </div>,
    document.body,
  );
}

/** The mobile menu: a button that opens the side menu's entries as a drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="top-bar__button mobile-menu__open"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">
          <Trans>Open menu</Trans>
        </span>
      </button>
      {open ? <Drawer onClose={close} onNavigate={close} /> : null}
    </div>
  );
}
