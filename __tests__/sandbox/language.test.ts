/** @jest-environment node */
/** The sandbox lender answers in the request's language (docs/sandbox.md#the-lenders-language). */
import vm from 'node:vm';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../src/contract/messages';
import { NAME_LABELS, NAME_MAX_LENGTH } from '../../src/contract/names';
import { tooLongMessage } from '../../src/contract/fieldMessages';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import {
  currentLanguage,
  languageOfAcceptLanguage,
  withLanguage,
} from '../../src/sandbox/language';
import { DASHBOARD_SCRIPT, LANGUAGE_SCRIPT } from '../../src/sandbox/pages/scripts';
import { sharedSandbox } from './helpers';
import { REGISTER, registrationBody } from './journeySupport';

const sandbox = sharedSandbox();
const SPANISH = { 'Accept-Language': 'es-US, es;q=0.9' };

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; message: string; field?: string }[] })
    .errors;

describe('the language a request asks for', () => {
  it.each<[string | undefined, 'en' | 'es']>([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US, es;q=0.9', 'es'],
    ['es-MX', 'es'],
    ['ES_us', 'es'],
    ['en-US, en;q=0.9', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['fr-FR, de;q=0.8', 'en'],
    ['en;q=0.4, es;q=0.8', 'es'],
    ['es;q=0.5, en;q=0.9', 'en'],
    ['es;q=0, fr', 'en'],
    ['en, es', 'en'],
    ['es, en', 'es'],
    ['*, es;q=0.5', 'en'],
    ['es;q=nonsense', 'en'],
  ])('%p is %p', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('is English outside a request, and kept across awaits within one', async () => {
    expect(currentLanguage()).toBe('en');
    const said = await withLanguage('es', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [currentLanguage(), messageText(msg`The chat has ended`)];
    });
    expect(said).toEqual(['es', 'El chat terminó']);
    expect(messageText(msg`The chat has ended`)).toBe('The chat has ended');
  });
});

describe('error answers', () => {
  it("writes a contract schema's field message in Spanish for a Spanish request", async () => {
    // The app's catalog may not hold this one's Spanish yet: the test gives it its own.
    const tooLong = tooLongMessage(NAME_LABELS['First name'], NAME_MAX_LENGTH);
    i18n.load('es', {
      [tooLong.id]: [['label'], ' debe tener ', ['max'], ' caracteres o menos'],
      [NAME_LABELS['First name'].id]: ['Nombre'],
    } as Record<string, CompiledMessage>);
    const body = registrationBody({ firstName: 'a'.repeat(NAME_MAX_LENGTH + 1) });
    const spanish = await sandbox.call(REGISTER, { body, headers: SPANISH });
    expect(spanish.status).toBe(400);
    expect(await errorsOf(spanish)).toEqual([
      {
        code: 'BAD_REQUEST',
        field: 'firstName',
        message: 'Nombre debe tener 128 caracteres o menos',
      },
    ]);
    const english = await sandbox.call(REGISTER, { body });
    expect((await errorsOf(english))[0]).toMatchObject({
      field: 'firstName',
      message: 'First name must be 128 characters or fewer',
    });
  });

  it("writes the lender's own messages in Spanish, after a body is read and across awaits", async () => {
    const missing = await sandbox.call('/no-such-service', { headers: SPANISH });
    expect(missing.status).toBe(404);
    expect(await errorsOf(missing)).toEqual([
      { code: 'NOT_FOUND', message: 'El prestamista de prueba no tiene GET /no-such-service' },
    ]);
    const wrong = await sandbox.call('/identity/api/v1/login', {
      body: { email: 'nobody@example.com', password: 'not the password' },
      headers: SPANISH,
    });
    expect(wrong.status).toBe(401);
    expect((await errorsOf(wrong))[0]!.message).toBe(
      'El correo electrónico o la contraseña no son correctos',
    );
    const unreadable = await sandbox.call('/identity/api/v1/login', {
      body: '{not json',
      headers: SPANISH,
    });
    expect((await errorsOf(unreadable))[0]!.message).toBe(
      'El cuerpo de la solicitud no es JSON válido',
    );
    const english = await sandbox.call('/no-such-service');
    expect((await errorsOf(english))[0]!.message).toBe(
      'The sandbox lender has no GET /no-such-service',
    );
  });
});

describe('the sign-in page', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await sandbox.call(path, { headers: { Accept: 'text/html', ...headers } });
    return response.text();
  };

  it('is in Spanish for a Spanish request, with a control back to English', async () => {
    const html = await page('/auth/login?redirectUrl=/account/heloc/', SPANISH);
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<title>Iniciar sesión |');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toContain('<a class="skip-link" href="#main">Ir al contenido</a>');
    expect(html).toContain(
      '<a class="language-control" href="/auth/login?redirectUrl=%2Faccount%2Fheloc%2F&amp;lang=en" lang="en" hreflang="en" data-language-control="en">English</a>',
    );
    // The script's words come with the page, in its language.
    expect(html).toContain('data-signing-in="Iniciando sesión…"');
    expect(html).toContain('<script src="/sandbox-assets/language.js" defer></script>');
    expect(html).toContain(
      '¿Es nuevo aquí? <a href="/account/heloc/register">Comience una solicitud</a>',
    );
  });

  it('takes ?lang= over the request, and offers Spanish in English', async () => {
    const html = await page('/auth/login?lang=en', SPANISH);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(
      'href="/auth/login?lang=es" lang="es" hreflang="es" data-language-control="es">Español</a>',
    );
    expect(await page('/auth/login?lang=es')).toMatch(/<html lang="es">/);
  });

  it("the pages' script keeps the choice under the app's key and follows it", () => {
    const run = (search: string, lang: string, stored: string | null) => {
      const store = new Map<string, string>(stored ? [['heloc_language', stored]] : []);
      const replaced: string[] = [];
      let clicked: (() => void) | null = null;
      const control = {
        getAttribute: () => (lang === 'es' ? 'en' : 'es'),
        addEventListener: (_: string, listener: () => void) => {
          clicked = listener;
        },
      };
      vm.runInNewContext(LANGUAGE_SCRIPT, {
        URLSearchParams,
        window: {
          location: {
            search,
            pathname: '/auth/login',
            hash: '',
            replace: (to: string) => replaced.push(to),
          },
        },
        document: { documentElement: { lang }, querySelector: () => control },
        localStorage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => store.set(key, value),
        },
      });
      return { stored: store.get('heloc_language'), replaced, click: () => clicked?.(), store };
    };
    expect(run('?lang=es', 'es', 'en').stored).toBe('es');
    expect(run('?redirectUrl=%2Fx', 'en', 'es').replaced).toEqual([
      '/auth/login?redirectUrl=%2Fx&lang=es',
    ]);
    expect(run('', 'en', null).replaced).toEqual([]);
    expect(run('', 'es', 'es').replaced).toEqual([]);
    const inEnglish = run('', 'en', 'en');
    inEnglish.click();
    expect(inEnglish.store.get('heloc_language')).toBe('es');
  });
});

