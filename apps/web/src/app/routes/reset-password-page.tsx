import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function ResetPasswordPage() {
  return <Placeholder title="Reset password" />;
}
