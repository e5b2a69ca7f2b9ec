import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StoreProviders } from '../../src/app/StoreProviders';
import { makeStore } from '../../src/app/store';
import { SiteFooter } from '../../src/features/footer';
import { GPC_HONORED } from '../../src/features/footer/PrivacyOptions';
import { createMemoryHistory } from '../../src/features/navigation';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import { PRIVACY_CHOICES_STORAGE_KEY } from '../../src/lib/browserStorage';
import { i18n } from '../../src/lib/i18n';
import { makeOrgInfo } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { makeOperatingHours, server, url, useMockServer } from '../support/server';

useMockServer();

function renderFooter(org: OrgInfo = makeOrgInfo()) {
  const history = createMemoryHistory('/');
  const store = makeStore({ organisation: parseOrganisation(org) }, { history });
  const view = render(
    <StoreProviders store={store}>
      <footer>
        <SiteFooter />
      </footer>
    </StoreProviders>,
  );
  return { ...view, store };
}

const withFooter = (change: (org: OrgInfo) => void) => {
  const org = makeOrgInfo();
  change(org);
  return org;
};

beforeEach(() => localStorage.clear());

describe('the footer', () => {
  it("shows the footer's links, licences, hours, disclosure, NMLS line and image", async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms of use', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Licenses', '/licenses'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Your privacy options' })).toBeInTheDocument();
    expect(await within(footer).findByText(/^Licensed in AK, AL, .* WY\.$/)).toBeInTheDocument();
    expect(
      await within(footer).findByText(
        'Phone hours: Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun closed',
      ),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/\$15,000 to \$400,000/)).toBeInTheDocument();
    expect(within(footer).getByText(/Test Lending Company, NMLS ID/)).toHaveTextContent(
      'Test Lending Company, NMLS ID 12345. 1 Main St, Reno, NV 89501',
    );
    expect(within(footer).getByRole('img', { name: 'Equal Housing Lender' })).toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: /NCUA/ })).toBeNull();
    expect(
      within(footer).getByRole('button', { name: 'Share your thoughts with our CEO' }),
    ).toBeInTheDocument();
    expect(within(footer).queryByText(/examined by state and federal regulators/)).toBeNull();
    expect(within(footer).queryByText(/Licensed Mortgage Banker/)).toBeNull();
    // The NMLS number links to the organisation's NMLS page, in a new tab.
    const nmls = within(footer).getByRole('link', { name: '12345' });
    expect(nmls).toHaveAttribute('target', '_blank');
    expect(nmls).toHaveAttribute('rel', 'noopener noreferrer');
    expect(nmls).toHaveAccessibleDescription('(opens in a new tab)');
  });

  it('follows the organisation: external privacy page, IL notice, extra links, flags, EOL, NCUA', async () => {
    const org = withFooter((o) => {
      const c = o.orgMetaData.companyInfo;
      c.privacyLinkIsExternal = true;
      c.privacyPolicyUrl = 'https://www.partner.example/privacy';
      c.footerImage = 'EOL';
      c.disclosureCopy = 'Partner disclosure.';
      c.allowRegulatorReview = true;
      o.orgMetaData.footer = {
        showIlCommunityReinvestmentNotice: true,
        useNewYorkWording: true,
        additionalUrls: [
          { type: 'FOOTER', url: 'https://www.partner.example/rates', name: 'Rates' },
        ],
      };
      o.publicFeatureToggles = { showNcuaLogo: true };
      o.orgCode = 'partner';
      o.canonicalOrgCode = 'partner';
    });
    server.use(
      http.get(url('/service-application/external/api/v1/heloc/state-licenses'), ({ request }) =>
        new URL(request.url).searchParams.get('orgCode') === 'partner'
          ? HttpResponse.json([{ abbrev: 'or' }, { abbrev: 'CA' }])
          : HttpResponse.json([], { status: 404 }),
      ),
      http.get(url('/service-operating-hours/external/api/v1/hours/:department'), () =>
        HttpResponse.json(
          makeOperatingHours('OPS_PHONE', [
            ...Array.from({ length: 5 }, () => ({ start: '08:00', end: '17:00' })),
            null,
            null,
          ]),
        ),
      ),
    );
    renderFooter(org);
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', 'https://www.partner.example/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(footer).getByRole('link', { name: 'IL Community Reinvestment Notice' }),
    ).toHaveAttribute('href', '/il-community-reinvestment-notice');
    expect(within(footer).getByRole('link', { name: 'Rates' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Sorted case-insensitively; "more states" is for the main lender only.
    expect(await within(footer).findByText('Licensed in CA, or.')).toBeInTheDocument();
    expect(
      await within(footer).findByText('Phone hours: Mon-Fri from 8am-5pm PT, Sat-Sun closed'),
    ).toBeInTheDocument();
    expect(within(footer).getByText('Partner disclosure.')).toBeInTheDocument();
    expect(
      within(footer).getByText(/^Test Lending Company is examined by state and federal regulators/),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/^Licensed Mortgage Banker/)).toBeInTheDocument();
    expect(
      within(footer).getByRole('img', { name: 'Equal Opportunity Lender' }),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('img', { name: 'Federally insured by NCUA' }),
    ).toBeInTheDocument();
  });

  it('says "with more states to come" for the main lender under 50 states; OTHER shows no image', async () => {
    server.use(
      http.get(url('/service-application/external/api/v1/heloc/state-licenses'), () =>
        HttpResponse.json([{ abbrev: 'TX' }, { abbrev: 'CA' }]),
      ),
    );
    renderFooter(withFooter((o) => (o.orgMetaData.companyInfo.footerImage = 'OTHER')));
    expect(
      await screen.findByText('Licensed in CA, TX, with more states to come.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Equal/ })).toBeNull();
  });

  it('leaves out the lines whose data cannot be fetched, keeping the rest', async () => {
    server.use(
      http.get(url('/service-application/external/api/v1/heloc/state-licenses'), () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 }),
      ),
      http.get(url('/service-operating-hours/external/api/v1/hours/:department'), () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 }),
      ),
    );
    renderFooter();
    await flush();
    await flush();
    expect(screen.queryByText(/Licensed in/)).toBeNull();
    expect(screen.queryByText(/Phone hours/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms of use' })).toBeInTheDocument();
  });
});

