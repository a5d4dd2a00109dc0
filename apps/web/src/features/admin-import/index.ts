// The bulk user import feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
// Its one page is a route module (routes/bulk-import.tsx); nothing else is used by other features.
export {};
