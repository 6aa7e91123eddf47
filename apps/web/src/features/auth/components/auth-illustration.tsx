import { BadgeCheck, Landmark, ShieldCheck } from 'lucide-react';

const POINTS = [
  { icon: Landmark, text: 'Banks, products and eligibility rules in one place' },
  { icon: BadgeCheck, text: 'Check a customer across every lender in seconds' },
  { icon: ShieldCheck, text: 'Two-step sign-in and per-role permissions' },
];

const BRAND_TONES = {
  /** On the illustration's gradient. */
  onColour: { row: 'gap-3', badge: 'size-10 rounded-xl bg-white/15 ring-1 ring-white/25', name: 'text-lg font-semibold tracking-tight' },
  /** Above the form on small screens, where the illustration is hidden. */
  plain: { row: 'mb-8 gap-2 md:hidden', badge: 'size-9 rounded-lg bg-indigo-600 text-white', name: 'font-semibold text-slate-900 dark:text-white' },
};

/** The product's mark and name. */
export function BrandLine({ tone }: { tone: keyof typeof BRAND_TONES }) {
  const classes = BRAND_TONES[tone];
  return (
    <div className={`flex items-center ${classes.row}`}>
      <span className={`flex items-center justify-center ${classes.badge}`}>
        <Landmark className="size-5" aria-hidden="true" />
      </span>
      <span className={classes.name}>Loan Back Office</span>
    </div>
  );
}

/** The left half of the sign-in screens: drawn inline, nothing fetched from elsewhere. */
export function AuthIllustration() {
  return (
    <div className="relative flex h-full flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-10 text-white lg:p-14">
      <BrandLine tone="onColour" />

      <svg viewBox="0 0 400 260" className="mx-auto my-10 w-full max-w-md drop-shadow-2xl" aria-hidden="true">
        <rect x="20" y="20" width="360" height="220" rx="18" fill="white" fillOpacity="0.1" stroke="white" strokeOpacity="0.25" />
        <rect x="44" y="46" width="120" height="12" rx="6" fill="white" fillOpacity="0.7" />
        <rect x="44" y="68" width="80" height="8" rx="4" fill="white" fillOpacity="0.35" />
        <rect x="260" y="44" width="96" height="34" rx="10" fill="#34d399" fillOpacity="0.9" />
        <text x="308" y="66" textAnchor="middle" fontSize="13" fontWeight="700" fill="#064e3b">
          ELIGIBLE
        </text>
        {[
          [60, 150],
          [100, 120],
          [140, 170],
          [180, 100],
          [220, 130],
          [260, 90],
          [300, 110],
          [340, 70],
        ].map(([x, h]) => (
          <rect key={x} x={x} y={220 - (h ?? 0)} width="24" height={h} rx="5" fill="white" fillOpacity={(x ?? 0) > 250 ? 0.85 : 0.4} />
        ))}
        <polyline
          points="72,78 112,108 152,58 192,128 232,98 272,138 312,118 352,158"
          transform="translate(0 50) scale(1 0.6)"
          fill="none"
          stroke="#a5b4fc"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>

      <div className="space-y-6">
        <div>
          <h2 className="text-3xl font-semibold tracking-tight">Lending operations, simplified.</h2>
          <p className="mt-2 text-indigo-100">The back office of the loan marketplace.</p>
        </div>
        <ul className="space-y-3">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm text-indigo-50">
              <Icon className="size-4 shrink-0 text-indigo-200" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <div className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-violet-400/20 blur-3xl" />
    </div>
  );
}
