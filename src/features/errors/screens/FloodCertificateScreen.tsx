import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/error/flood-cert */
export default function FloodCertificateScreen() {
  return <Screen />;
}
