import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms`: typing a number or dragging a slider asks the server once, at the end. */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
