import { Screen } from '../../shell/Screen';

/** /account/heloc/plaid-oauth-success */
export default function PlaidOauthSuccessScreen() {
  return <Screen title="Finishing your bank connection" />;
}
