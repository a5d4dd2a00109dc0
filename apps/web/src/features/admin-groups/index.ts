// The admin groups feature (/admin/groups and /admin/groups/:id): its pages are route modules
// (routes/), loaded by the router; other features use only the reading of a pasted list of Staff IDs
// (lint: import-x/no-restricted-paths in eslint.config.js).
export { parseStaffIds, type PastedStaffIds } from './staff-ids';
