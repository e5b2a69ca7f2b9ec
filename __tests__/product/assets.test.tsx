import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ASSETS_MESSAGES } from '../../src/features/product/assetsForm';
import { i18n } from '../../src/lib/i18n';
import AssetsScreen, {
  ASSETS_LABEL,
  CONTINUE_LABEL,
} from '../../src/features/product/screens/AssetsScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, refusedTyping, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'product/assets';

/** The lender's 400 on assets. */
const REFUSED = 'Total savings and investments must be $10,000,000 or less';

const assetsField = () => screen.getByRole('textbox', { name: i18n._(ASSETS_LABEL) });

it('explains that the offer can be based on savings and investments, and asks their total', () => {
  renderStepScreen(STEP, AssetsScreen);
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your assets' })).toBeInTheDocument();
  expect(screen.getByText(/based on your savings and investments/)).toBeInTheDocument();
  expect(assetsField()).toHaveValue('');
  expect(assetsField()).toHaveAttribute('inputmode', 'decimal');
  expect(assetsField()).toHaveAccessibleDescription(
    expect.stringContaining('checking and savings accounts'),
  );
});

const refused = refusedTyping(assetsField, '#field-assets');

describeStepForm({
  render: () => renderStepScreen(STEP, AssetsScreen),
  call: stepCall(
    'put',
    url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/asset-depletion`),
    () => HttpResponse.json(makeApplication({ assetDepletion: { complete: true } })),
  ),
  submit: i18n._(CONTINUE_LABEL),
  missing: [[i18n._(ASSETS_MESSAGES.required), '#field-assets']],
  refused: [
    refused('lots', i18n._(ASSETS_MESSAGES.invalid)),
    refused('-500', i18n._(ASSETS_MESSAGES.invalid)),
    refused('0', i18n._(ASSETS_MESSAGES.min)),
    refused('1,000,000,001', 'Enter an amount of $1,000,000,000 or less'),
  ],
  // The amount in dollars, cents kept.
  fill: (user) => user.type(assetsField(), '$245,000.50'),
  body: { assets: 245000.5 },
  serverError: { field: 'assets', message: REFUSED, control: assetsField },
});
