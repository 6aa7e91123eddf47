import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@lbo/contracts/limits';
import { readCountdownStart, saveCountdownStart } from '@/lib/auth-storage';

function remainingSeconds(startedAt: number, now: number, seconds: number): number {
  return Math.max(0, Math.min(seconds, seconds - Math.floor((now - startedAt) / 1000)));
}

/**
 * Seconds until "Resend OTP" is allowed. The start time is stored so a reload
 * of the code screen does not reset (or skip) the wait.
 */
export function useResendCountdown(seconds: number = OTP_RESEND_SECONDS): { remaining: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => readCountdownStart() ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingSeconds(startedAt, now, seconds);

  useEffect(() => {
    // The screen opened without a stored start (e.g. storage was cleared): the wait starts now.
    if (readCountdownStart() === null) saveCountdownStart(startedAt);
  }, [startedAt]);

  const ticking = remaining > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const restart = useCallback(() => {
    const at = Date.now();
    saveCountdownStart(at);
    setStartedAt(at);
    setNow(at);
  }, []);

  return { remaining, restart };
}
