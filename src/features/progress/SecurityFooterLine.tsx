import { Trans } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectCompanyInfo } from '../organisation';
import './progress.css';

/**
 * docs/shell.md#the-progress-side-panel: the panel's footer line, with the organisation's company
 * name.
 */
export function SecurityFooterLine() {
  const { companyName } = useAppSelector(selectCompanyInfo);
  return (
    <p className="progress-security">
      <svg
        className="progress-security__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
        />
      </svg>
      <Trans>
        Your data is protected with 256-bit encryption. {companyName} never sees or stores your
        credentials.
      </Trans>
    </p>
  );
}
