export * from './enums.js';
export * from './contract/errors.js';
export * from './contract/fields.js';
export * from './contract/auth.js';
export * from './contract/profile.js';
export * from './rules/permissions.js';
export * from './rules/format.js';
