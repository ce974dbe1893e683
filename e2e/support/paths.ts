import path from 'node:path';
import { REMOTE_NAMES } from '@store/contracts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const REMOTES = REMOTE_NAMES;
export type Remote = (typeof REMOTES)[number];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
