import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/product/assets */
export default function AssetsScreen() {
  return <Screen title="Verify your assets" />;
}
