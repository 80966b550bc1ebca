import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore } from 'react-admin';
import type { StaffDataProvider, StaffVariant } from '../providers/dataProvider';

/** react-admin store key of the brand chosen in the app bar; `ALL_BRANDS` means no brand filter. */
export const VARIANT_STORE_KEY = 'staff.variant';
export const ALL_BRANDS = '';

/** The brand chosen in the app bar (`''` for all brands) and its setter. */
export function useCurrentVariant(): [string, (variant: string) => void] {
  const [variant, setVariant] = useStore<string>(VARIANT_STORE_KEY, ALL_BRANDS);
  return [variant, (next: string) => setVariant(next)];
}

/**
 * The fixed filter of a list whose records carry a `variant`: the brand chosen in the app bar, none for all brands
 * (it narrows the API's own scope for the staff member, never widens it).
 */
export function useBrandFilter(): { variant: string } | undefined {
  const [variant] = useCurrentVariant();
  return variant === ALL_BRANDS ? undefined : { variant };
}

/** The filter a list applies for the chosen brand: none for all brands. */
export function variantFilter(variant: string): { homeVariant: string } | undefined {
  return variant === ALL_BRANDS ? undefined : { homeVariant: variant };
}

/** `GET /api/staff/variants`, shared by the switcher and the members filter (cached for 10 minutes). */
export function useVariants(): { variants: StaffVariant[]; isPending: boolean; isError: boolean } {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['staff', 'variants'],
    queryFn: () => dataProvider.getVariants(),
    staleTime: 10 * 60_000,
  });
  return { variants: data ?? [], isPending, isError };
}
