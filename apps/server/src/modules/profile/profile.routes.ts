import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECENT_ACTIVITY_LIMIT } from '@lbo/contracts/limits';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { findProfileUser, linkStats, recentActivity } from './profile.repository';

export async function profileRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/adminAuth/profile', { schema: { tags: ['admin-auth'] }, config: { access: access.signedIn() } }, async (request) => {
    const auth = requireAuth(request);
    const user = await findProfileUser(app.db, auth.user.id);
    if (!user) throw AppError.unauthorized();
    const [stats, activity] = await Promise.all([
      linkStats(app.db, user.id, opts.clock.now()),
      recentActivity(app.db, user.id, RECENT_ACTIVITY_LIMIT),
    ]);
    const [first, ...rest] = user.name.split(' ');
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: auth.user.role_name ?? 'Admin',
      firstName: user.first_name ?? first ?? '',
      lastName: user.last_name ?? rest.join(' '),
      company: user.company ?? '',
      createdAt: user.created_at.toISOString(),
      stats,
      recentActivity: activity,
    };
  });
}
