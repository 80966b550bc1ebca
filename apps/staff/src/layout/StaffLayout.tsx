import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { VariantSwitcher } from './VariantSwitcher';

const toolbar = (
  <>
    <VariantSwitcher />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

export function StaffAppBar() {
  return <AppBar toolbar={toolbar} />;
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={StaffAppBar}>{children}</Layout>;
}
