import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectSignerProgress } from './progressSelectors';
import { ProgressPanel } from './ProgressPanel';

export interface SignerProgressProps {
  /** Text under the heading; none by default (the funding promise is the borrower's). */
  description?: string;
  showSecurityLine?: boolean;
}

/** The additional-signer variant: Identity verification, then Talk to eNotary. */
export function SignerProgress({ description, showSecurityLine }: SignerProgressProps) {
  const { t } = useLingui();
  const progress = useAppSelector(selectSignerProgress);
  return (
    <ProgressPanel
      progress={progress}
      stepsLabel={t`Additional signer steps`}
      description={description}
      showSecurityLine={showSecurityLine}
    />
  );
}
