import { createContext, useContext, type ReactNode } from 'react';
import type { BootData } from './boot';

const BootContext = createContext<BootData | null>(null);

export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot() needs a <BootProvider>');
  return boot;
}

export const useSite = () => useBoot().site;
