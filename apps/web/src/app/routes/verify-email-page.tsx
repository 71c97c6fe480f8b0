import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function VerifyEmailPage() {
  return <Placeholder title="Verify your email" />;
}
