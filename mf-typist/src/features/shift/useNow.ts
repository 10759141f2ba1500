import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time, moved on every minute, so a shift that starts while the page is open shows it. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
