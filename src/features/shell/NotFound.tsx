import { Link } from '../../ui/Link';
import { Screen } from '../../ui/Screen';

export function NotFound() {
  return (
    <Screen title="We could not find that page">
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the start of your application</Link>
      </p>
    </Screen>
  );
}
