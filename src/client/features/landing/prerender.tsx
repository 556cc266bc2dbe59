// Build-time only (vite.config.ts): the landing page as static HTML for index.html, so a visitor
// sees it as soon as the HTML and CSS arrive instead of after the JavaScript has run (DECISIONS §7).
// The app then renders over it with createRoot, so this markup is never hydrated.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { CrisisDialogProvider } from '../crisis/index.ts';
import { LandingPage } from './landing-page.tsx';

export function renderLanding(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/">
        <CrisisDialogProvider>
          <LandingPage />
        </CrisisDialogProvider>
      </Router>
    </QueryClientProvider>,
  );
}
