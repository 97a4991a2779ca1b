import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../app/paths';
import { AdminLayout } from './admin-layout';
import { DashboardRoute } from './features/dashboard/dashboard-route';
import { LoginRoute } from './features/auth/login-route';

export const adminRoutes: RouteObject[] = [
  { path: PATHS.adminLogin, element: <LoginRoute /> },
  {
    element: <AdminLayout title="Admin Dashboard" />,
    children: [{ path: PATHS.adminDashboard, element: <DashboardRoute /> }],
  },
  { path: '/admin/*', element: <Navigate to={PATHS.adminDashboard} replace /> },
];
