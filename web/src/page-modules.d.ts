/** The page table's modules by name (web/page-modules.ts generates it). */
declare module 'virtual:page-modules' {
  import type { ComponentType } from 'react';

  // biome-ignore lint/suspicious/noExplicitAny: a page takes the props its table row names
  export const PAGE_MODULES: Record<string, () => Promise<{ default: ComponentType<any> }>>;
}
