import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/no-credit */
export default function NoCreditScreen() {
  return <Screen title="We could not find your credit file" />;
}
