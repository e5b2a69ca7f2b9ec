import { Screen } from '../../../ui/Screen';

/** /account/heloc/plaid-oauth-success */
export default function PlaidOauthSuccessScreen() {
  return <Screen />;
}
