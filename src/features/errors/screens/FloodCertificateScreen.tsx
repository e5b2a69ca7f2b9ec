import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/error/flood-cert */
export default function FloodCertificateScreen() {
  return <Screen title="We are waiting on your flood certificate" />;
}
