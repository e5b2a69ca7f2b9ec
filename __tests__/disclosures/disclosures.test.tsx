import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readDisclosures } from '../../src/contract/documents';
import { paragraphsOf, scrolledToEnd } from '../../src/features/disclosures';
import {
  END_SEEN_HINT as END_SEEN,
  SCROLL_TO_END_HINT as SCROLL_TO_END,
} from '../../src/features/disclosures/AcceptCheckbox';
import DisclosuresScreen, {
  ACCEPT_DOCUMENTS_LABEL as ACCEPT_DOCUMENTS,
  CONTINUE_LABEL as CONTINUE,
  LOAD_FAILED_TITLE as LOAD_FAILED,
  NOTHING_TO_READ as NOTHING,
} from '../../src/features/disclosures/screens/DisclosuresScreen';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { EARLY, PRIVACY } from './documents';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  expectRoutingAsked,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { acceptLabel, acceptMessage } from '../support/disclosureWords';
import { server, url, useMockServer, OFF_CONTRACT } from '../support/server';
import {
  answerDocuments,
  type DocumentsAnswer,
  scrollViewer,
  useViewerMetrics,
} from '../support/documentViewer';
import {
  FakeIntersectionObserver,
  observerOf,
  reportVisible,
  useFakeIntersectionObserver,
} from '../support/intersection';

useMockServer();

const END_SEEN_HINT = i18n._(END_SEEN);
const SCROLL_TO_END_HINT = i18n._(SCROLL_TO_END);
const ACCEPT_DOCUMENTS_LABEL = i18n._(ACCEPT_DOCUMENTS);
const CONTINUE_LABEL = i18n._(CONTINUE);
const LOAD_FAILED_TITLE = i18n._(LOAD_FAILED);
const NOTHING_TO_READ = i18n._(NOTHING);

const STEP = 'document/disclosures';
const DISCLOSURES_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disclosures`,
);
const ACCEPT_URL = `${DISCLOSURES_URL}/accept`;

/** The lender's documents: these ([EARLY, PRIVACY] by default), or an error body and its status. */
const answerDisclosures = (documents: unknown = [EARLY, PRIVACY], options?: DocumentsAnswer) =>
  answerDocuments(DISCLOSURES_URL, documents, options);

const ACCEPT = stepCall('post', ACCEPT_URL, () => HttpResponse.json(makeApplication()));

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
    answerDisclosures();
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
    const user = setupUser();
    answerDisclosures();
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
    const user = setupUser();
    answerDisclosures();
    const bodies = captureCalls(ACCEPT);
    await renderDisclosures();
    reportVisible(EARLY.title, 0.25);
    await user.click(acceptBox(EARLY));
    await user.click(acceptButton());
    await expectErrorSummary([acceptMessage({ ...PRIVACY })]);
    expect(acceptMessage({ ...PRIVACY })).toBe(
      'Read "Your privacy notice" to the end and accept it',
    );
    // The link reaches the box: it stays focusable while it cannot be ticked.
    await user.click(within(screen.getByRole('alert')).getByRole('link'));
    expect(acceptBox(PRIVACY)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  describeStepForm({
    render: () => {
      answerDisclosures();
      return renderDisclosures();
    },
    call: ACCEPT,
    submit: ACCEPT_DOCUMENTS_LABEL,
    // Each read to its end, then accepted.
    fill: async (user) => {
      reportVisible(EARLY.title, 0.25);
      reportVisible(PRIVACY.title, 0.5);
      await user.click(acceptBox(EARLY));
      await user.click(acceptBox(PRIVACY));
    },
    body: { documents: ['doc-early', 'doc-privacy'] },
  });

  it('lists only the documents still to accept, and names those already accepted', async () => {
    const user = setupUser();
    answerDisclosures([{ ...EARLY, accepted: true }, PRIVACY]);
    const bodies = captureCalls(ACCEPT);
    const view = renderStepScreen(STEP, DisclosuresScreen);
    await screen.findByRole('region', { name: PRIVACY.title });
    expect(screen.queryByRole('region', { name: EARLY.title })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(EARLY.title);
    reportVisible(PRIVACY.title, 0.5);
    await user.click(acceptBox(PRIVACY));
    await user.click(acceptButton());
    await expectRoutingAsked(view);
    expect(bodies).toEqual([{ documents: ['doc-privacy'] }]);
  });
});

describe('without IntersectionObserver', () => {
  const metrics = useViewerMetrics();

  it('treats a document as seen once it is scrolled to the end', async () => {
    const user = setupUser();
    expect('IntersectionObserver' in window).toBe(false);
    answerDisclosures();
    await renderDisclosures();
    const early = viewer(EARLY.title);
    expect(acceptBox(EARLY)).toHaveAttribute('aria-disabled', 'true');
    expect(acceptBox(EARLY)).toHaveAccessibleDescription(SCROLL_TO_END_HINT);

    scrollViewer(early, 500);
    expect(acceptBox(EARLY)).toHaveAttribute('aria-disabled', 'true');

    scrollViewer(early, 800);
    expect(acceptBox(EARLY)).not.toHaveAttribute('aria-disabled');
    await user.click(acceptBox(EARLY));
    expect(acceptBox(EARLY)).toBeChecked();
    expect(acceptBox(PRIVACY)).toHaveAttribute('aria-disabled', 'true');
  });

  it('a document with nothing to scroll is seen at once', async () => {
    metrics.scrollHeight = 150;
    try {
      answerDisclosures();
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
    const user = setupUser();
    answerDisclosures([{ ...EARLY, accepted: true }]);
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
    const user = setupUser();
    answerDisclosures({ errors: [{ message: 'Documents are not available' }] }, { status: 503 });
    renderStepScreen(STEP, DisclosuresScreen);
    expect(
      await screen.findByRole('heading', { level: 1, name: LOAD_FAILED_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Documents are not available.');
    const reads = answerDisclosures();
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

    answerDisclosures([{ uuid: 'a', title: 5, body: null, accepted: 'yes' }, { title: 'x' }], {
      offContract: true,
    });
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
