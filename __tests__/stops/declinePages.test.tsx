import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import CreditDeclineScreen from '../../src/features/errors/screens/CreditDeclineScreen';
import DeclineScreen from '../../src/features/errors/screens/DeclineScreen';
import IncomeDeclineScreen from '../../src/features/errors/screens/IncomeDeclineScreen';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { i18n } from '../../src/lib/i18n';
import { NEW_TAB_NOTE as NEW_TAB_NOTE_MESSAGE } from '../../src/ui/ExternalLink';
import { renderStepScreen } from '../support/renderStepScreen';
import { useMockServer } from '../support/server';

const NEW_TAB_NOTE = i18n._(NEW_TAB_NOTE_MESSAGE);
const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const DECLINE_PAGES: [string, ComponentType, string, RegExp][] = [
  [
    'error/decline',
    DeclineScreen,
    'We are unable to approve your application',
    /unable to approve your home equity line of credit/,
  ],
  [
    'error/credit',
    CreditDeclineScreen,
    'Your application did not meet our credit requirements',
    /credit report and credit score did not meet our requirements/,
  ],
  [
    'error/income',
    IncomeDeclineScreen,
    'Your application did not meet our income requirements',
    /debt-to-income ratio/,
  ],
];

describe.each(DECLINE_PAGES)('%s', (step, Screen, title, reason) => {
  it('gives the reason, the notice to expect, the applicant’s rights and support', () => {
    renderStepScreen(step, Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();

    const next = screen.getByRole('heading', { level: 2, name: 'What happens next' });
    const steps = within(next.nextElementSibling as HTMLElement);
    expect(steps.getByText(/by mail within 30 days/)).toHaveTextContent(/adverse action notice/);
    expect(steps.getByText(/names the credit bureau whose report we used/)).toBeInTheDocument();

    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights' });
    const list = within(rights.nextElementSibling as HTMLElement);
    expect(list.getByText(/did not make this decision/)).toBeInTheDocument();
    expect(list.getByText(/Fair Credit Reporting Act/)).toHaveTextContent(/within 60 days/);
    expect(list.getByText(/Equal Credit Opportunity Act/)).toHaveTextContent(
      /race, color, religion, national origin, sex, marital status or age/,
    );
    const reports = list.getByRole('link', { name: `AnnualCreditReport.com ${NEW_TAB_NOTE}` });
    expect(reports).toHaveAttribute('href', 'https://www.annualcreditreport.com/');
    expect(reports).toHaveAttribute('target', '_blank');
    expect(reports).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('heading', { level: 2, name: 'What you can do' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Questions about this decision?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
    // A decision is final: nothing to wait for.
    expect(screen.queryByRole('button', { name: CHECK_AGAIN_LABEL })).not.toBeInTheDocument();
  });
});
