import { screen } from '@testing-library/react';
import { RegistrationProgress, SignerProgress } from '../../src/features/progress';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';
import { renderWithStore } from './helpers';

useMockServer();

test("the application's panel keeps its place while its code loads, then shows", async () => {
  const { container } = renderApp(`/account/heloc/${APPLICATION_UUID}/bank/confirm`);
  await screen.findByRole('heading', { level: 1 });
  const place = container.querySelector('.page-with-panel__panel');
  expect(place).not.toBeNull();
  // Its code came while the records loaded; had it not, its box would be here, sized.
  const panel = await screen.findByRole('complementary', { name: 'Application progress' });
  expect(place).toContainElement(panel);
  expect(screen.getByRole('list', { name: 'Application steps' })).toBeInTheDocument();
  expect(container.querySelector('.progress-panel--loading')).toBeNull();
});

test.each([
  ['registration', <RegistrationProgress key="r" />, 'Registration steps'],
  ['signer', <SignerProgress key="s" />, 'Additional signer steps'],
])(
  "the %s panel's box stands in its place until its code is in",
  async (variant, panel, stepsLabel) => {
    const { container } = renderWithStore(panel, '/account/heloc/register');
    expect(container.querySelector(`.progress-panel--loading-${variant}`)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(await screen.findByRole('list', { name: stepsLabel })).toBeInTheDocument();
    expect(container.querySelector('.progress-panel--loading')).toBeNull();
  },
);
