import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLocation } from '../navigation';
import type { KnownContact } from './progressSteps';
import { registrationProgress, selectRegistrationProgress } from './progressSelectors';
import { DEFAULT_PROGRESS_TEXT, ProgressPanel } from './ProgressPanel';

export interface RegistrationProgressProps {
  /**
   * The contact as the registration knows it. Without it the signed-in profile's e-mail and phone
   * numbers are used; Contact Info is omitted when both an e-mail and a phone number are known.
   */
  contact?: KnownContact | null;
  /** Replaces the default text under the heading (DEFAULT_PROGRESS_TEXT). */
  description?: string;
  showSecurityLine?: boolean;
}

/**
 * The registration variant of the panel: Property Info (Address, Sale Status), Income Info,
 * Personal Info (Name, Birthdate), Contact Info, Login Info, the current one from ?step=.
 */
export function RegistrationProgress({
  contact,
  description,
  showSecurityLine,
}: RegistrationProgressProps) {
  const { t } = useLingui();
  const fromProfile = useAppSelector(selectRegistrationProgress);
  const { search } = useAppSelector(selectLocation);
  const fromProp = useMemo(
    () => (contact === undefined ? null : registrationProgress(search, contact)),
    [contact, search],
  );
  return (
    <ProgressPanel
      progress={fromProp ?? fromProfile}
      stepsLabel={t`Registration steps`}
      description={description ?? t(DEFAULT_PROGRESS_TEXT)}
      showSecurityLine={showSecurityLine}
    />
  );
}
