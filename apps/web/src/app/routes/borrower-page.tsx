import { useParams } from 'react-router';
import { BorrowerPageScreen } from '../../features/borrower-page/index.ts';

/** `/borrower/{token}`: public, linked from every mail to a borrower (issue 29). */
export default function BorrowerPage() {
  const { token = '' } = useParams();
  return <BorrowerPageScreen token={token} />;
}
