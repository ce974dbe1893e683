/**
 * Bounded maps kept by recency, on a plain `Map` (whose order is insertion order): what a
 * process keeps per call (statements, tokens, lists, prices) never grows past its capacity.
 */

/** Sets `key` as the most recent entry and drops the oldest ones past `capacity`. */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > capacity) map.delete(map.keys().next().value as K);
}

/** The value of `key`, made the most recent entry. */
export function getRecent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}
