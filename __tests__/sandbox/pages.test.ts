/** @jest-environment node */
import vm from 'node:vm';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import { isAssetPath } from '../../src/sandbox/appServing';
import { orgInfoFor, seedOrgs } from '../../src/sandbox/orgs';
import { injectOrgInfo } from '../../src/sandbox/pageOrg';
import { PAGE_PATHS } from '../../src/sandbox/pages/router';
import { DASHBOARD_SCRIPT, LOGIN_SCRIPT } from '../../src/sandbox/pages/scripts';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await sandbox.call(path, { headers: { Accept: 'text/html', ...headers } });
  return { response, html: await response.text() };
};
const orgInfoOf = (html: string): OrgInfo => {
  const json = /<script id="org-info" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no org-info script');
  return JSON.parse(json) as OrgInfo;
};

describe('org injection', () => {
  const template = '<html><head><!--org-info--></head><body><div id="root"></div></body></html>';

  it('replaces the placeholder with the OrgInfo JSON', () => {
    const partner = seedOrgs().find((o) => o.code === 'partner');
    if (!partner) throw new Error('no partner org');
    const info = orgInfoFor(partner, 'http://localhost:8080');
    const html = injectOrgInfo(template, info);
    expect(html).not.toContain('<!--org-info-->');
    expect(html.startsWith('<html><head><script id="org-info" type="application/json">{')).toBe(
      true,
    );
    expect(orgInfoOf(html)).toEqual(info);
    expect(Object.keys(orgInfoOf(html)).sort()).toEqual(
      [
        'baseUrl',
        'canonicalOrgCode',
        'orgBrand',
        'orgCode',
        'orgMetaData',
        'orgPricingData',
        'publicFeatureToggles',
      ].sort(),
    );
    expect(info.orgMetaData.footer.additionalUrls.length).toBeGreaterThan(0);
    expect(info.orgBrand.loaderUrl).toBe('/sandbox-assets/loader-partner.svg');
  });

  it('escapes < so the data cannot close the script element', () => {
    const main = seedOrgs()[0];
    if (!main) throw new Error('no org');
    const hostile = {
      ...orgInfoFor(main, 'x'),
      orgBrand: { ...main.info.orgBrand, name: '</script><script>alert(1)</script> & $& co' },
    };
    const html = injectOrgInfo(template, hostile);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003e');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(orgInfoOf(html).orgBrand.name).toBe('</script><script>alert(1)</script> & $& co');
  });

  it('puts the script at the end of the head when a minifier removed the placeholder', () => {
    const main = seedOrgs()[0];
    if (!main) throw new Error('no org');
    const info = orgInfoFor(main, 'http://localhost:8080');
    const html = injectOrgInfo('<html><head><title>x</title></head><body></body></html>', info);
    expect(html).toMatch(
      /^<html><head><title>x<\/title><script id="org-info" type="application\/json">\{.*\}<\/script><\/head>/,
    );
    expect(orgInfoOf(html)).toEqual(info);
  });

  it('the seeded organisations say what each exercises', () => {
    const byCode = Object.fromEntries(seedOrgs().map((o) => [o.code, o]));
    expect(byCode.main?.licences).toHaveLength(50);
    expect(byCode.main?.info.orgMetaData.companyInfo).toMatchObject({
      phone: '8888196388',
      phoneFormatted: '888-819-6388',
    });
    expect(byCode.main?.info.orgMetaData.products.HELOC?.channel).toBe('RETAIL');
    expect(byCode.partner?.licences.length).toBeLessThan(50);
    expect(byCode.wholesale?.info.orgMetaData.products.HELOC?.channel).toBe('WHOLESALE');
    expect(
      byCode['lo-required']?.info.orgMetaData.products.HELOC?.requireReferringLoanOriginator,
    ).toBe(true);
  });

  it('tells asset files from app routes', () => {
    expect(isAssetPath('main.js')).toBe(true);
    expect(isAssetPath('main.3f2a1b9c.js.map')).toBe(true);
    expect(isAssetPath('a1d4e6f2-3c5b-4e8a-9f10-2b7c8d9e0f31/product/select')).toBe(false);
    expect(isAssetPath('')).toBe(false);
    expect(isAssetPath('index.html')).toBe(false);
  });
});

