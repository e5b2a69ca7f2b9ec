/**
 * The footer in Spanish (docs/shell.md#the-organisations-texts-in-spanish): the organisation's
 * own texts in their Spanish variant where it gives one, else as it gives them; the phone hours
 * written in Spanish. A change of language shows in place.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { act, render, screen } from '@testing-library/react';
import { StoreProviders } from '../../src/app/StoreProviders';
import { makeStore } from '../../src/app/store';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import { SiteFooter } from '../../src/features/footer';
import { createMemoryHistory } from '../../src/features/navigation';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { makeOrgInfo } from '../support/fixtures';
import { useMockServer } from '../support/server';

useMockServer();

const id = (message: string) => generateMessageId(message);

beforeAll(() => {
  i18n.load('es', {
    [id('Phone hours: {line}')]: ['Horario telefónico: ', ['line']],
    [id('{days} from {hours} PT')]: [['days'], ' de ', ['hours'], ' PT'],
    [id('{days} closed')]: [['days'], ' cerrado'],
    [id('Mon')]: ['lun'],
    [id('Fri')]: ['vie'],
    [id('Sat')]: ['sáb'],
    [id('Sun')]: ['dom'],
  } as Record<string, CompiledMessage>);
});
afterEach(() => act(() => i18n.activate('en', ['en-US'])));

function renderFooter(change: (org: OrgInfo) => void) {
  const org = makeOrgInfo();
  change(org);
  const store = makeStore(
    { organisation: parseOrganisation(org) },
    { history: createMemoryHistory('/') },
  );
  return render(
    <StoreProviders store={store}>
      <SiteFooter />
    </StoreProviders>,
  );
}

const partner = (org: OrgInfo) => {
  org.orgMetaData.companyInfo.disclosureCopy = 'Partner disclosure.';
  org.orgMetaData.footer.additionalUrls = [
    { type: 'FOOTER', url: 'https://www.partner.example/rates', name: 'Rates' },
    { type: 'FOOTER', url: 'https://www.partner.example/help', name: 'Help' },
  ];
};

it("shows the organisation's Spanish texts and the hours in Spanish once the page is", async () => {
  renderFooter((org) => {
    partner(org);
    (org.orgMetaData as Record<string, unknown>).translations = {
      es: {
        disclosureCopy: 'Divulgación del socio.',
        footerLinks: { 'https://www.partner.example/rates': 'Tasas' },
      },
    };
  });
  expect(await screen.findByText(/^Phone hours: Mon-Fri from 6am-6pm PT/)).toBeInTheDocument();
  expect(screen.getByText('Partner disclosure.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rates' })).toBeInTheDocument();

  act(() => i18n.activate('es', ['es-US']));
  expect(
    screen.getByText(
      'Horario telefónico: lun-vie de 6am-6pm PT, sáb de 8am-4:30pm PT, dom cerrado',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Divulgación del socio.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tasas' })).toBeInTheDocument();
  // A link it names in English only keeps its English name.
  expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
});

it('keeps the English texts in Spanish when the variant is missing or malformed', async () => {
  renderFooter((org) => {
    partner(org);
    (org as Record<string, unknown>).translations = { es: { disclosureCopy: 42 } };
  });
  act(() => i18n.activate('es', ['es-US']));
  expect(await screen.findByText(/^Horario telefónico:/)).toBeInTheDocument();
  expect(screen.getByText('Partner disclosure.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rates' })).toBeInTheDocument();
});
