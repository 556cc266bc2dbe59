import type { ReactNode } from 'react';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}