describe('the dashboard', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await sandbox.call(path, { headers: { Accept: 'text/html', ...headers } });
    return response.text();
  };

  /** The attributes of the element with `id` on a page, unescaped. */
  const attributesOf = (html: string, id: string) => {
    const tag = new RegExp(`<div id="${id}"([^>]*)>`).exec(html)?.[1] ?? '';
    const unescape = (value: string) =>
      value
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    return Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]),
    );
  };

  /** A node of the little document the dashboard script writes into. */
  class Node {
    children: Node[] = [];
    text = '';
    constructor(
      readonly tag: string,
      readonly attrs: Record<string, string> = {},
    ) {}
    get textContent(): string {
      return this.text + this.children.map((child) => child.textContent).join('');
    }
    set textContent(value: string) {
      this.text = value;
      this.children = [];
    }
    get dataset(): Record<string, string> {
      return Object.fromEntries(
        Object.entries(this.attrs)
          .filter(([name]) => name.startsWith('data-'))
          .map(([name, value]) => [
            name.slice(5).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
            value,
          ]),
      );
    }
    getAttribute(name: string) {
      return this.attrs[name] ?? null;
    }
    setAttribute(name: string, value: string) {
      this.attrs[name] = value;
    }
    appendChild(child: Node) {
      this.children.push(child);
      return child;
    }
    replaceChildren(...nodes: Node[]) {
      this.text = '';
      this.children = nodes;
    }
    all(tag: string): Node[] {
      return this.children.flatMap((child) => [
        ...(child.tag === tag ? [child] : []),
        ...child.all(tag),
      ]);
    }
  }

  /** The funded application's entry, as the dashboard script writes it from the page's words. */
  const entryOn = async (html: string) => {
    const applications = new Node('div', attributesOf(html, 'applications'));
    const funded = {
      uuid: 'app-1',
      loanNumber: '7659490903',
      state: 'COMPLETE',
      amount: 250000,
      property: { address: { street1: '1 Main St', city: 'Austin', state: 'TX' } },
      rescission: { timeZone: 'America/Chicago' },
      funding: { accountLast4: '4821', amount: 209022, fundedAt: '2026-12-07T03:00:00Z' },
    };
    vm.runInNewContext(DASHBOARD_SCRIPT, {
      Intl,
      URLSearchParams,
      window: { location: { pathname: '/dashboard' } },
      localStorage: { getItem: () => 'token', setItem: () => {}, removeItem: () => {} },
      sessionStorage: { removeItem: () => {} },
      fetch: async () => ({
        ok: true,
        status: 200,
        headers: { get: () => null },
        json: async () => [funded],
      }),
      document: {
        getElementById: (id: string) => (id === 'applications' ? applications : null),
        createElement: (tag: string) => new Node(tag),
        createTextNode: (text: string) => Object.assign(new Node('#text'), { text }),
        querySelectorAll: () => [],
      },
    });
    for (let i = 0; i < 10 && applications.getAttribute('aria-busy') !== 'false'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const entry = applications.all('li')[0]!;
    return {
      text: (tag: string) => entry.all(tag).map((node) => node.textContent),
      support: entry.all('p')[0]?.textContent,
    };
  };

  it("is in Spanish for a Spanish request, its script's words too", async () => {
    const html = await page('/dashboard', SPANISH);
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('data-locale="es-US"');
    expect(html).toContain('data-application="Solicitud {number}"');
    expect(html).toContain('data-open="Su línea de crédito está abierta"');
    expect(html).toContain('data-line-amount="Monto de la línea"');
    expect(html).toContain('data-paid-to-account="{amount} a la cuenta que termina en {last4}"');
    expect(html).not.toContain('<script>');

    const entry = await entryOn(html);
    expect(entry.text('h3')).toEqual(['Solicitud 7659490903']);
    expect(entry.text('dt')).toEqual(['Monto de la línea', 'Financiada el', 'Desembolsado a']);
    expect(entry.text('dd')).toEqual([
      '$250,000',
      '6 de diciembre de 2026',
      '$209,022.00 a la cuenta que termina en 4821',
    ]);
    expect(entry.text('span')).toEqual([
      '1 Main St, Austin, TX · Su línea de crédito está abierta',
    ]);
    expect(entry.text('a')[0]).toBe('Sus documentos de la solicitud 7659490903');
    expect(entry.support).toMatch(
      /^¿Tiene preguntas sobre su línea\? Llame al .+ o escriba a .+\.$/,
    );
  });

  it('keeps its English for an English request', async () => {
    const html = await page('/dashboard');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('data-locale="en-US"');
    const entry = await entryOn(html);
    expect(entry.text('h3')).toEqual(['Application 7659490903']);
    expect(entry.text('dt')).toEqual(['Line amount', 'Funded on', 'Paid to']);
    expect(entry.text('dd')).toEqual([
      '$250,000',
      'December 6, 2026',
      '$209,022.00 to the account ending 4821',
    ]);
    expect(entry.text('a')[0]).toBe('Your documents for application 7659490903');
    expect(entry.support).toMatch(/^Questions about your line\? Call .+ or e-mail .+\.$/);
  });

  it('writes the profile in Spanish too', async () => {
    const html = await page('/dashboard/settings', SPANISH);
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain('data-phone="Teléfono"');
    expect(html).toContain('data-not-provided="No proporcionado"');
  });
});

