/**
 * Copies of what was signed (docs/journey.md#copies-of-what-was-signed): the borrower's documents
 * page lists each copy with who did what and when; a copy's page shows it under its own title,
 * to print; a failed read says so and tries again; the complete page and the pages after signing
 * lead to them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COPIES_LIST_HEADING, PRINT_LABEL } from '../../src/features/copies';
import DocumentCopiesScreen from '../../src/features/copies/screens/DocumentCopiesScreen';
import DocumentCopyScreen from '../../src/features/copies/screens/DocumentCopyScreen';
import { copyLine } from '../../src/features/copies/copyWords';
import { i18n } from '../../src/lib/i18n';
import CompleteScreen from '../../src/features/complete/screens/CompleteScreen';
import NotaryIntroScreen from '../../src/features/notary/screens/NotaryIntroScreen';
import { APPLICATION_UUID, makeApplication, makeDocumentCopies } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

/** Writes the app's words out, as a page's `t` does. */
const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);

const COPIES_URL = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/document-copies`;
const LIST = `/account/heloc/${APPLICATION_UUID}/document/copies`;
const [consent, agreement, notice] = makeDocumentCopies();

describe('the line under each copy', () => {
  it('says what was done, by whom and when, in the home’s time zone', () => {
    expect(copyLine(agreement!, 'CA', t)).toBe(
      'Signed by Alex Rivera on December 4, 2026 at 10:30 AM PST',
    );
    expect(copyLine(agreement!, 'NY', t)).toBe(
      'Signed by Alex Rivera on December 4, 2026 at 1:30 PM EST',
    );
    expect(copyLine(consent!, 'CA', t)).toBe(
      'Agreed to by Alex Rivera on November 20, 2026 at 8:00 AM PST',
    );
  });

  it('leaves out what the lender did not give', () => {
    expect(copyLine({ act: 'ACCEPTED', signerName: ' ', at: 'not a time' }, 'CA', t)).toBe(
      'Accepted',
    );
  });
});

test('the documents page lists each copy as a link to it, with who did what and when', async () => {
  renderStepScreen('document/copies', DocumentCopiesScreen, {
    application: makeApplication(),
  });
  const list = await screen.findByRole('region', { name: i18n._(COPIES_LIST_HEADING) });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    `${consent!.title}Agreed to by Alex Rivera on November 20, 2026 at 8:00 AM PST`,
    `${agreement!.title}Signed by Alex Rivera on December 4, 2026 at 10:30 AM PST`,
    `${notice!.title}Signed by Alex Rivera on December 4, 2026 at 10:30 AM PST`,
  ]);
  expect(within(list).getByRole('link', { name: notice!.title })).toHaveAttribute(
    'href',
    `${LIST}/${notice!.uuid}`,
  );
});

test('a copy’s page: its title, who signed it and when, its text, Print, and the way back', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderStepScreen(`document/copies/${notice!.uuid}`, DocumentCopyScreen, {
    application: makeApplication(),
    routePath: 'document/copies/:copyUuid',
  });
  const heading = await screen.findByRole('heading', { level: 1, name: notice!.title });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('article')).toHaveTextContent(
    'Signed by Alex Rivera on December 4, 2026 at 10:30 AM PST',
  );
  expect(screen.getByText(notice!.body)).toBeVisible();
  await user.click(screen.getByRole('button', { name: i18n._(PRINT_LABEL) }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute(
    'href',
    LIST,
  );
});

test('a copy that is not the reader’s says so, with the way back', async () => {
  renderStepScreen('document/copies/someone-elses', DocumentCopyScreen, {
    application: makeApplication(),
    routePath: 'document/copies/:copyUuid',
  });
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'We could not find this document among yours',
    }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute(
    'href',
    LIST,
  );
});

test('a failed read says so and tries again', async () => {
  let fail = true;
  server.use(
    http.get(url(COPIES_URL), () =>
      fail
        ? HttpResponse.json({ errors: [{ message: 'The lender is busy' }] }, { status: 503 })
        : HttpResponse.json({ documents: makeDocumentCopies() }),
    ),
  );
  const user = userEvent.setup();
  renderStepScreen('document/copies', DocumentCopiesScreen, { application: makeApplication() });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your documents.');
  expect(alert).toHaveTextContent('The lender is busy');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: notice!.title })).toBeVisible();
});

test('the complete page lists the borrower’s documents, the notice of right to cancel among them', async () => {
  renderStepScreen('complete', CompleteScreen, {
    application: makeApplication({ state: 'RESCISSION' }),
  });
  const documents = await screen.findByRole('region', { name: 'Your documents' });
  expect(within(documents).getByRole('link', { name: notice!.title })).toHaveAttribute(
    'href',
    `${LIST}/${notice!.uuid}`,
  );
});

test('after signing, the notary’s page leads to the copies', async () => {
  renderStepScreen('notary/intro', NotaryIntroScreen, { application: makeApplication() });
  expect(
    await screen.findByRole('link', { name: 'See and print copies of what you signed' }),
  ).toHaveAttribute('href', LIST);
});
