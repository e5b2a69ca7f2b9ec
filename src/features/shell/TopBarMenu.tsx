import type { ReactNode } from 'react';
import { Tooltip } from '../../ui/Tooltip';
import { usePopover } from '../../ui/usePopover';

/**
 * A top bar menu: an icon button named by its label (and a tooltip) that opens a panel. The
 * panel's content is mounted only while it is open, so what it fetches is fetched on opening.
 * The tooltip ends at the button's end edge (the menus sit at the right of the top bar, where a
 * centred tooltip would run off the screen) and never shows while the menu is open.
 */
export function TopBarMenu({
  label,
  icon,
  panelLabel,
  children,
}: {
  label: string;
  icon: ReactNode;
  panelLabel: string;
  children: ReactNode;
}) {
  const { open, buttonProps, panelProps } = usePopover();
  return (
    <div className="popover">
      <Tooltip content={label} placement="bottom" align="end" disabled={open}>
        <button type="button" className="top-bar__button" {...buttonProps}>
          {icon}
          <span className="visually-hidden">{label}</span>
        </button>
      </Tooltip>
      <div
        className="popover__panel popover__panel--end"
        role="region"
        aria-label={panelLabel}
        {...panelProps}
      >
        {open ? children : null}
      </div>
    </div>
  );
}
