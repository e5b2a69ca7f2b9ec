import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { Screen } from '../../ui/Screen';

export function NotFound() {
  const { t } = useLingui();
  return (
    <Screen title={t`We could not find that page`}>
      <p>
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the start of your application</Trans>
        </Link>
      </p>
    </Screen>
  );
}
