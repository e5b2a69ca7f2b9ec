import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoanOfficerPart, type LoanOriginator } from '../../src/features/loanOriginator';
import { APPLICATION_UUID, LOAN_ORIGINATOR_UUID, makeLoanOriginator } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { loadedApplication, renderWithStore, restoreWindowWidth, setWindowWidth } from './helpers';

useMockServer();
afterEach(restoreWindowWidth);

const APP = `/account/heloc/${APPLICATION_UUID}/product/select`;
const REFERRED = loadedApplication({ referrer: { referrerUuid: LOAN_ORIGINATOR_UUID } });

/** Answers the lead portal with `originator` and records the uuids asked for. */
function answerOriginator(overrides: Partial<LoanOriginator> = {}) {
  const asked: string[] = [];
  server.use(
    http.get(url('/service-lead-portal/api/lo/:uuid'), ({ params }) => {
      asked.push(String(params.uuid));
      return HttpResponse.json({ ...makeLoanOriginator(), ...overrides });
    }),
  );
  return asked;
}

function renderPart(part: 'aside' | 'bar', path = APP, preloaded = REFERRED) {
  return renderWithStore(<LoanOfficerPart part={part} fallback={null} />, path, preloaded);
}

describe('at 1024 px and wider', () => {
  beforeEach(() => setWindowWidth(1280));

  it("is an aside named 'Your loan officer' with the whole card", async () => {
    answerOriginator();
    const { container } = renderPart('aside');
    // Its place is kept while the originator loads.
    expect(container.querySelector('.loan-officer-place--aside')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const aside = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(aside.tagName).toBe('ASIDE');
    expect(within(aside).getByRole('heading', { name: 'Your loan officer' })).toBeInTheDocument();
    expect(within(aside).getByText('Morgan Lee')).toBeInTheDocument();
    expect(within(aside).getByText('Lee Home Finance')).toBeInTheDocument();
    expect(within(aside).getByText('morgan.lee@example.com')).toBeInTheDocument();
    expect(within(aside).getByText('(916) 555-0199')).toBeInTheDocument();
    expect(within(aside).getByText(/NMLS/)).toHaveTextContent('NMLS 1928374');
    expect(within(aside).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+19165550199',
    );
    expect(within(aside).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:morgan.lee@example.com',
    );
    // No picture: the initials stand in, hidden from screen readers (the name follows).
    const initials = container.querySelector('.loan-officer-card__initials');
    expect(initials).toHaveTextContent('ML');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.loan-officer-place')).toBeNull();
    // The bar is not shown at this width.
    expect(screen.queryByRole('button', { name: 'Your loan officer' })).toBeNull();
  });

  it("shows the originator's picture named by them", async () => {
    answerOriginator({ avatarUri: '/avatars/morgan.png' });
    renderPart('aside');
    const aside = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(within(aside).getByRole('img', { name: 'Morgan Lee' })).toHaveAttribute(
      'src',
      '/avatars/morgan.png',
    );
  });

  it("is 'Your broker' when only the broker's name exists", async () => {
    answerOriginator({ originatorName: null });
    renderPart('aside');
    const aside = await screen.findByRole('complementary', { name: 'Your broker' });
    expect(within(aside).getByText('Lee Home Finance')).toBeInTheDocument();
    expect(within(aside).getByText('LF')).toBeInTheDocument();
  });

  it('is hidden when neither name exists', async () => {
    const asked = answerOriginator({ originatorName: null, brokerName: '  ' });
    const { container } = renderPart('aside');
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.loan-officer-place')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden when the originator cannot be fetched', async () => {
    server.use(
      http.get(url('/service-lead-portal/api/lo/:uuid'), () =>
        HttpResponse.json({ message: 'No loan originator' }, { status: 404 }),
      ),
    );
    const { container } = renderPart('aside');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('leaves out the lines the originator does not have', async () => {
    answerOriginator({ email: null, phoneNumber: null, nmls: null });
    renderPart('aside');
    const aside = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(within(aside).queryByRole('link')).toBeNull();
    expect(within(aside).queryByText(/NMLS/)).toBeNull();
  });

  it('shows a number that is not a US one as sent', async () => {
    answerOriginator({ phoneNumber: '+44 20 7946 0958' });
    renderPart('aside');
    const aside = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(within(aside).getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });
});

describe('narrower than 1024 px', () => {
  beforeEach(() => setWindowWidth(375));

  it('is a bar whose button opens the card as a dialog, closed by Escape', async () => {
    answerOriginator();
    const user = userEvent.setup({ delay: null });
    const { container } = renderPart('bar');
    expect(container.querySelector('.loan-officer-place--bar')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const button = await screen.findByRole('button', { name: 'Your loan officer' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelector('.loan-officer-place')).toBeNull();

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Your loan officer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('(916) 555-0199')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+19165550199',
    );
    expect(within(dialog).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:morgan.lee@example.com',
    );
    // Tab stays inside the dialog.
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("names the bar's button and the dialog 'Your broker' for a broker", async () => {
    answerOriginator({ originatorName: null });
    const user = userEvent.setup({ delay: null });
    renderPart('bar');
    await user.click(await screen.findByRole('button', { name: 'Your broker' }));
    expect(screen.getByRole('dialog', { name: 'Your broker' })).toBeInTheDocument();
  });

  it('shows nothing when neither name exists', async () => {
    const asked = answerOriginator({ originatorName: null, brokerName: null });
    const { container } = renderPart('bar');
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

it('moves between the aside and the bar as the window is resized', async () => {
  answerOriginator();
  setWindowWidth(1280);
  renderWithStore(
    <>
      <LoanOfficerPart part="bar" fallback={null} />
      <LoanOfficerPart part="aside" fallback={null} />
    </>,
    APP,
    REFERRED,
  );
  expect(await screen.findByRole('complementary', { name: 'Your loan officer' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Your loan officer' })).toBeNull();
  setWindowWidth(800);
  expect(await screen.findByRole('button', { name: 'Your loan officer' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).toBeNull();
});

describe('which originator', () => {
  beforeEach(() => setWindowWidth(1280));

  it("is the application's referrer, fetched once for both places", async () => {
    const asked = answerOriginator();
    renderWithStore(
      <>
        <LoanOfficerPart part="aside" fallback={null} />
        <LoanOfficerPart part="brand" fallback={null} />
      </>,
      APP,
      REFERRED,
    );
    await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(asked).toEqual([LOAN_ORIGINATOR_UUID]);
  });

  it('is the referrer query value before the application referrer', async () => {
    const asked = answerOriginator();
    renderPart('aside', `${APP}?referrer=11111111-2222-4333-8444-555555555555`);
    await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(asked).toEqual(['11111111-2222-4333-8444-555555555555']);
  });

  it('is an argument before both', async () => {
    const asked = answerOriginator();
    renderWithStore(
      <LoanOfficerPart part="aside" uuid="99999999-2222-4333-8444-555555555555" fallback={null} />,
      `${APP}?referrer=11111111-2222-4333-8444-555555555555`,
      REFERRED,
    );
    await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(asked).toEqual(['99999999-2222-4333-8444-555555555555']);
  });

  it('is none without a referrer: nothing is fetched or shown', async () => {
    const asked = answerOriginator();
    const { container } = renderPart('aside', APP, loadedApplication());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the top bar's brand", () => {
  const DEFAULT = <span>Default brand</span>;

  it("is the originator's logo and link, opening in a new tab", async () => {
    answerOriginator({ logoUri: '/lee-logo.svg', link: 'https://lee.example' });
    renderWithStore(<LoanOfficerPart part="brand" fallback={DEFAULT} />, APP, REFERRED);
    const logo = await screen.findByRole('img', { name: 'Lee Home Finance' });
    expect(logo).toHaveAttribute('src', '/lee-logo.svg');
    const link = screen.getByRole('link', { name: /Lee Home Finance/ });
    expect(link).toHaveAttribute('href', 'https://lee.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(screen.queryByText('Default brand')).toBeNull();
  });

  it('stays the default when the originator has no branding, or there is none', async () => {
    const asked = answerOriginator();
    renderWithStore(<LoanOfficerPart part="brand" fallback={DEFAULT} />, APP, REFERRED);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByText('Default brand')).toBeInTheDocument();
  });
});
