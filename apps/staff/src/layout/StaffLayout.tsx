import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { VariantSwitcher } from './VariantSwitcher';

const toolbar = (
  <>
    <VariantSwitcher />
    {/* The console's language (react-admin's locales menu; the choice is kept in the store). */}
    <LocalesMenuButton />
    {/* On a phone the bar keeps room for the page title; the theme can be changed on a wider screen. */}
    <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
      <ToggleThemeButton />
    </Box>
    <LoadingIndicator />
  </>
);

export function StaffAppBar() {
  return <AppBar toolbar={toolbar} />;
}

/**
 * react-admin's layout is at least as wide as its widest content (`min-width: fit-content`), so one wide table
 * made the whole console, app bar included, scroll sideways. Let the layout keep the window's width and the
 * content column shrink: wide tables scroll inside their own card instead.
 */
const layoutSx = { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } };

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} sx={layoutSx}>
      {children}
    </Layout>
  );
}
