import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { Notification } from '../../src/features/accounts';
import {
  NotificationsMenu,
  type NotificationsMenuProps,
} from '../../src/features/notifications/NotificationsMenu';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/features/notifications/relativeTime';
import { makeAccounts, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const ACCOUNT_PATH = '/service-wallet/secure/api/v4/account';
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

let sequence = 0;
function note(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    uuid: `n-${sequence}`,
    title: `Notification ${sequence}`,
    description: `Description ${sequence}`,
    created: ago(sequence * MINUTE_MS),
    status: 'READ',
    walletAddress: 'tp1q9xk3v8w2y7z6u5t4',
    ctas: [],
    ...overrides,
  };
}

/** The account answer carrying these notifications. */
function answer(notifications: Notification[]) {
  const [account] = makeAccounts();
  server.use(http.get(url(ACCOUNT_PATH), () => HttpResponse.json([{ ...account, notifications }])));
}

let accountRequests = 0;
beforeEach(() => {
  accountRequests = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === ACCOUNT_PATH) accountRequests += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

function renderMenu(
  props: NotificationsMenuProps = { now: NOW },
  path = '/account/heloc/register',
) {
  localStorage.setItem('jwt', TEST_JWT);
  const { store, history } = testStore(path);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <p>
        <button type="button">Elsewhere on the page</button>
      </p>
      <NotificationsMenu {...props} />
    </Provider>,
  );
  return { ...view, store, history, user };
}

const toggle = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const panel = () => screen.getByRole('region', { name: 'Notifications' });
const itemTitles = () =>
  within(panel())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  await waitFor(() => expect(within(panel()).queryByText('Loading notifications')).toBeNull());
  return panel();
}

describe('the toggle', () => {
  test('names the unread count and shows it in a badge; the panel is closed', async () => {
    answer([note({ status: 'UNREAD' }), note({ status: 'UNREAD' }), note()]);
    const { container } = renderMenu();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.notifications-toggle__badge')).toHaveTextContent('2');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
  });

  test('is just "Notifications", without a badge, when nothing is unread', async () => {
    answer([note(), note()]);
    const { container } = renderMenu();
    await waitFor(() => expect(accountRequests).toBe(1));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(container.querySelector('.notifications-toggle__badge')).toBeNull();
  });

  test('opens a labelled region with a heading, fetched again on every open', async () => {
    answer([note()]);
    const { user } = renderMenu();
    await waitFor(() => expect(accountRequests).toBe(1));
    await openMenu(user);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveAttribute('id', toggle().getAttribute('aria-controls'));
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await waitFor(() => expect(accountRequests).toBe(2));

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    await openMenu(user);
    await waitFor(() => expect(accountRequests).toBe(3));
  });
});

