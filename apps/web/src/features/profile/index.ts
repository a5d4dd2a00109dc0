// The profile feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
export { ProfilePage } from './components/profile-page';
