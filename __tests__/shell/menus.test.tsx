import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import {
  appSwitcherEntries,
  shortenWalletAddress,
  sideMenuEntries,
} from '../../src/features/shell/navigationEntries';
import { AppSwitcherMenu, MobileMenu, ProfileMenu } from '../../src/features/shell';
import { SideMenu } from '../../src/features/shell/SideMenu';
import { TopBar } from '../../src/features/shell/TopBar';
import { makeApplication, makeOrgInfo, makeProfile, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';
import { linkTexts } from '../forms/support';
import { i18n } from '../../src/lib/i18n';
import type { NavEntry } from '../../src/features/shell/navigationEntries';

useMockServer();

const WALLET = 'tp1q9xk3v8w2y7z6u5t4';

function setup(
  ui: React.ReactNode,
  options: {
    org?: Parameters<typeof makeOrgInfo>[0];
    phone?: string;
    profile?: ReturnType<typeof makeProfile> | null;
    application?: ReturnType<typeof makeApplication> | null;
    signedIn?: boolean;
  } = {},
) {
  if (options.signedIn !== false) localStorage.setItem('jwt', TEST_JWT);
  const orgInfo = makeOrgInfo(options.org);
  if (options.phone)
    orgInfo.orgMetaData.companyInfo = {
      ...orgInfo.orgMetaData.companyInfo,
      phone: options.phone,
      phoneFormatted: '',
    };
  const { store, history } = testStore('/account/heloc/register', {
    organisation: parseOrganisation(orgInfo),
    profile: {
      profile: options.profile === undefined ? makeProfile() : options.profile,
      loadStatus: 'loaded',
      error: null,
    },
    application: {
      currentUuid: null,
      current: options.application ?? null,
      loadStatus: 'idle',
      error: null,
    },
  });
  render(<Provider store={store}>{ui}</Provider>);
  return { store, history };
}

/** The top bar, once its menus are in (they load with the shell extras, src/loading/lateParts.tsx). */
async function setupTopBar() {
  const result = setup(<TopBar />);
  await screen.findByRole('button', { name: 'Account menu' });
  return result;
}

/** The entries as shown: each label written out. */
const shown = (entries: NavEntry[]) =>
  entries.map(({ label, href }) => ({ label: i18n._(label), href }));

describe('entries', () => {
  test('side and mobile menus: Dashboard, Marketplace, Portfolio Manager only when enabled', () => {
    expect(shown(sideMenuEntries({ portfolioManagerEnabled: false, showDashboard: true }))).toEqual(
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Marketplace', href: '/universal-marketplace' },
      ],
    );
    expect(
      shown(sideMenuEntries({ portfolioManagerEnabled: true, showDashboard: false })).map(
        (e) => e.label,
      ),
    ).toEqual(['Marketplace', 'Portfolio Manager']);
  });

  test('app switcher: Passport, Group Manager, Portfolio Manager (optional), Pay, Exchange', () => {
    expect(shown(appSwitcherEntries({ portfolioManagerEnabled: true }))).toEqual([
      { label: 'Passport', href: '/universal-passport' },
      { label: 'Group Manager', href: '/group-manager' },
      { label: 'Portfolio Manager', href: '/portfolio' },
      { label: 'Pay', href: '/pay' },
      { label: 'Exchange', href: '/exchange' },
    ]);
    expect(
      shown(appSwitcherEntries({ portfolioManagerEnabled: false })).map((e) => e.label),
    ).not.toContain('Portfolio Manager');
  });

  test('a wallet address over 11 characters shows as its first 6 and last 5', () => {
    const addresses = ['tp1q9xk3v8w2', 'tp1q9xk3v8w', 'short'];
    expect(addresses.map(shortenWalletAddress)).toEqual(['tp1q9x...3v8w2', 'tp1q9xk3v8w', 'short']);
  });
});