describe('the chat', () => {
  const BOT = '/service-chat-chatbot/external/api/v1/message';
  const INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';

  it('the chatbot answers a Spanish request in Spanish', async () => {
    const answer = await sandbox.json<{ responseToCustomer: string }>(`${BOT}/chatWithAutobot`, {
      body: { message: '¿Cuál es mi tasa de interés?', organization: 'main', senderId: 'a@b.co' },
      headers: SPANISH,
    });
    expect(answer.responseToCustomer).toMatch(/^Su línea tiene una tasa de porcentaje anual/);
  });

  it('the agent answers, later, in the language the chat was opened in', async () => {
    await sandbox.json('/__sandbox/chat', {
      method: 'PUT',
      body: { agentJoinAfterMs: 0, autoReply: true },
    });
    const init = await sandbox.json<{ providerChannelId: string; providerUserToken: string }>(
      INIT,
      {
        body: { friendlyName: 'Avery Quinn', emailAddress: 'avery@example.com', skill: 'FHEL' },
        headers: SPANISH,
      },
    );
    const path = `/service-chat-provider/api/v1/channels/${init.providerChannelId}/messages`;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The customer's own message carries no language: the chat's is kept.
    await sandbox.json(path, { token: init.providerUserToken, body: { text: 'Hola' } });
    const end = Date.now() + 3000;
    let agent: string | undefined;
    while (!agent && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = await sandbox.json<{ messages: { from: string; body: string }[] }>(path, {
        token: init.providerUserToken,
      });
      agent = read.messages.find((m) => m.from === 'agent')?.body;
    }
    expect(agent).toBe('Gracias por esperar. Permítame revisarlo.');
  });
});
