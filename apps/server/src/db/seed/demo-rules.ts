import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';

export async function seedDemoRules(db: Database, log: FastifyBaseLogger, adminId: string) {
  void db;
  void log;
  void adminId;
}
