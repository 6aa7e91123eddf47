import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import { apiKeys, clicks, shortUrls } from '../schema';
import { sha256 } from '../../lib/tokens';

const DAY = 24 * 3600_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Deterministic numbers so that every fresh install shows the same demo picture. */
function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const LINKS = [
  { destination: 'https://www.example-bank.in/personal-loan?offer=festive', utm: 'whatsapp', campaign: 'diwali-pl', ageDays: 40, ttlDays: null, weight: 9 },
  { destination: 'https://www.example-bank.in/home-loan/balance-transfer', utm: 'email', campaign: 'hl-bt-q3', ageDays: 38, ttlDays: null, weight: 6 },
  { destination: 'https://apply.example-finance.in/business-loan', utm: 'facebook', campaign: 'msme-drive', ageDays: 35, ttlDays: 90, weight: 5 },
  { destination: 'https://apply.example-finance.in/credit-card/cashback', utm: 'instagram', campaign: 'cc-cashback', ageDays: 33, ttlDays: 10, weight: 3 },
  { destination: 'https://www.example-bank.in/car-loan?rate=8.9', utm: 'google', campaign: 'auto-season', ageDays: 31, ttlDays: null, weight: 4 },
  { destination: 'https://blog.example-lending.in/how-cibil-score-works', utm: 'newsletter', campaign: 'cibil-guide', ageDays: 29, ttlDays: null, weight: 5 },
  { destination: 'https://www.example-bank.in/education-loan', utm: 'sms', campaign: 'edu-2025', ageDays: 27, ttlDays: 14, weight: 2 },
  { destination: 'https://apply.example-finance.in/gold-loan', utm: 'twitter', campaign: 'gold-week', ageDays: 24, ttlDays: 7, weight: 2 },
  { destination: 'https://www.example-lending.in/eligibility-check', utm: 'linkedin', campaign: 'salaried-pros', ageDays: 20, ttlDays: null, weight: 4 },
  { destination: 'https://www.example-lending.in/partners/dsa-onboarding', utm: 'email', campaign: 'dsa-onboard', ageDays: 15, ttlDays: 60, weight: 2 },
  { destination: 'https://www.example-bank.in/personal-loan/top-up', utm: 'whatsapp', campaign: 'pl-topup', ageDays: 9, ttlDays: null, weight: 3 },
  { destination: 'https://www.example-lending.in/emi-calculator', utm: 'youtube', campaign: 'emi-tools', ageDays: 4, ttlDays: 30, weight: 2 },
] as const;

const COUNTRIES = [
  ['IN', 70],
  ['US', 8],
  ['AE', 6],
  ['GB', 5],
  ['SG', 4],
  ['CA', 2],
  ['unknown', 5],
] as const;
const REFERRERS = [
  [null, 30],
  ['https://www.google.com/', 20],
  ['https://l.facebook.com/', 12],
  ['https://t.co/', 8],
  ['https://www.linkedin.com/', 8],
  ['https://mail.google.com/', 10],
  ['https://web.whatsapp.com/', 12],
] as const;
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
];
const TOTAL_CLICKS = 420;

/**
 * A dozen campaign links of the administrator (some expired, some never
 * expiring) with a few hundred clicks over the last 30 days, and two partner
 * API keys. The keys are random and stored only as hashes: nobody knows them,
 * they are there to fill the table.
 */
export async function seedDemoShortener(db: Database, log: FastifyBaseLogger, adminId: string) {
  const [existing] = await db.select({ n: count() }).from(shortUrls);
  if ((existing?.n ?? 0) > 0) return;

  const random = seededRandom(7);
  const now = Date.now();
  const shortId = () => Array.from({ length: 7 }, () => BASE62[Math.floor(random() * 62)]).join('');

  await db.transaction(async (tx) => {
    const keys = await tx
      .insert(apiKeys)
      .values(
        [
          { label: 'Partner portal', business_id: 'BIZ-PARTNER-01', scopes: ['short.create', 'short.read'], quota: 1000, quota_window_days: 30, usage: 212 },
          { label: 'Analytics export', business_id: 'BIZ-ANALYTICS', scopes: ['analytics.read'], quota: 100, quota_window_days: 7, usage: 37 },
        ].map((k, i) => {
          const plainKey = `lbo_${randomBytes(32).toString('base64url')}`;
          return {
            label: k.label,
            business_id: k.business_id,
            scopes: k.scopes,
            key_prefix: plainKey.slice(0, 12),
            key_hash: sha256(plainKey),
            quota: k.quota,
            quota_window_days: k.quota_window_days,
            usage_count: k.usage,
            window_count: Math.min(k.usage, k.quota),
            window_started_at: new Date(now - (i + 2) * DAY),
            owner_id: adminId,
            created_at: new Date(now - (25 - i * 10) * DAY),
          };
        }),
      )
      .returning({ id: apiKeys.id });

    const links = await tx
      .insert(shortUrls)
      .values(
        LINKS.map((l, i) => {
          const createdAt = new Date(now - l.ageDays * DAY - i * 3600_000);
          return {
            short_id: shortId(),
            destination: l.destination,
            owner_id: adminId,
            // The partner key created one of them.
            api_key_id: i === 8 ? keys[0]!.id : null,
            meta: { utm_source: l.utm, campaign_id: l.campaign },
            campaign_id: l.campaign,
            expires_at: l.ttlDays === null ? null : new Date(createdAt.getTime() + l.ttlDays * DAY),
            ttl_seconds: l.ttlDays === null ? null : l.ttlDays * 24 * 3600,
            preferred_length: null,
            created_at: createdAt,
          };
        }),
      )
      .returning({ id: shortUrls.id, createdAt: shortUrls.created_at, expiresAt: shortUrls.expires_at });

    // Clicks fall in the last 30 days, after the link was made and before it expired.
    const rows: (typeof clicks.$inferInsert)[] = [];
    const windowStart = now - 30 * DAY;
    for (let n = 0; n < TOTAL_CLICKS; n++) {
      const index = pick(
        random,
        LINKS.map((l, i) => [i, l.weight] as const),
      );
      const link = links[index]!;
      const from = Math.max(windowStart, link.createdAt.getTime());
      const to = Math.min(now, link.expiresAt?.getTime() ?? now);
      if (to <= from) continue;
      rows.push({
        short_url_id: link.id,
        clicked_at: new Date(from + random() * (to - from)),
        country: pick(random, COUNTRIES),
        referrer: pick(random, REFERRERS),
        user_agent: USER_AGENTS[Math.floor(random() * USER_AGENTS.length)]!,
      });
    }
    await tx.insert(clicks).values(rows);
    // Counters match the click rows exactly.
    await tx.execute(sql`update ${shortUrls} set clicks = (select count(*) from ${clicks} where ${clicks.short_url_id} = ${shortUrls.id})`);
    log.info(`Demo short links: ${links.length} links, ${rows.length} clicks, ${keys.length} API keys`);
  });
}
