import { rmSync } from 'node:fs';
import { DATA_DIR } from './data-dir';

rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Removed ${DATA_DIR}: the next npm start begins with fresh data and demo accounts.`);
