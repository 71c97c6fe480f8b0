import { ImportScreen } from '../../features/imports/index.ts';

export default function ImportPage() {
  return <ImportScreen />;
}
