export { AdminDashboard as Component } from '../components/admin-dashboard';
