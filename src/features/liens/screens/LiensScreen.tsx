import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/liens */
export default function LiensScreen() {
  return <Screen />;
}
