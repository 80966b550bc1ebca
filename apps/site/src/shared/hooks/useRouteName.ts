import { isRouteName, type RouteName } from '@community/contracts';
import { useMatches } from 'react-router-dom';

/** The name of the route table entry being shown (the deepest match whose id is a route name), or null for not-found. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const id = matches[i]?.id;
    if (id !== undefined && isRouteName(id)) return id;
  }
  return null;
}
