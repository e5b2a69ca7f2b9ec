import { screen } from '@testing-library/react';
import SigningSupportScreen, {
  BACK_TO_DOCUMENTS_TEXT,
  signingProblems,
} from '../../src/features/signing/screens/SigningSupportScreen';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderStepScreen, withProfile } from '../support/renderStepScreen';
import { i18n } from '../../src/lib/i18n';

it('answers the common problems, names the name to type, and gives the support contact', () => {
  renderStepScreen('signing/support', SigningSupportScreen, { preloaded: withProfile() });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help with signing');
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual([...signingProblems(null).map((problem) => i18n._(problem.heading)), 'Need help?']);
  expect(screen.getByText(/as they appear on your application: Alex Rivera\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
  expect(screen.getByRole('link', { name: i18n._(BACK_TO_DOCUMENTS_TEXT) })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/signing/sign`,
  );
});

it('without a known name, says which name in general words', () => {
  renderStepScreen('signing/support', SigningSupportScreen);
  expect(
    screen.getByText(/^Type your first and last name as they appear on your application\. /),
  ).toBeInTheDocument();
});
