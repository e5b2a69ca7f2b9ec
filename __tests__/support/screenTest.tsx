/**
 * Shared checks for a step screen's form, after vets-website's page test helpers. The form kit's
 * own behaviours (the pending button, a second submit sending nothing, where a 400 or a 500 lands,
 * the summary's focus) are proven once in __tests__/forms/; a screen proves what is its own: its
 * messages and the fields they link to, the body it sends, where it goes next, and that one server
 * error keeps every value and moves nothing on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/lib/errorMessages';
import { APPLICATION_UUID } from './fixtures';
import type { renderStepScreen } from './renderStepScreen';
import { server } from './server';

export type User = ReturnType<typeof userEvent.setup>;
export type StepView = ReturnType<typeof renderStepScreen>;

/** A user who types without waiting between keys. */
export const setupUser = (): User => userEvent.setup({ delay: null });

/** What a step asks of the routing once its form is sent. */
export const SUBMISSION = { applicationUuid: APPLICATION_UUID, trigger: 'submission' };

/** Answers a call, given the body it received and how many came before it. */
export type Respond<B = unknown> = (body: B, index: number) => Response | Promise<Response>;

/** A call a screen sends, with the lender's answer when it succeeds. */
export interface StepCall {
  method: 'post' | 'put' | 'patch';
  url: string;
  answer: Respond;
}

export const stepCall = (method: StepCall['method'], url: string, answer: Respond): StepCall => ({
  method,
  url,
  answer,
});

/** A body as the lender reads it: JSON, or a form's parts in order (a file by its name). */
async function bodyOf(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return request.json();
  }
  const parts: Record<string, string> = {};
  (await request.formData()).forEach((value, key) => {
    parts[key] = typeof value === 'string' ? value : value.name;
  });
  return parts;
}

/** Answers `call` with `respond` (its answer by default); returns the bodies received, in order. */
export function captureCalls<B = unknown>(
  call: StepCall,
  respond: Respond<B> = call.answer as Respond<B>,
): B[] {
  const bodies: B[] = [];
  server.use(
    http[call.method](call.url, async ({ request }) => {
      const body = (await bodyOf(request)) as B;
      bodies.push(body);
      return respond(body, bodies.length - 1);
    }),
  );
  return bodies;
}

/** The lender's refusal (a 400 by default) about one field of the body, or `null`: the whole. */
export const refusal =
  (field: string | null, message: string, code = 'BAD_REQUEST', status = 400) =>
  () =>
    HttpResponse.json({ errors: [{ code, message, field }] }, { status });

/** A failure with no message of its own: the form says the documented one. */
export const failure = (status = 500) => HttpResponse.json({}, { status });

/** `answer`, held back until `release()`: for what a screen shows while its call is in flight. */
export function held<B>(answer: Respond<B>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond: Respond<B> = async (body, index) => {
    await gate;
    return answer(body, index);
  };
  return { respond, release: () => release() };
}

type Link = readonly [message: string, href: string];
/** An error summary's links: [message, '#field-…'] pairs, or the messages alone. */
export type Links = readonly Link[] | readonly string[];

/**
 * Waits for the error summary to list exactly `links`, in order: [message, '#field-…'] pairs, or
 * the messages alone.
 */
export async function expectErrorSummary(links: Links) {
  const summary = await screen.findByRole('alert');
  const shown = () =>
    within(summary)
      .queryAllByRole('link')
      .map((link) =>
        typeof links[0] === 'string'
          ? link.textContent
          : [link.textContent, link.getAttribute('href')],
      );
  await waitFor(() => expect(shown()).toEqual(links));
}

/** Waits until the screen has asked the routing to decide, once. */
export const expectRoutingAsked = ({ routingRequests }: Pick<StepView, 'routingRequests'>) =>
  waitFor(() => expect(routingRequests()).toEqual([SUBMISSION]));

/** What every control on the page holds: a text's value, a box's state, a toggle's press. */
export function controlValues(): string[] {
  const controls = document.querySelectorAll<HTMLInputElement>(
    'input, select, textarea, button[aria-pressed]',
  );
  return [...controls].map((control) => {
    const name = control.name || control.id;
    if (control.type === 'checkbox' || control.type === 'radio') {
      return `${name}=${control.value}:${control.checked}`;
    }
    if (control.type === 'file') return `${name}:${[...(control.files ?? [])].map((f) => f.name)}`;
    if (control.tagName === 'BUTTON') {
      return `${control.textContent}:${control.getAttribute('aria-pressed')}`;
    }
    return `${name}=${control.value}`;
  });
}

/** An answer refused before anything is sent: what it is, how it is given, the summary it shows. */
export type Refused = readonly [name: string, fill: (user: User) => Promise<unknown>, links: Links];

