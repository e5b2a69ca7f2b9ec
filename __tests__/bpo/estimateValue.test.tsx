import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { HOME_VALUE_MESSAGES } from '../../src/features/bpo/homeValue';
import EstimateValueScreen, {
  CONTINUE_LABEL,
  ESTIMATE_LABEL,
} from '../../src/features/bpo/screens/EstimateValueScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, refusedTyping, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const STEP = 'bpo/estimate-value';

/** The lender's 400 on estimatedValue. */
const REFUSED = 'Enter a value between $50,000 and $5,000,000';

const estimate = () => screen.getByRole('textbox', { name: i18n._(ESTIMATE_LABEL) });

it('asks for the estimate in dollars', () => {
  renderStepScreen(STEP, EstimateValueScreen);
  expect(screen.getByRole('heading', { level: 1, name: 'Estimate your home value' })).toBeVisible();
  expect(estimate()).toHaveAttribute('inputmode', 'decimal');
  expect(estimate()).toHaveAccessibleDescription(/would sell for today/);
});

const refused = refusedTyping(estimate, '#field-estimatedValue');

describeStepForm({
  render: () => renderStepScreen(STEP, EstimateValueScreen),
  call: stepCall(
    'put',
    url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/home-value`),
    () => HttpResponse.json(makeApplication()),
  ),
  submit: i18n._(CONTINUE_LABEL),
  missing: [[i18n._(HOME_VALUE_MESSAGES.required), '#field-estimatedValue']],
  refused: [
    refused('lots', i18n._(HOME_VALUE_MESSAGES.invalid)),
    refused('0', i18n._(HOME_VALUE_MESSAGES.range)),
    refused('9,999', i18n._(HOME_VALUE_MESSAGES.range)),
    refused('100,000,001', i18n._(HOME_VALUE_MESSAGES.range)),
    refused('450000.50', i18n._(HOME_VALUE_MESSAGES.whole)),
  ],
  // Whole dollars, whatever was typed around them.
  fill: (user) => user.type(estimate(), '$455,000.00'),
  body: { estimatedValue: 455000 },
  serverError: { field: 'estimatedValue', message: REFUSED, control: estimate },
});
