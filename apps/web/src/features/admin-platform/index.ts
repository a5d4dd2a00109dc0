// The admin platform feature (/admin/courses, /admin/settings, /admin/categories, /admin/instructors,
// /admin/reviews, /admin/audit): its pages are route modules (routes/), loaded by the router; other
// features use nothing of it (lint: import-x/no-restricted-paths in eslint.config.js).
export {};
