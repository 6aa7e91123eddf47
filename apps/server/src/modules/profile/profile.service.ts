import type { z } from 'zod';
import { RECENT_ACTIVITY_LIMIT } from '@lbo/contracts/limits';
import type { ClicksPerDayResponse, ProfileActivity, ProfileResponse, updateProfileSchema } from '@lbo/contracts/shortener';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth-context';
import { fillDays, lastReportingDays } from '../../lib/reporting-days';
import * as repo from './profile.repository';

export interface ProfileDeps {
  db: DbOrTx;
  clock: Clock;
}

type UpdateInput = z.output<typeof updateProfileSchema>;

/** The newest clicks and link creations of the owner's links, newest first. */
async function recentActivity(db: DbOrTx, ownerId: string, limit: number): Promise<ProfileActivity[]> {
  const clicks = await repo.recentClicks(db, ownerId, limit);
  const links = await repo.recentLinks(db, ownerId, limit);
  return [
    ...clicks.map((c) => ({
      type: 'click' as const,
      shortId: c.shortId,
      destination: c.destination,
      country: c.country,
      referrer: c.referrer,
      message: `Click on /${c.shortId} from ${c.country}`,
      createdAt: c.at.toISOString(),
    })),
    ...links.map((l) => ({
      type: 'link_created' as const,
      shortId: l.shortId,
      destination: l.destination,
      message: `Short link /${l.shortId} created`,
      createdAt: l.at.toISOString(),
    })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/** Users created before profiles existed have only `name`; split it for the form. */
function nameParts(user: repo.ProfileUserRow) {
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return { firstName: user.first_name ?? first, lastName: user.last_name ?? rest.join(' ') };
}

export async function getProfile(deps: ProfileDeps, auth: AuthContext): Promise<ProfileResponse> {
  const user = await repo.findProfileUser(deps.db, auth.user.id);
  if (!user) throw AppError.unauthorized();
  const stats = await repo.linkStats(deps.db, user.id, deps.clock.now());
  const activity = await recentActivity(deps.db, user.id, RECENT_ACTIVITY_LIMIT);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: auth.user.role_name ?? 'Admin',
    ...nameParts(user),
    company: user.company ?? '',
    createdAt: user.created_at.toISOString(),
    stats,
    recentActivity: activity,
  };
}

/** Saves the fields given; the display name follows first and last name when either is set. */
export async function updateProfile(deps: ProfileDeps, auth: AuthContext, input: UpdateInput): Promise<ProfileResponse> {
  const user = await repo.findProfileUser(deps.db, auth.user.id);
  if (!user) throw AppError.unauthorized();
  const current = nameParts(user);
  const firstName = input.firstName ?? current.firstName;
  const lastName = input.lastName ?? current.lastName;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  await repo.updateProfileUser(deps.db, user.id, {
    first_name: firstName,
    last_name: lastName,
    ...(input.company !== undefined ? { company: input.company } : {}),
    ...(fullName ? { name: fullName } : {}),
    updated_at: deps.clock.now(),
  });
  return getProfile(deps, auth);
}

export async function clicksPerDay(deps: ProfileDeps, auth: AuthContext, days: number): Promise<ClicksPerDayResponse> {
  const now = deps.clock.now();
  const range = lastReportingDays(now, days);
  return fillDays(range.days, await repo.clicksPerDayOfOwner(deps.db, auth.user.id, range.start, now));
}
