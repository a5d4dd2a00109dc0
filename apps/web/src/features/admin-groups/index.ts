// The admin groups feature (/admin/groups and /admin/groups/:id): its pages are route modules
// (routes/), loaded by the router; other features use nothing of it (lint: import-x/no-restricted-paths
// in eslint.config.js).
export {};