/** Refused answers to one text field: `text` typed (over what it held) shows `message` at `href`. */
export const refusedTyping =
  (control: () => HTMLElement, href: string) =>
  (text: string, message: string): Refused => [
    JSON.stringify(text),
    async (user) => {
      await user.clear(control());
      if (text) await user.type(control(), text);
    },
    [[message, href]],
  ];

export interface StepFormSpec {
  /** Renders the screen (renderStepScreen's result), waiting for what it loads. */
  render: () => StepView | Promise<StepView>;
  /** The call the form sends, and the lender's answer to it. */
  call: StepCall;
  /** The primary button's name. */
  submit: string;
  /** The summary of a form sent blank: [message, '#field-…'], in the order of the questions. */
  missing?: readonly Link[];
  /** Answers that are refused before anything is sent, each with the summary it shows. */
  refused?: readonly Refused[];
  /** Answers every question. */
  fill: (user: User) => Promise<void>;
  /** The body `fill` sends. */
  body: unknown;
  /** The step the app opens itself after the call; without it, the routing is asked to decide. */
  next?: string;
  /** What else a sent form leaves behind, checked after the body. */
  afterSent?: (view: StepView) => void | Promise<void>;
  /**
   * The server error to prove: a 400 whose message lands on `control` (after `fill`, when a
   * shorter one will do); without it, a 500.
   */
  serverError?: {
    field: string;
    message: string;
    control: () => HTMLElement;
    fill?: (user: User) => Promise<void>;
  };
}

/** A body for a test's title: an object by its keys. */
function keysOf(body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return JSON.stringify(body);
  const keys = Object.keys(body);
  return keys.length > 0 ? `{ ${keys.join(', ')} }` : '{}';
}

/**
 * The tests every step form has, from a table: a blank form names what is missing and sends
 * nothing, each refused answer likewise, the answers go out as the body and the app moves on, and
 * a server error keeps every value and moves nothing on.
 */
export function describeStepForm(spec: StepFormSpec) {
  const { call, submit, fill, body, next, serverError } = spec;
  const button = () => screen.getByRole('button', { name: submit });
  const path = call.url.replace(/^.*\/heloc\/[^/]+/, '…');

  describe(`its form (${call.method.toUpperCase()} ${path})`, () => {
    const { missing, refused = [] } = spec;
    if (missing) {
      it('names each missing answer, linked to its field in order, and sends nothing', async () => {
        const user = setupUser();
        const bodies = captureCalls(call);
        await spec.render();
        await user.click(button());
        await expectErrorSummary(missing);
        expect(bodies).toEqual([]);
      });
    }

    if (refused.length > 0) {
      it.each(refused.map((row) => [...row]))(
        'refuses %s before sending anything',
        async (_, refuse, links) => {
          const user = setupUser();
          const bodies = captureCalls(call);
          await spec.render();
          await refuse(user);
          await user.click(button());
          await expectErrorSummary(links);
          expect(bodies).toEqual([]);
        },
      );
    }

    const then = next ? `opens ${next}` : 'asks the routing to decide';
    it(`sends ${keysOf(body)}, then ${then}`, async () => {
      const user = setupUser();
      const bodies = captureCalls(call);
      const view = await spec.render();
      await fill(user);
      await user.click(button());
      if (next) {
        await waitFor(() =>
          expect(view.history.location.pathname).toMatch(new RegExp(`/${next}$`)),
        );
        expect(view.routingRequests()).toEqual([]);
      } else {
        await expectRoutingAsked(view);
      }
      expect(bodies).toEqual([body]);
      await spec.afterSent?.(view);
    });

    const failed = serverError
      ? `a 400 on ${serverError.field} lands on its field`
      : 'a 500 shows the documented message';
    it(`${failed}; every value stays and nothing moves on`, async () => {
      const user = setupUser();
      const { respond, release } = held(
        serverError ? refusal(serverError.field, serverError.message) : () => failure(),
      );
      captureCalls(call, respond);
      const view = await spec.render();
      const before = view.history.location.pathname;
      await (serverError?.fill ?? fill)(user);
      await user.click(button());
      const values = controlValues();
      release();
      if (serverError) {
        await waitFor(() =>
          expect(serverError.control()).toHaveAccessibleDescription(
            expect.stringContaining(`Error: ${serverError.message}`),
          ),
        );
      } else {
        expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
      }
      expect(button()).toBeEnabled();
      expect(controlValues()).toEqual(values);
      expect(view.routingRequests()).toEqual([]);
      expect(view.history.location.pathname).toBe(before);
    });
  });
}
