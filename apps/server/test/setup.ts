// Runs in every API test file: closes the apps, pools and temporary folders it opened.
import { afterAll } from 'vitest';
import { closeTestApps } from './app.js';

afterAll(closeTestApps);
