import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';

export async function seedDemoShortener(db: Database, log: FastifyBaseLogger, adminId: string) {
  void db;
  void log;
  void adminId;
}
