import { Outlet } from 'react-router';

/** The dashboard shell (sidebar, top bar) arrives with the accounts issue. */
export default function DashboardLayout() {
  return <Outlet />;
}
