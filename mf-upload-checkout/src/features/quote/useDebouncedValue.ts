import { useEffect, useState } from 'react';

/** Plain data `value` once it has stayed the same (by content) for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value) as string | undefined;
  useEffect(() => {
    const timer = setTimeout(
      () => setDebounced(key === undefined ? (undefined as T) : (JSON.parse(key) as T)),
      ms,
    );
    return () => clearTimeout(timer);
  }, [key, ms]);
  return debounced;
}
