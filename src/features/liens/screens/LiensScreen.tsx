import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/liens */
export default function LiensScreen() {
  return <Screen title="Review the liens on your property" />;
}
