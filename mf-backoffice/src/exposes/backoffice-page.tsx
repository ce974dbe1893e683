import { RemoteRoot } from '@store/ui';
import { BackofficeApp } from '../features/backoffice-app';

export default function BackofficePageExpose() {
  return (
    <RemoteRoot remote="mf-backoffice" release={__STORE_RELEASE__}>
      <BackofficeApp />
    </RemoteRoot>
  );
}