describe('the list', () => {
  test('is sorted newest first, with relative times from `now`', async () => {
    answer([
      note({ title: 'Last week', created: ago(8 * DAY_MS) }),
      note({ title: 'Minutes ago', created: ago(5 * MINUTE_MS) }),
      note({ title: 'Hours ago', created: ago(3 * HOUR_MS) }),
    ]);
    const { user } = renderMenu();
    await openMenu(user);
    expect(itemTitles()).toEqual(['Minutes ago', 'Hours ago', 'Last week']);
    const times = within(panel())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.textContent);
    expect(times).toEqual(['5 minutes ago', '3 hours ago', '1 week ago']);
  });

  test('shows the title, description, and marks unread items in text and visually', async () => {
    answer([
      note({ title: 'Fresh', description: 'Something new', status: 'UNREAD' }),
      note({ title: 'Seen', description: 'Something old' }),
    ]);
    const { user } = renderMenu();
    await openMenu(user);
    const [fresh, seen] = within(panel()).getAllByRole('listitem');
    expect(within(fresh!).getByRole('heading', { name: 'Unread: Fresh' })).toBeVisible();
    expect(within(fresh!).getByText('Something new')).toBeVisible();
    expect(fresh).toHaveClass('notifications-item--unread');
    expect(within(seen!).getByRole('heading', { name: 'Seen' })).toBeVisible();
    expect(seen).not.toHaveClass('notifications-item--unread');
  });

  test('collapsed it shows 3 items and no View All when there are exactly 3', async () => {
    answer([note(), note(), note()]);
    const { user } = renderMenu();
    await openMenu(user);
    expect(itemTitles()).toHaveLength(3);
    expect(within(panel()).queryByRole('button', { name: /View All/ })).toBeNull();
  });

  test('with more than 3, View All expands to all and collapses back', async () => {
    const notes = [note(), note(), note(), note(), note()];
    answer(notes);
    const { user } = renderMenu();
    await openMenu(user);
    expect(itemTitles()).toEqual(notes.slice(0, 3).map((n) => n.title));

    const viewAll = within(panel()).getByRole('button', { name: 'View All' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(itemTitles()).toEqual(notes.map((n) => n.title));
    const showLess = within(panel()).getByRole('button', { name: 'Show Less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(showLess).toHaveFocus();

    await user.click(showLess);
    expect(itemTitles()).toHaveLength(3);
  });

  test('collapsed, descriptions are clamped to 8 lines when unread and 3 otherwise; not expanded', async () => {
    answer([note({ status: 'UNREAD' }), note(), note(), note({ status: 'UNREAD' })]);
    const { user } = renderMenu();
    await openMenu(user);
    const clampOf = () =>
      within(panel())
        .getAllByRole('listitem')
        .map((li) => {
          const description = li.querySelector('.notifications-item__description')!;
          return [...description.classList].find((c) => c.includes('--clamp-')) ?? 'none';
        });
    expect(clampOf()).toEqual([
      'notifications-item__description--clamp-8',
      'notifications-item__description--clamp-3',
      'notifications-item__description--clamp-3',
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'View All' }));
    expect(clampOf()).toEqual(['none', 'none', 'none', 'none']);
  });

  test('an empty list says No notifications, in sentence case', async () => {
    answer([]);
    const { user } = renderMenu();
    await openMenu(user);
    expect(within(panel()).getByText('No notifications', { exact: true })).toBeVisible();
    expect(within(panel()).queryByRole('list')).toBeNull();
  });

  test('shows a loading state until the answer arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [account] = makeAccounts();
    server.use(
      http.get(url(ACCOUNT_PATH), async () => {
        await gate;
        return HttpResponse.json([{ ...account, notifications: [note({ title: 'Arrived' })] }]);
      }),
    );
    const { user } = renderMenu();
    await user.click(toggle());
    expect(within(panel()).getByText('Loading notifications')).toBeInTheDocument();
    release();
    expect(await within(panel()).findByRole('heading', { name: 'Arrived' })).toBeVisible();
    expect(within(panel()).queryByText('Loading notifications')).toBeNull();
  });

  test('a failed load says so with the reason, and Try again loads it', async () => {
    let failing = true;
    const [account] = makeAccounts();
    server.use(
      http.get(url(ACCOUNT_PATH), () =>
        failing
          ? HttpResponse.json(
              { errors: [{ message: 'Wallet service unavailable' }] },
              { status: 503 },
            )
          : HttpResponse.json([{ ...account, notifications: [note({ title: 'Back again' })] }]),
      ),
    );
    const { user } = renderMenu();
    await user.click(toggle());
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load your notifications. Wallet service unavailable.',
    );

    failing = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('heading', { name: 'Back again' })).toBeVisible();
    expect(within(panel()).queryByRole('alert')).toBeNull();
    // Focus stayed in the panel while the Try again button went away.
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('closing', () => {
  test('Escape closes from inside the panel and returns focus to the toggle', async () => {
    answer([note(), note(), note(), note()]);
    const { user } = renderMenu();
    await openMenu(user);
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'View All' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes when focus is on the toggle', async () => {
    answer([note()]);
    const { user } = renderMenu();
    await openMenu(user);
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  test('a click outside closes it; a click inside does not', async () => {
    answer([note({ title: 'Inside' })]);
    const { user } = renderMenu();
    await openMenu(user);
    await user.click(within(panel()).getByRole('heading', { name: 'Inside' }));
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toHaveFocus();
  });

  test('the keyboard reaches the toggle and opens it', async () => {
    answer([note({ title: 'By keyboard' })]);
    const { user } = renderMenu();
    await user.tab();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(panel()).findByRole('heading', { name: 'By keyboard' })).toBeVisible();
  });
});

describe('calls to action', () => {
  const ctas = [
    { title: 'Upload now', redirectPath: '/account/heloc/register/support' },
    { title: 'Open dashboard', redirectPath: '/dashboard/settings' },
    { title: 'Phishing', redirectPath: 'https://evil.example/account/heloc/' },
    { title: 'Script', redirectPath: 'javascript:alert(1)' },
    { title: 'Protocol relative', redirectPath: '//evil.example/dashboard' },
  ];

  test('only allowed destinations are rendered as links', async () => {
    answer([note({ ctas })]);
    const { user } = renderMenu();
    await openMenu(user);
    const links = within(panel()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Upload now', '/account/heloc/register/support'],
      ['Open dashboard', '/dashboard/settings'],
    ]);
    expect(within(panel()).queryByText('Phishing')).toBeNull();
    expect(within(panel()).queryByText('Script')).toBeNull();
    expect(within(panel()).queryByText('Protocol relative')).toBeNull();
  });

  test('a path under /account/heloc/ navigates inside the app and closes the panel', async () => {
    answer([note({ ctas })]);
    const { user, history } = renderMenu();
    await openMenu(user);
    await user.click(within(panel()).getByRole('link', { name: 'Upload now' }));
    expect(history.location.pathname).toBe('/account/heloc/register/support');
    expect(history.pagesOpened).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  test('another same-site path is a full-page navigation', async () => {
    answer([note({ ctas })]);
    const { user, history } = renderMenu();
    await openMenu(user);
    await user.click(within(panel()).getByRole('link', { name: 'Open dashboard' }));
    expect(history.pagesOpened).toEqual(['/dashboard/settings']);
    expect(history.location.pathname).toBe('/account/heloc/register');
  });

  test('links are reachable and followed by keyboard', async () => {
    answer([note({ ctas: [ctas[0]!] })]);
    const { user, history } = renderMenu();
    await openMenu(user);
    await user.tab();
    expect(within(panel()).getByRole('link', { name: 'Upload now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(history.location.pathname).toBe('/account/heloc/register/support');
  });
});

test('without a `now` prop, times are relative to the moment the panel opens', async () => {
  answer([note({ title: 'Recent', created: new Date(Date.now() - 2 * HOUR_MS).toISOString() })]);
  const { user } = renderMenu({});
  await openMenu(user);
  expect(within(panel()).getByText('2 hours ago')).toBeVisible();
});