describe('side menu', () => {
  test('a borrower sees Dashboard', () => {
    setup(<SideMenu />);
    expect(linkTexts(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Dashboard',
      'Marketplace',
    ]);
  });

  test('an additional signer (CO_DEEDER) does not', () => {
    setup(<SideMenu />, { profile: makeProfile({ type: 'CO_DEEDER' }) });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  test('nor does a v1 signer listed in helocSigners', () => {
    const profile = makeProfile();
    setup(<SideMenu />, {
      profile,
      application: makeApplication({
        additionalSignerVersion: 'v1',
        helocSigners: [{ identityUuid: profile.uuid, name: null }],
      }),
    });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  test('an additional signer who is a broker does', () => {
    setup(<SideMenu />, { profile: makeProfile({ type: 'CO_DEEDER', isBroker: true }) });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('Portfolio Manager when the organisation enables it', () => {
    setup(<SideMenu />, { org: { portfolioManagerEnabled: true } });
    expect(screen.getByRole('link', { name: 'Portfolio Manager' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });
});

describe('mobile menu', () => {
  test('opens as a drawer with the side entries; Escape closes it and returns focus', async () => {
    setup(<MobileMenu />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  test('holds the keyboard while open: Tab and Shift+Tab cycle through its entries', async () => {
    setup(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const entries = within(drawer).getAllByRole('link');
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(entries.at(-1)).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    for (const entry of entries) {
      await userEvent.tab();
      expect(entry).toHaveFocus();
    }
    await userEvent.tab();
    expect(close).toHaveFocus();
  });
});

describe('app switcher', () => {
  test('opens with the keyboard and closes with Escape', async () => {
    setup(<AppSwitcherMenu />);
    const button = screen.getByRole('button', { name: 'Switch apps' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Passport' })).toHaveAttribute(
      'href',
      '/universal-passport',
    );
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('profile menu', () => {
  async function openMenu() {
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    return within(screen.getByRole('region', { name: 'Account' }));
  }

  test('shows the account from the account-access endpoint, the wallet shortened', async () => {
    setup(<ProfileMenu />);
    const menu = await openMenu();
    expect(await menu.findByText('tp1q9x...6u5t4')).toBeInTheDocument();
    expect(menu.getByText('Alex Rivera', { selector: '.popover__title' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(menu.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
  });

  test("the person's name shows once: the account's own name is left out when it is the same", async () => {
    setup(<ProfileMenu />);
    const menu = await openMenu();
    await menu.findByText('tp1q9x...6u5t4');
    expect(menu.getAllByText(/Alex Rivera/i)).toHaveLength(1);
  });

  test.each(['  alex RIVERA ', 'Alex  Rivera'])(
    'the same name written differently (%j) is still the same name',
    async (accountName) => {
      server.use(
        http.get(url('/service-wallet/secure/api/v4/account/access'), () =>
          HttpResponse.json({ account: { name: accountName, address: WALLET } }),
        ),
      );
      setup(<ProfileMenu />);
      const menu = await openMenu();
      await menu.findByText('tp1q9x...6u5t4');
      expect(menu.getAllByText(/Alex\s+Rivera/i)).toHaveLength(1);
    },
  );

  test("an account under another name shows that name below the person's", async () => {
    server.use(
      http.get(url('/service-wallet/secure/api/v4/account/access'), () =>
        HttpResponse.json({ account: { name: 'Rivera Family Trust', address: WALLET } }),
      ),
    );
    setup(<ProfileMenu />);
    const menu = await openMenu();
    expect(await menu.findByText('Rivera Family Trust')).toHaveClass('popover__note');
    expect(menu.getByText('Alex Rivera')).toHaveClass('popover__title');
  });

  test("without the person's name, the account's name still shows", async () => {
    setup(<ProfileMenu />, { profile: null });
    const menu = await openMenu();
    expect(menu.getByText('Your account')).toHaveClass('popover__title');
    expect(await menu.findByText('Alex Rivera')).toHaveClass('popover__note');
  });

  test("the support phone: 888-819-6388 by default, the organisation's otherwise", async () => {
    setup(<ProfileMenu />);
    expect((await openMenu()).getByRole('link', { name: 'Call 888-819-6388' })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
  });

  test("an organisation's own number", async () => {
    setup(<ProfileMenu />, { phone: '5035550123' });
    expect((await openMenu()).getByRole('link', { name: 'Call 503-555-0123' })).toHaveAttribute(
      'href',
      'tel:+15035550123',
    );
  });

  test('copying the wallet confirms with "Wallet Address Copied!" for 1 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(<ProfileMenu />);
    const menu = await openMenu();
    await menu.findByText('tp1q9x...6u5t4');
    jest.useFakeTimers();
    try {
      await act(async () => {
        menu.getByRole('button', { name: 'Copy wallet address' }).click();
      });
      expect(writeText).toHaveBeenCalledWith(WALLET);
      expect(menu.getByRole('tooltip')).toHaveTextContent('Wallet Address Copied!');
      act(() => void jest.advanceTimersByTime(999));
      expect(menu.getByRole('tooltip')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
      expect(menu.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failed account load says so', async () => {
    server.use(
      http.get(url('/service-wallet/secure/api/v4/account/access'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    setup(<ProfileMenu />);
    expect(
      await (await openMenu()).findByText('Your account details could not be loaded.'),
    ).toBeInTheDocument();
  });

  test('Logout asks the logout mutation where to go, clears the session and goes there', async () => {
    let body: unknown;
    server.use(
      http.post(url('/identity-broker/customer/secure/api/v3/logout'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ redirectUrl: '/auth/login?org=main' });
      }),
    );
    const { history } = setup(<ProfileMenu />);
    await userEvent.click((await openMenu()).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Account menu' });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(body).toEqual({ applicationName: 'heloc', organizationCode: 'main', mode: 'LOGOUT' });
    expect(history.pagesOpened).toEqual(['/auth/login?org=main']);
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  test('a failed logout still signs out, to the sign-in page', async () => {
    server.use(
      http.post(url('/identity-broker/customer/secure/api/v3/logout'), () => HttpResponse.error()),
    );
    const { history } = setup(<ProfileMenu />);
    await userEvent.click((await openMenu()).getByRole('button', { name: 'Logout' }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(history.pagesOpened).toEqual(['/auth/login']);
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  test('an off-site address from the broker is not followed', async () => {
    server.use(
      http.post(url('/identity-broker/customer/secure/api/v3/logout'), () =>
        HttpResponse.json({ redirectUrl: 'https://evil.example/' }),
      ),
    );
    const { history } = setup(<ProfileMenu />);
    await userEvent.click((await openMenu()).getByRole('button', { name: 'Logout' }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(history.pagesOpened).toEqual(['/auth/login']);
  });

  test("Switch Accounts asks the login mutation, with a way back and this browser's tracker", async () => {
    localStorage.setItem('telemetry_trackerUuid', '7ac4e400-0000-4000-8000-00000000abcd');
    let request: Request | undefined;
    server.use(
      http.post(url('/identity-broker/customer/api/v3/login'), ({ request: r }) => {
        request = r.clone();
        return HttpResponse.json({
          redirectUrl: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister',
        });
      }),
    );
    const { history } = setup(<ProfileMenu />);
    await userEvent.click((await openMenu()).getByRole('button', { name: 'Switch Accounts' }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(await request!.json()).toEqual({
      applicationName: 'heloc',
      organizationCode: 'main',
      mode: 'SWITCH_ACCOUNT',
    });
    expect(new URL(request!.url).searchParams.get('redirectUrl')).toBe('/account/heloc/register');
    expect(new URL(request!.url).searchParams.get('telemetryTrackingId')).toBe(
      '7ac4e400-0000-4000-8000-00000000abcd',
    );
    expect(history.pagesOpened).toEqual(['/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister']);
  });

  test('Go to dashboard', async () => {
    const { history } = setup(<ProfileMenu />);
    await userEvent.click((await openMenu()).getByRole('button', { name: 'Go to dashboard' }));
    expect(history.pagesOpened).toEqual(['/dashboard']);
  });
});

describe('top bar', () => {
  test("signed in: menus; the organisation's name when it has no logo", async () => {
    await setupTopBar();
    expect(screen.getByRole('link', { name: 'Test Lending Company' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch apps' })).toBeInTheDocument();
  });

  test('signed out: no menus, only the language control', () => {
    setup(<TopBar />, { signedIn: false });
    expect(screen.getByRole('link', { name: 'Test Lending Company' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Español']);
  });
});

describe('feedback in the menus', () => {
  test('the top bar buttons name themselves in a tooltip after 200 ms of hover', async () => {
    jest.useFakeTimers();
    try {
      await setupTopBar();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.hover(screen.getByRole('button', { name: 'Account menu' }));
      act(() => void jest.advanceTimersByTime(199));
      expect(screen.queryByRole('tooltip', { name: 'Account menu' })).not.toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip', { name: 'Account menu' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test("the tooltips end at their button's end edge (the menus sit at the right of the bar)", async () => {
    await setupTopBar();
    const tooltips = screen.getAllByRole('tooltip', { hidden: true });
    expect(tooltips.map((tip) => tip.textContent)).toEqual(['Switch apps', 'Account menu']);
    for (const tip of tooltips) expect(tip).toHaveClass('tooltip--bottom', 'tooltip--end');
  });

  test.each(['Account menu', 'Switch apps'])(
    'no tooltip shows while the %s is open; opening it hides the one shown',
    async (name) => {
      jest.useFakeTimers();
      try {
        await setupTopBar();
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const button = screen.getByRole('button', { name });
        await user.hover(button);
        act(() => void jest.advanceTimersByTime(200));
        expect(screen.getByRole('tooltip', { name })).toBeInTheDocument();

        await user.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
        // Resting on it, focusing it, hovering it again: still none while the menu is open.
        act(() => void jest.advanceTimersByTime(1000));
        await user.unhover(button);
        await user.hover(button);
        act(() => void jest.advanceTimersByTime(1000));
        act(() => button.focus());
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

        // Escape closes the menu and gives focus back to the button, without the tooltip.
        await user.keyboard('{Escape}');
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(button).toHaveFocus();
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
        // The next hover shows it again, after the usual 200 ms.
        await user.unhover(button);
        await user.hover(button);
        act(() => void jest.advanceTimersByTime(199));
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
        act(() => void jest.advanceTimersByTime(1));
        expect(screen.getByRole('tooltip', { name })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    },
  );

  test('a failed copy says so in a toast', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const { store } = setup(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy wallet address' }));
    expect(
      store.getState().feedback.toasts.map(({ kind, message }) => [kind, i18n._(message)]),
    ).toEqual([
      ['error', 'The wallet address could not be copied. Select it and copy it by hand.'],
    ]);
  });
});
