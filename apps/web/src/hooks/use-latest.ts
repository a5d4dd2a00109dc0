import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value: long-lived listeners read it instead of re-subscribing. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
