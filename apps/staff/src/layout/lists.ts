import { useMediaQuery, type Theme } from '@mui/material';

/** Below the `md` breakpoint a staff list shows as a SimpleList; from there up, as a table. */
export function useNarrowScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
}

/** A DataTable's `sx`: a table wider than the screen scrolls sideways inside its wrapper, not the whole page. */
export const SCROLLING_TABLE_SX = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;
