import type { ReactNode } from 'react';
import { AuthIllustration, BrandLine } from './auth-illustration';

/** Split screen: illustration on the left from medium screens up, the form column (≤ 460 px) on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full bg-white dark:bg-slate-950">
      <aside className="hidden md:block md:w-1/2 lg:w-[55%]">
        <AuthIllustration />
      </aside>
      <main className="flex flex-1 items-center justify-center px-5 py-10 sm:px-8">
        <div className="w-full max-w-[460px]">
          <BrandLine tone="plain" />
          {children}
        </div>
      </main>
    </div>
  );
}
