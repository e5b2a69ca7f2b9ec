import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { SideMenu } from './SideMenu';

/**
 * The mobile menu: a button that opens the side menu's entries as a drawer. Focus moves into
 * it; Escape or the close button shut it and return focus to the menu button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        openButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    openButton.current?.focus();
  };

  return (
    <div className="mobile-menu">
      <button
        ref={openButton}
        type="button"
        className="top-bar__button mobile-menu__open"
        aria-expanded={open}
        aria-controls="mobile-menu-drawer"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">Open menu</span>
      </button>
      {open ? (
        <div className="mobile-menu__backdrop" onClick={close}>
          <div
            id="mobile-menu-drawer"
            className="mobile-menu__drawer"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            onClick={(event) => event.stopPropagation()}
          >
            <button
              ref={closeButton}
              type="button"
              className="top-bar__button mobile-menu__close"
              onClick={close}
            >
              <CloseIcon />
              <span className="visually-hidden">Close menu</span>
            </button>
            <SideMenu className="mobile-menu__nav" onNavigate={() => setOpen(false)} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
