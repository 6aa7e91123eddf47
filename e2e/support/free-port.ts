import { execFileSync } from 'node:child_process';

/**
 * A port nothing listens on now, asked of the system (a random pick from a range met the
 * machine's own services: NATS on 4222, RabbitMQ on 5672). Synchronous, because the
 * Playwright config that needs it is evaluated synchronously.
 */
export function freePort(): string {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