describe('organisation of a page load', () => {
  it('?org= chooses it and a cookie keeps it; unknown codes fall back to main', async () => {
    const first = await page('/contact?org=partner');
    const cookie = first.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sandbox_org=partner; Path=\//);
    expect(first.html).toContain('Larkspur Harbor');
    expect(first.html).toContain('503-555-0142');

    const sticky = await page('/contact', { Cookie: 'sandbox_org=partner' });
    expect(sticky.html).toContain('Larkspur Harbor');
    expect(sticky.html).toContain('href="/sandbox-assets/brand.css?org=partner"');
    const colours = await sandbox.call('/sandbox-assets/brand.css?org=partner');
    expect(await colours.text()).toContain('--brand: #6b2058');

    const unknown = await page('/contact?org=bogus');
    expect(unknown.html).toContain('888-819-6388');
    expect(unknown.response.headers.get('set-cookie')).toMatch(/^sandbox_org=main;/);
    expect((await page('/contact')).html).toContain('Lanternfield');
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/dashboard'],
    ['/account', '/dashboard'],
    ['/account/', '/dashboard'],
    ['/?org=partner', '/dashboard?org=partner'],
    ['/account/heloc', '/account/heloc/'],
    ['/account/heloc?org=partner', '/account/heloc/?org=partner'],
    ['/account/heloc-signer', '/account/heloc/heloc-signer'],
    ['/account/heloc-signer/login?uuid=1&x=2', '/account/heloc/heloc-signer/login?uuid=1&x=2'],
    ['/account/register?referrer=abc', '/account/heloc/register?referrer=abc'],
  ])('%s goes to %s', async (from, to) => {
    const response = await sandbox.call(from);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
  });

  it('with --no-app the app paths say so', async () => {
    const { response, html } = await page('/account/heloc/');
    expect(response.status).toBe(404);
    expect(html).toContain('--no-app');
  });
});

