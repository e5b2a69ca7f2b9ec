import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useGetNotificationsQuery } from '../accounts';
import type { Notification } from '../accounts';
import { fullPageNavigationRequested, push } from '../navigation';
import { Loader } from '../../ui/Loader';
import { COLLAPSED_NOTIFICATIONS, isUnread, lineClampFor, newestFirst } from './constants';
import { type CtaDestination, ctaDestination } from './ctaDestination';
import { relativeTime } from './relativeTime';
import './NotificationsMenu.css';

/** An empty list (sentence case, as the rest of the app; the product rules name it "No Notifications"). */
export const NO_NOTIFICATIONS_TEXT = msg`No notifications`;

export interface NotificationsMenuProps {
  /** The clock for relative times, in ms since the epoch; by default, the moment the panel opens. */
  now?: number;
}

/** The badge text: the count, capped so it fits its circle. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

function errorDetail(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A plain click: modified clicks (new tab, new window) are left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The top bar's notifications control (docs/supporting-areas.md#notifications-menu): a disclosure button with
 * the unread count, opening a panel that lists the notifications newest first.
 *
 * The list is fetched when the menu mounts, so the badge can show the unread count, and fetched
 * again each time the panel opens.
 */
export function NotificationsMenu({ now }: NotificationsMenuProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { data, error, isError, isFetching, refetch } = useGetNotificationsQuery();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);

  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const headingId = `${baseId}-heading`;
  const listId = `${baseId}-list`;

  const notifications = useMemo(() => newestFirst(data ?? []), [data]);
  const unread = notifications.filter(isUnread).length;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setExpanded(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    setOpenedAt(Date.now());
    setExpanded(false);
    setOpen(true);
    refetch();
  };

  const retry = () => {
    // The Try again button is replaced by the loader: keep focus in the panel.
    headingRef.current?.focus();
    refetch();
  };

  // A pointer pressed outside the menu closes it (focus stays where the user put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const follow = (destination: CtaDestination) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    close(false);
    dispatch(
      destination.kind === 'app'
        ? push(destination.to)
        : fullPageNavigationRequested({ href: destination.href }),
    );
  };

  const clock = now ?? openedAt;
  const shown = expanded ? notifications : notifications.slice(0, COLLAPSED_NOTIFICATIONS);
  const canExpand = notifications.length > COLLAPSED_NOTIFICATIONS;

  let body;
  if (isFetching && !data) {
    body = <Loader label={t`Loading notifications`} />;
  } else if (isError) {
    const detail = errorDetail(error);
    body = (
      <div className="notifications-error">
        <p role="alert" className="notifications-error__message">
          <Trans>We could not load your notifications.</Trans>
          {detail ? ` ${detail}` : ''}
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  } else if (notifications.length === 0) {
    body = <p className="notifications-empty">{t(NO_NOTIFICATIONS_TEXT)}</p>;
  } else {
    body = (
      <>
        <ul id={listId} className="notifications-list" aria-busy={isFetching || undefined}>
          {shown.map((notification) => (
            <NotificationItem
              key={notification.uuid}
              notification={notification}
              collapsed={!expanded}
              now={clock}
              onFollow={follow}
            />
          ))}
        </ul>
        {canExpand ? (
          <button
            type="button"
            className="notifications-view-all"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t`Show Less` : t`View All`}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className="notifications-menu" ref={containerRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="top-bar__button notifications-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {/* The name the toggle gives screen readers: "Notifications" or "Notifications, 2 unread". */}
        <span className="visually-hidden">
          {unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        </span>
        {unread > 0 ? (
          <span className="notifications-toggle__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        className="notifications-panel"
        aria-labelledby={headingId}
        hidden={!open}
      >
        {open ? (
          <>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="notifications-panel__heading"
            >
              <Trans>Notifications</Trans>
            </h2>
            {body}
          </>
        ) : null}
      </section>
    </div>
  );
}

function NotificationItem({
  notification,
  collapsed,
  now,
  onFollow,
}: {
  notification: Notification;
  collapsed: boolean;
  now: number;
  onFollow: (destination: CtaDestination) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useLingui();
  const unread = isUnread(notification);
  const when = relativeTime(notification.created, now, t);
  const ctas = notification.ctas
    .map((cta) => ({ title: cta.title, destination: ctaDestination(cta.redirectPath) }))
    .filter(
      (cta): cta is { title: string; destination: CtaDestination } =>
        cta.destination !== null && cta.title.trim() !== '',
    );
  const descriptionClass = collapsed
    ? `notifications-item__description notifications-item__description--clamp-${lineClampFor(notification)}`
    : 'notifications-item__description';

  return (
    <li className={unread ? 'notifications-item notifications-item--unread' : 'notifications-item'}>
      <h3 className="notifications-item__title">
        {unread ? (
          <span className="visually-hidden">
            <Trans>Unread:</Trans>{' '}
          </span>
        ) : null}
        {notification.title}
      </h3>
      {notification.description ? (
        <p className={descriptionClass}>{notification.description}</p>
      ) : null}
      {when ? (
        <p className="notifications-item__time">
          <time dateTime={notification.created}>{when}</time>
        </p>
      ) : null}
      {ctas.length > 0 ? (
        <ul className="notifications-item__ctas">
          {ctas.map(({ title, destination }, index) => (
            <li key={`${index}-${title}`}>
              <a
                className="notifications-cta"
                href={destination.kind === 'app' ? destination.to : destination.href}
                onClick={onFollow(destination)}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function BellIcon() {
  return (
    <svg
      className="notifications-toggle__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
