import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/product/assets */
export default function AssetsScreen() {
  return <Screen />;
}
