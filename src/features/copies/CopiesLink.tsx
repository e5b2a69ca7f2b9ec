import { useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { COPIES_LINK_TEXT } from './copyWords';
import { copiesPath } from './paths';

/** The way to the borrower's copies, once there is something signed to copy. */
export function CopiesLink({ applicationUuid }: { applicationUuid: string | null }) {
  const { t } = useLingui();
  if (!applicationUuid) return null;
  return (
    <p className="copies-link">
      <Link to={copiesPath(applicationUuid)}>{t(COPIES_LINK_TEXT)}</Link>
    </p>
  );
}
