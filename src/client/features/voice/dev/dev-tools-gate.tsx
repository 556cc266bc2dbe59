import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useConfig } from '../../public-config/index.ts';

/** Developer pages exist only when the server runs with DEV_TOOLS (DECISIONS §4); otherwise the 404 page. */
export function DevToolsGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const config = useConfig();
  if (config.isLoading) return <PageLoader />;
  if (!config.data?.devTools) return fallback;
  return children;
}
