import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoreProviders } from '../../src/app/StoreProviders';
import { LOADER_HIDE_DELAY_MS, PageLoader } from '../../src/features/feedback/PageLoader';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { Loader } from '../../src/ui/Loader';
import { makeOrgInfo } from '../support/fixtures';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();
afterEach(() => jest.useRealTimers());

const LOADER_URL = 'https://cdn.example.com/partner/loader.gif';

function storeFor(loaderUrl: string | null) {
  const org = makeOrgInfo();
  const { store } = testStore('/account/heloc/', {
    organisation: parseOrganisation({ ...org, orgBrand: { ...org.orgBrand, loaderUrl } }),
  });
  return store;
}

function renderWith(loaderUrl: string | null, ui: ReactNode) {
  const store = storeFor(loaderUrl);
  const view = render(<StoreProviders store={store}>{ui}</StoreProviders>);
  return {
    ...view,
    rerenderWith: (next: ReactNode) =>
      view.rerender(<StoreProviders store={store}>{next}</StoreProviders>),
  };
}

describe('Loader', () => {
  test('without a private-label loader: the spinner, with its label for screen readers', () => {
    const { container } = renderWith(null, <Loader label="Loading your application" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your application');
    expect(status.querySelector('.loader__spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  test("with one: the organisation's loader image, decorative, instead of the spinner", () => {
    const { container } = renderWith(LOADER_URL, <Loader label="Redirecting" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Redirecting');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', LOADER_URL);
    expect(image).toHaveAttribute('alt', '');
    expect(container.querySelector('.loader__spinner')).toBeNull();
  });

  test('the label defaults to Loading', () => {
    renderWith(null, <Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('PageLoader', () => {
  test(`the loader hides ${LOADER_HIDE_DELAY_MS} ms after loading ends, not sooner`, () => {
    expect(LOADER_HIDE_DELAY_MS).toBe(300);
    jest.useFakeTimers();
    const page = (loading: boolean) => (
      <PageLoader loading={loading} label="Loading offers">
        <h1>Select your offer</h1>
      </PageLoader>
    );
    const { rerenderWith } = renderWith(null, page(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading offers');
    act(() => void jest.advanceTimersByTime(5000));
    rerenderWith(page(false));
    act(() => void jest.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Select your offer' })).toBeInTheDocument();
  });

  test('a load starting again during the delay keeps the loader; its end starts the delay again', () => {
    jest.useFakeTimers();
    const page = (loading: boolean) => (
      <PageLoader loading={loading}>
        <p>Content</p>
      </PageLoader>
    );
    const { rerenderWith } = renderWith(null, page(true));
    rerenderWith(page(false));
    act(() => void jest.advanceTimersByTime(200));
    rerenderWith(page(true));
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerenderWith(page(false));
    act(() => void jest.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  test('content that was never loading shows at once', () => {
    renderWith(null, <PageLoader loading={false}>Ready</PageLoader>);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('the private-label loader shows while loading too', () => {
    const { container } = renderWith(LOADER_URL, <PageLoader loading>Ready</PageLoader>);
    expect(container.querySelector('img')).toHaveAttribute('src', LOADER_URL);
  });
});
