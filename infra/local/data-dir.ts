import { join } from 'node:path';
import { REPO_ROOT } from './lambda-runner';

/** The git-ignored folder where `npm start` keeps data between runs. */
export const DATA_DIR = process.env.GREENROOM_DATA_DIR ?? join(REPO_ROOT, '.data');