describe('pages outside the app', () => {
  it.each(PAGE_PATHS.map((p) => [p]))(
    '%s is a branded, labelled page with one h1',
    async (path) => {
      const { response, html } = await page(`${path}?org=partner`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+ \| Larkspur Harbor<\/title>/);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain('<main id="main"');
      expect(html).toContain(
        'src="/sandbox-assets/logo-partner.svg" alt="Larkspur Harbor Credit Union home"',
      );
      expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline scripts
      for (const [, id] of html.matchAll(/<input id="([^"]+)"/g)) {
        expect(html).toContain(`<label for="${id}">`);
      }
      expect(html).toContain('https://www.larkspurharbor.example/membership'); // partner footer links
    },
  );

  it('/licenses lists the organisation licences; /contact its phone and e-mail', async () => {
    const partner = await page('/licenses?org=partner');
    expect(partner.html.match(/<li>[A-Za-z ]+ \([A-Z]{2}\)<\/li>/g)).toHaveLength(12);
    const main = await page('/licenses?org=main');
    expect(main.html.match(/<li>[A-Za-z ]+ \([A-Z]{2}\)<\/li>/g)).toHaveLength(50);
    const contact = await page('/contact?org=main');
    expect(contact.html).toContain('<a href="tel:+18888196388">888-819-6388</a>');
    expect(contact.html).toContain('mailto:support@lanternfield.example');
  });

  it('/auth/login says the person signed out only after a sign-out', async () => {
    expect((await page('/auth/login?signedOut=1')).html).toContain(
      '<p id="signed-out" class="notice" role="status">You have signed out.</p>',
    );
    expect((await page('/auth/login')).html).not.toContain('signed out');
  });

  it('serves the logos, loader and page scripts; unknown pages get a 404 page', async () => {
    for (const file of [
      'logo-main.svg',
      'logo-partner.svg',
      'loader-partner.svg',
      'avatar-broker.svg',
    ]) {
      const response = await sandbox.call(`/sandbox-assets/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    const script = await (await sandbox.call('/sandbox-assets/login.js')).text();
    expect(script).toContain("localStorage.setItem('jwt', body.jwt)");
    const missing = await page('/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('<h1>Page not found</h1>');
  });
});

/** Runs the sign-in page's script against the sandbox with a minimal stand-in for the DOM. */
async function submitSignIn(search: string, email: string, password: string) {
  let onSubmit: ((event: { preventDefault(): void }) => Promise<void>) | undefined;
  const button = {
    disabled: false,
    textContent: 'Sign in',
    setAttribute: jest.fn(),
    removeAttribute: jest.fn(),
  };
  const fields = { email: { value: email }, password: { value: password } };
  const form = {
    elements: fields,
    querySelector: () => button,
    addEventListener: (_type: string, listener: typeof onSubmit) => {
      onSubmit = listener;
    },
  };
  const alertBox = { hidden: true, textContent: '', focus: jest.fn() };
  const stored = new Map<string, string>();
  const assigned: string[] = [];
  const pendingLabels: string[] = [];
  const context = {
    document: {
      getElementById: (id: string) => ({ 'sign-in': form, 'sign-in-error': alertBox })[id] ?? null,
    },
    window: { location: { search, assign: (url: string) => assigned.push(url) } },
    URLSearchParams,
    localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    fetch: (url: string, init: RequestInit) => {
      pendingLabels.push(button.textContent);
      return fetch(`${sandbox.url}${url}`, init);
    },
  };
  vm.runInNewContext(LOGIN_SCRIPT, context);
  if (!onSubmit) throw new Error('the script did not listen for submit');
  await onSubmit({ preventDefault: () => undefined });
  return { stored, assigned, alertBox, button, fields, pendingLabels };
}

describe('the sign-in page script', () => {
  it('stores the token under jwt and goes to a same-site redirectUrl', async () => {
    const result = await submitSignIn(
      '?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fidentity',
      'borrower@example.com',
      'heloc-sandbox-1',
    );
    expect(result.stored.get('jwt')).toMatch(/^ey/);
    expect(result.assigned).toEqual(['/account/heloc/abc/identity']);
    expect(result.pendingLabels).toEqual(['Signing in…']);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/Account', 'javascript:alert(1)', ''])(
    'ignores the unsafe redirectUrl %p and goes to /account/heloc/',
    async (target) => {
      const result = await submitSignIn(
        `?redirectUrl=${encodeURIComponent(target)}`,
        'borrower@example.com',
        'heloc-sandbox-1',
      );
      expect(result.assigned).toEqual(['/account/heloc/']);
    },
  );

  it("shows the server's message, keeps what was typed and focuses the message", async () => {
    const result = await submitSignIn('', 'borrower@example.com', 'wrong-password');
    expect(result.stored.size).toBe(0);
    expect(result.assigned).toEqual([]);
    expect(result.alertBox).toMatchObject({
      hidden: false,
      textContent: 'The e-mail or password is incorrect',
    });
    expect(result.alertBox.focus).toHaveBeenCalled();
    expect(result.fields.email.value).toBe('borrower@example.com');
    expect(result.button).toMatchObject({ disabled: false, textContent: 'Sign in' });
  });
});

describe('the dashboard script', () => {
  /**
   * The profile page's script, signed in as `sent`, whose answer (status, Authorization header)
   * arrives after `meanwhile` has happened to the stored token; the token stored at the end.
   */
  async function storedAfterAnswer(
    answer: { status: number; authorization?: string },
    meanwhile: (stored: Map<string, string>) => void,
  ) {
    const stored = new Map([['jwt', 'sent-token']]);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const element = () => ({
      setAttribute: () => undefined,
      getAttribute: () => null,
      appendChild: () => undefined,
      replaceChildren: () => undefined,
    });
    const profile = element();
    let settled = false;
    profile.replaceChildren = () => {
      settled = true;
    };
    vm.runInNewContext(DASHBOARD_SCRIPT, {
      Intl,
      URLSearchParams,
      window: { location: { pathname: '/dashboard/settings', search: '' } },
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
      sessionStorage: { removeItem: () => undefined },
      fetch: async () => {
        await released;
        return {
          ok: answer.status === 200,
          status: answer.status,
          headers: {
            get: (name: string) =>
              name === 'Authorization' ? (answer.authorization ?? null) : null,
          },
          json: async () => ({ email: 'a@example.com' }),
        };
      },
      document: {
        getElementById: (id: string) => (id === 'profile' ? profile : null),
        createElement: element,
        createTextNode: element,
        querySelectorAll: () => [],
      },
    });
    meanwhile(stored);
    release();
    for (let i = 0; i < 20 && !settled; i += 1) await new Promise((done) => setTimeout(done, 1));
    expect(settled).toBe(true);
    return stored.get('jwt') ?? null;
  }
  const untouched = () => undefined;
  const anotherTabSignsIn = (stored: Map<string, string>) => stored.set('jwt', 'other-person');

  it('keeps a fresh token and forgets a refused one, for the token it sent', async () => {
    expect(await storedAfterAnswer({ status: 200, authorization: 'Bearer fresh' }, untouched)).toBe(
      'fresh',
    );
    expect(await storedAfterAnswer({ status: 401 }, untouched)).toBeNull();
    expect(await storedAfterAnswer({ status: 403 }, untouched)).toBeNull();
  });

  it('leaves alone the token another tab stored while its answer was on the way', async () => {
    expect(
      await storedAfterAnswer({ status: 200, authorization: 'Bearer fresh' }, anotherTabSignsIn),
    ).toBe('other-person');
    expect(await storedAfterAnswer({ status: 401 }, anotherTabSignsIn)).toBe('other-person');
  });
});