describe('"Your privacy options"', () => {
  it('opens by keyboard, keeps Tab inside, closes with Escape and returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderFooter();
    const opener = screen.getByRole('button', { name: 'Your privacy options' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Your privacy options' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const analytics = within(dialog).getByRole('checkbox', { name: 'Allow analytics' });
    const advertising = within(dialog).getByRole('checkbox', {
      name: 'Allow sharing my personal information for targeted advertising',
    });
    // Nothing stored: sharing for advertising is off until the person turns it on; no browser
    // signal, no note about it.
    expect(analytics).toBeChecked();
    expect(advertising).not.toBeChecked();
    expect(advertising).toBeEnabled();
    expect(within(dialog).queryByRole('status')).toBeNull();
    const visited: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.push(
        document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          null,
      );
    }
    // Close, the two choices, Save, then round to Close again.
    expect(visited[0]).toBe('Close');
    expect(visited[3]).toBe('Save choices');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(localStorage.getItem(PRIVACY_CHOICES_STORAGE_KEY)).toBeNull();
  });

  it('keeps the choices for the browser in local storage and shows them next time', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Your privacy options' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Allow sharing my personal information for targeted advertising',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().feedback.announcement?.message).toBe('Your privacy choices are saved.');
    expect(screen.getByRole('button', { name: 'Your privacy options' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(PRIVACY_CHOICES_STORAGE_KEY)!)).toEqual({
      analytics: true,
      advertising: true,
    });
    await user.click(screen.getByRole('button', { name: 'Your privacy options' }));
    expect(screen.getByRole('checkbox', { name: 'Allow analytics' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: 'Allow sharing my personal information for targeted advertising',
      }),
    ).toBeChecked();
    // The close button discards changes.
    await user.click(screen.getByRole('checkbox', { name: 'Allow analytics' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(JSON.parse(localStorage.getItem(PRIVACY_CHOICES_STORAGE_KEY)!)).toEqual({
      analytics: true,
      advertising: true,
    });
  });

  describe('when the browser sends Global Privacy Control', () => {
    beforeEach(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
    );
    afterEach(() => {
      delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
    });

    it('shows sharing off, says the signal is honored, and keeps it off over a stored "allow"', async () => {
      localStorage.setItem(
        PRIVACY_CHOICES_STORAGE_KEY,
        JSON.stringify({ analytics: true, advertising: true }),
      );
      const user = userEvent.setup({ delay: null });
      renderFooter();
      await user.click(screen.getByRole('button', { name: 'Your privacy options' }));
      const dialog = screen.getByRole('dialog', { name: 'Your privacy options' });
      const advertising = within(dialog).getByRole('checkbox', {
        name: 'Allow sharing my personal information for targeted advertising',
      });
      expect(advertising).not.toBeChecked();
      expect(advertising).toBeDisabled();
      expect(within(dialog).getByRole('status')).toHaveTextContent(i18n._(GPC_HONORED));
      expect(advertising).toHaveAccessibleDescription(expect.stringContaining(i18n._(GPC_HONORED)));
      // Saving records the opt-out the signal asked for.
      await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
      expect(JSON.parse(localStorage.getItem(PRIVACY_CHOICES_STORAGE_KEY)!)).toEqual({
        analytics: true,
        advertising: false,
      });
    });
  });
});

describe('in the app', () => {
  it('every page ends with the footer, loaded after the shell, the support line kept meanwhile', async () => {
    renderApp('/account/heloc/register', { signedIn: false });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Call us at/)).toBeInTheDocument();
    expect(await within(footer).findByRole('link', { name: 'Terms of use' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(footer).getByText(/Phone hours: Mon-Fri from/)).toBeInTheDocument(),
    );
    expect(within(footer).getAllByText(/Call us at/)).toHaveLength(1);
  });
});
