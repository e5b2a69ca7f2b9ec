import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readDisclosures } from '../../src/contract/documents';
import { paragraphsOf } from '../../src/features/disclosures/DocumentViewer';
import { END_SEEN_HINT, SCROLL_TO_END_HINT } from '../../src/features/disclosures/AcceptCheckbox';
import { acceptLabel, acceptMessage } from '../../src/features/disclosures/DisclosuresToAccept';
import DisclosuresScreen, {
  ACCEPT_DOCUMENTS_LABEL,
  CONTINUE_LABEL,
  LOAD_FAILED_TITLE,
  NOTHING_TO_READ,
} from '../../src/features/disclosures/screens/DisclosuresScreen';
import { scrolledToEnd } from '../../src/features/disclosures/useEndSeen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer, OFF_CONTRACT } from '../support/server';
import {
  FakeIntersectionObserver,
  observerOf,
  reportVisible,
  useFakeIntersectionObserver,
} from '../support/intersection';

useMockServer();

const STEP = 'document/disclosures';
const DISCLOSURES_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disclosures`,
);
const ACCEPT_URL = `${DISCLOSURES_URL}/accept`;

const EARLY = {
  uuid: 'doc-early',
  title: 'Home equity line of credit early disclosure',
  body: 'This disclosure explains your line.\n\nYour rate can change.\nIt follows the Prime Rate.\n\n<b>Not bold</b>: text, never HTML.',
  accepted: false,
};
const PRIVACY = {
  uuid: 'doc-privacy',
  title: 'Your privacy notice',
  body: 'What we collect.\n\nHow we share it.',
  accepted: false,
};

/** Answers these documents; `offContract` for documents the lender would not send. */
function answerDocuments(documents: unknown = [EARLY, PRIVACY], status = 200, offContract = false) {
  let reads = 0;
  server.use(
    http.get(DISCLOSURES_URL, () => {
      reads += 1;
      return HttpResponse.json(Array.isArray(documents) ? { documents } : (documents as object), {
        status,
        ...(offContract ? OFF_CONTRACT : {}),
      });
    }),
  );
  return () => reads;
}

function answerAccept(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(makeApplication()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ACCEPT_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const viewer = (title: string) => screen.getByRole('region', { name: title });
const acceptBox = (document: { title: string; uuid: string }) =>
  screen.getByRole('checkbox', {
    name: acceptLabel({ ...document, body: '', accepted: false }),
  });
const acceptButton = () => screen.getByRole('button', { name: ACCEPT_DOCUMENTS_LABEL });

async function renderDisclosures() {
  const view = renderStepScreen(STEP, DisclosuresScreen);
  await screen.findByRole('region', { name: EARLY.title });
  return view;
}

describe('with IntersectionObserver', () => {
  useFakeIntersectionObserver();

  it('loads, then shows each document in a named, focusable, scrollable region as plain text', async () => {
    answerDocuments();
    renderStepScreen(STEP, DisclosuresScreen);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents');
    const early = await screen.findByRole('region', { name: EARLY.title });
    expect(early).toHaveAttribute('tabindex', '0');
    expect(early).toHaveClass('document-viewer');
    expect(
      within(early)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'This disclosure explains your line.',
      'Your rate can change.\nIt follows the Prime Rate.',
      '<b>Not bold</b>: text, never HTML.',
    ]);
    expect(early.querySelector('b')).toBeNull();
    expect(viewer(PRIVACY.title)).toBeInTheDocument();
    // The sentinel: the bottom of the document (its last 25 %), inside its own viewer.
    const observer = observerOf(EARLY.title);
    const [sentinel] = [...observer.targets] as HTMLElement[];
    expect(early.contains(sentinel!)).toBe(true);
    expect(sentinel!.style.height).toBe('25%');
    // Seen at 25 % visible, on screen: the page's viewport, clipped by the viewer's scroll box.
    expect(observer.options).toEqual({ threshold: 0.25 });
  });

  it('opens each acceptance only once the end of its document has been seen', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments();
    await renderDisclosures();
    const box = acceptBox(EARLY);
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(box).toHaveAccessibleDescription(SCROLL_TO_END_HINT);
    await user.click(box);
    expect(box).not.toBeChecked();

    reportVisible(EARLY.title, 0);
    expect(box).toHaveAttribute('aria-disabled', 'true');
    // Only a sliver of the bottom: not yet.
    reportVisible(EARLY.title, 0.1);
    expect(box).toHaveAttribute('aria-disabled', 'true');

    reportVisible(EARLY.title, 0.25);
    expect(box).not.toHaveAttribute('aria-disabled');
    expect(box).toHaveAccessibleDescription(END_SEEN_HINT);
    await user.click(box);
    expect(box).toBeChecked();
    // Seen once is enough: the observer has stopped watching.
    expect(FakeIntersectionObserver.instances.filter((o) => !o.disconnected)).toHaveLength(1);
    // The other document is still to be read.
    expect(acceptBox(PRIVACY)).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for every document before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments();
    const bodies = answerAccept();
    await renderDisclosures();
    reportVisible(EARLY.title, 0.25);
    await user.click(acceptBox(EARLY));
    await user.click(acceptButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([acceptMessage({ ...PRIVACY })]);
    expect(acceptMessage({ ...PRIVACY })).toBe(
      'Read "Your privacy notice" to the end and accept it',
    );
    // The link reaches the box: it stays focusable while it cannot be ticked.
    await user.click(within(summary).getByRole('link'));
    expect(acceptBox(PRIVACY)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends { documents } once all are accepted, busy meanwhile, then asks the routing', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = answerAccept(async () => {
      await gate;
      return HttpResponse.json(makeApplication());
    });
    const { routingRequests } = await renderDisclosures();
    reportVisible(EARLY.title, 0.25);
    reportVisible(PRIVACY.title, 0.5);
    await user.click(acceptBox(EARLY));
    await user.click(acceptBox(PRIVACY));
    await user.click(acceptButton());
    const pending = await screen.findByRole('button', { name: PENDING_LABEL });
    expect(pending).toBeDisabled();
    await user.click(pending);
    release();
    await waitFor(() =>
      expect(routingRequests()).toEqual([
        { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
      ]),
    );
    expect(bodies).toEqual([{ documents: ['doc-early', 'doc-privacy'] }]);
  });

  it('lists only the documents still to accept, and names those already accepted', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments([{ ...EARLY, accepted: true }, PRIVACY]);
    const bodies = answerAccept();
    const { routingRequests } = renderStepScreen(STEP, DisclosuresScreen);
    await screen.findByRole('region', { name: PRIVACY.title });
    expect(screen.queryByRole('region', { name: EARLY.title })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(EARLY.title);
    reportVisible(PRIVACY.title, 0.5);
    await user.click(acceptBox(PRIVACY));
    await user.click(acceptButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(bodies).toEqual([{ documents: ['doc-privacy'] }]);
  });

  it("shows a 500 on accepting with the spec's message and keeps the boxes ticked", async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments();
    answerAccept(() => HttpResponse.json({}, { status: 500 }));
    const { routingRequests } = await renderDisclosures();
    reportVisible(EARLY.title, 0.25);
    reportVisible(PRIVACY.title, 0.5);
    await user.click(acceptBox(EARLY));
    await user.click(acceptBox(PRIVACY));
    await user.click(acceptButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
    expect(acceptBox(EARLY)).toBeChecked();
    expect(acceptBox(PRIVACY)).toBeChecked();
    expect(acceptButton()).toBeEnabled();
    expect(routingRequests()).toEqual([]);
  });

  it('shows a 400 about the documents in the error summary', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments();
    answerAccept(() =>
      HttpResponse.json(
        {
          errors: [{ code: 'STALE', message: 'These documents have changed', field: 'documents' }],
        },
        { status: 400 },
      ),
    );
    await renderDisclosures();
    reportVisible(EARLY.title, 0.25);
    reportVisible(PRIVACY.title, 0.5);
    await user.click(acceptBox(EARLY));
    await user.click(acceptBox(PRIVACY));
    await user.click(acceptButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('These documents have changed.');
    expect(acceptBox(EARLY)).toBeChecked();
  });
});

describe('without IntersectionObserver', () => {
  const metrics = { scrollHeight: 1000, clientHeight: 200 };
  beforeEach(() => {
    // jsdom lays nothing out: the viewers get a size here.
    jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function scrollHeight(this: HTMLElement) {
        return this.classList.contains('document-viewer') ? metrics.scrollHeight : 0;
      });
    jest
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockImplementation(function clientHeight(this: HTMLElement) {
        return this.classList.contains('document-viewer') ? metrics.clientHeight : 0;
      });
  });

  it('treats a document as seen once it is scrolled to the end', async () => {
    const user = userEvent.setup({ delay: null });
    expect('IntersectionObserver' in window).toBe(false);
    answerDocuments();
    await renderDisclosures();
    const early = viewer(EARLY.title);
    expect(acceptBox(EARLY)).toHaveAttribute('aria-disabled', 'true');
    expect(acceptBox(EARLY)).toHaveAccessibleDescription(SCROLL_TO_END_HINT);

    early.scrollTop = 500;
    fireEvent.scroll(early);
    expect(acceptBox(EARLY)).toHaveAttribute('aria-disabled', 'true');

    early.scrollTop = 800;
    fireEvent.scroll(early);
    expect(acceptBox(EARLY)).not.toHaveAttribute('aria-disabled');
    await user.click(acceptBox(EARLY));
    expect(acceptBox(EARLY)).toBeChecked();
    expect(acceptBox(PRIVACY)).toHaveAttribute('aria-disabled', 'true');
  });

  it('a document with nothing to scroll is seen at once', async () => {
    metrics.scrollHeight = 150;
    try {
      answerDocuments();
      await renderDisclosures();
      expect(acceptBox(EARLY)).not.toHaveAttribute('aria-disabled');
    } finally {
      metrics.scrollHeight = 1000;
    }
  });

  it('scrolledToEnd allows for sub-pixel rounding', () => {
    expect(scrolledToEnd({ scrollTop: 798.5, clientHeight: 200, scrollHeight: 1000 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 790, clientHeight: 200, scrollHeight: 1000 })).toBe(false);
  });
});

describe('nothing to read, failures and odd answers', () => {
  it('says there is nothing to read, and Continue asks the routing', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments([{ ...EARLY, accepted: true }]);
    const { routingRequests } = renderStepScreen(STEP, DisclosuresScreen);
    expect(await screen.findByText(new RegExp(NOTHING_TO_READ))).toBeInTheDocument();
    expect(NOTHING_TO_READ).toBe('You have no documents to read');
    expect(screen.queryByRole('button', { name: ACCEPT_DOCUMENTS_LABEL })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTINUE_LABEL }));
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]);
  });

  it('says what failed and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    answerDocuments({ errors: [{ message: 'Documents are not available' }] }, 503);
    renderStepScreen(STEP, DisclosuresScreen);
    expect(
      await screen.findByRole('heading', { level: 1, name: LOAD_FAILED_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Documents are not available.');
    const reads = answerDocuments();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: EARLY.title })).toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('a malformed answer fails the load with a clear message, without a crash', async () => {
    server.use(
      http.get(DISCLOSURES_URL, () => HttpResponse.json(['not', 'an', 'object'], OFF_CONTRACT)),
    );
    renderStepScreen(STEP, DisclosuresScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The disclosures answer was not in the expected form',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('odd documents are left out or take defaults; a missing list is no documents', async () => {
    expect(
      readDisclosures({
        documents: [
          { uuid: 'a', title: 5, body: null, accepted: 'yes' },
          { title: 'No uuid' },
          null,
          'text',
        ],
      }),
    ).toEqual({ documents: [{ uuid: 'a', title: '', body: '', accepted: false }] });
    expect(readDisclosures({ documents: 'none' })).toEqual({ documents: [] });
    expect(() => readDisclosures(null)).toThrow('not in the expected form');

    answerDocuments(
      [{ uuid: 'a', title: 5, body: null, accepted: 'yes' }, { title: 'x' }],
      200,
      true,
    );
    renderStepScreen(STEP, DisclosuresScreen);
    const region = await screen.findByRole('region', { name: 'Document' });
    expect(region).toHaveTextContent('This document has no text.');
  });

  it('splits plain text into paragraphs on blank lines, whatever the line endings', () => {
    expect(paragraphsOf('One.\r\n\r\nTwo\nlines.\n \nThree.\n\n\n')).toEqual([
      'One.',
      'Two\nlines.',
      'Three.',
    ]);
    expect(paragraphsOf('')).toEqual([]);
  });
});
