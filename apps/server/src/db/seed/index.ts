import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import { seedDemoAccess } from './demo-access';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoRules } from './demo-rules';
import { seedDemoShortener } from './demo-shortener';

/**
 * Demo data for a fresh install, each part only when its tables are empty,
 * in dependency order (rules need banks, products and categories).
 */
export async function seedDemoData(db: Database, log: FastifyBaseLogger, adminId: string) {
  await seedDemoAccess(db, log);
  await seedDemoMasterData(db, log);
  await seedDemoRules(db, log, adminId);
  await seedDemoShortener(db, log, adminId);
}
