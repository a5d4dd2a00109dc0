// The notifications feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js):
// the header's bell. Its list is loaded lazily by the bell itself.
export { NotificationsBell } from './components/notifications-bell';
