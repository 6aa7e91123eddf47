import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';

export async function seedDemoMasterData(db: Database, log: FastifyBaseLogger) {
  void db;
  void log;
}
