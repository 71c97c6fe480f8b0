import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function ForgotPasswordPage() {
  return <Placeholder title="Forgot password" />;
}
