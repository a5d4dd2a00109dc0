// The admin feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js). Its
// pages are route modules (routes/); the dashboard, users and Role Management are features/admin-users.
export {};
