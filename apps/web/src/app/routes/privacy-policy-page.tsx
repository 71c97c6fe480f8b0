import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function PrivacyPolicyPage() {
  return <Placeholder title="Privacy Policy" />;
}
