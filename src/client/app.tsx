import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { useScrollToTop } from './lib/use-scroll-to-top.ts';
import { PageLoader } from './components/ui/page-loader.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { toast } from './components/ui/toast-store.ts';
import { useUser } from './features/auth/get-user.ts';
import { CrisisDialogProvider, useCrisisDialog } from './features/crisis/crisis-context.tsx';
import { RequireSignIn } from './features/layout/require-sign-in.tsx';
import { useConfig } from './features/public-config/get-config.ts';
import { LandingPage } from './features/landing/landing-page.tsx';
import { PageFrame } from './features/layout/page-frame.tsx';
import { useCreateSession } from './features/therapy/create-session.ts';
import { ApiError } from './lib/api.ts';
import { queryClient } from './lib/query-client.ts';

// Everything but the landing page loads on demand, keeping the first visit's JavaScript small (DECISIONS §7).
const HomePage = lazy(() => import('./features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const RecentSessions = lazy(() =>
  import('./features/therapy/recent-sessions.tsx').then((m) => ({ default: m.RecentSessions })),
);
// Lazy like the home page it sits on, so the landing page's bundle does not carry it.
const IncognitoToggle = lazy(() =>
  import('./features/therapy/incognito-toggle.tsx').then((m) => ({ default: m.IncognitoToggle })),
);
const CheckInDueCard = lazy(() =>
  import('./features/check-ins/check-in-due-card.tsx').then((m) => ({ default: m.CheckInDueCard })),
);
const CheckInPage = lazy(() =>
  import('./features/check-ins/check-in-page.tsx').then((m) => ({ default: m.CheckInPage })),
);
const SafetyPlanPage = lazy(() =>
  import('./features/safety-plan/safety-plan-page.tsx').then((m) => ({ default: m.SafetyPlanPage })),
);
const OpeningMood = lazy(() =>
  import('./features/progress/mood-prompts.tsx').then((m) => ({ default: m.OpeningMood })),
);
const ClosingMood = lazy(() =>
  import('./features/progress/mood-prompts.tsx').then((m) => ({ default: m.ClosingMood })),
);
const GpSummaryPage = lazy(() =>
  import('./features/progress/gp-summary-page.tsx').then((m) => ({ default: m.GpSummaryPage })),
);
const ChatPage = lazy(() => import('./features/therapy/chat-page.tsx').then((m) => ({ default: m.ChatPage })));
const DocumentsPage = lazy(() =>
  import('./features/therapy/documents-page.tsx').then((m) => ({ default: m.DocumentsPage })),
);
const MemoryPage = lazy(() => import('./features/memory/memory-page.tsx').then((m) => ({ default: m.MemoryPage })));
const TranscriptPage = lazy(() =>
  import('./features/therapy/transcript-page.tsx').then((m) => ({ default: m.TranscriptPage })),
);
const PricingPage = lazy(() => import('./features/pricing/pricing-page.tsx').then((m) => ({ default: m.PricingPage })));
const ProgressPage = lazy(() =>
  import('./features/progress/progress-page.tsx').then((m) => ({ default: m.ProgressPage })),
);
const TermsPage = lazy(() => import('./features/terms/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const WhyAiPage = lazy(() => import('./features/why-ai/why-ai-page.tsx').then((m) => ({ default: m.WhyAiPage })));
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const SignInPage = lazy(() => import('./features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const VoiceTherapyPage = lazy(() => import('./features/voice/therapy/voice-therapy-page.tsx'));
const TherapySummaryPage = lazy(() => import('./features/voice/summary/therapy-summary-page.tsx'));
const VoiceCallPage = lazy(() => import('./features/voice/call/voice-call-page.tsx'));
const DevToolsGate = lazy(() =>
  import('./features/voice/dev/dev-tools-gate.tsx').then((m) => ({ default: m.DevToolsGate })),
);
const VoiceTherapyTestPage = lazy(() => import('./features/voice/dev/voice-therapy-test-page.tsx'));
const SessionTestPage = lazy(() => import('./features/voice/dev/session-test-page.tsx'));
const TrialTesterPage = lazy(() => import('./features/voice/dev/trial-tester-page.tsx'));
const TrialDemoPage = lazy(() => import('./features/voice/dev/trial-demo-page.tsx'));
const SubscribePage = lazy(() =>
  import('./features/billing/subscribe-page.tsx').then((m) => ({ default: m.SubscribePage })),
);
const AccountPage = lazy(() => import('./features/account/account-page.tsx').then((m) => ({ default: m.AccountPage })));
const AccountDeletedPage = lazy(() =>
  import('./features/account/account-deleted-page.tsx').then((m) => ({ default: m.AccountDeletedPage })),
);
const BillingSections = lazy(() =>
  import('./features/billing/billing-sections.tsx').then((m) => ({ default: m.BillingSections })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const PayPalTestPage = lazy(() => import('./features/billing/paypal-test-page.tsx'));
const VideoLauncherPage = lazy(() => import('./features/video/launcher-page.tsx'));
const AvatarPage = lazy(() => import('./features/video/avatar-page.tsx'));
const TavusTestPage = lazy(() => import('./features/video/tavus-test-page.tsx'));
const StartVideoButton = lazy(() =>
  import('./features/video/start-video-button.tsx').then((m) => ({ default: m.StartVideoButton })),
);
const voiceDevPages = {
  '/voice-therapy-test': VoiceTherapyTestPage,
  '/session-test': SessionTestPage,
  '/trial-tester': TrialTesterPage,
  '/trial-demo': TrialDemoPage,
  '/paypal-test': PayPalTestPage,
  '/tavus-test': TavusTestPage,
};

function HomeRoute() {
  const startSession = useCreateSession();
  const config = useConfig();
  const [incognito, setIncognito] = useState(false);
  const onStartSession = () =>
    startSession.mutate(incognito ? { incognito } : undefined, {
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return; // the hook redirects
        toast({
          title: "Couldn't start a session",
          description: error instanceof ApiError ? error.userMessage : 'Please try again.',
          variant: 'destructive',
        });
      },
    });
  return (
    <HomePage
      recentSessions={<RecentSessions />}
      checkIn={<CheckInDueCard />}
      onStartSession={onStartSession}
      startingSession={startSession.isPending}
      startVideo={<StartVideoButton demo={!config.data?.features.video} />}
      startOptions={
        <Suspense fallback={null}>
          <IncognitoToggle checked={incognito} onCheckedChange={setIncognito} />
        </Suspense>
      }
    />
  );
}

/** Spec §2: /chat without a session id goes home; the safety layer's urgent replies open the crisis dialog. */
function ChatRoute() {
  const { id } = useParams<{ id?: string }>();
  const { openCrisisDialog } = useCrisisDialog();
  const config = useConfig();
  // Set while the closing mood question is open: calling it lets the session end.
  const [closing, setClosing] = useState<(() => void) | null>(null);
  if (!id) return <Redirect to="/" />;
  return (
    <>
      <ChatPage
        sessionId={id}
        therapistName={config.data?.therapistName ?? 'Your therapist'}
        onUrgent={openCrisisDialog}
        banner={
          <Suspense fallback={null}>
            <OpeningMood sessionId={id} />
          </Suspense>
        }
        beforeEnd={() => new Promise<void>((resolve) => setClosing(() => resolve))}
      />
      {closing && (
        <Suspense fallback={null}>
          <ClosingMood
            sessionId={id}
            onDone={() => {
              closing();
              setClosing(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Spec §2: the landing page for visitors (and while sign-in status loads), home once signed in. */
function RootRoute() {
  const { isLoading, isSignedIn } = useUser();
  if (isLoading || !isSignedIn) return <LandingPage />;
  return (
    <PageFrame>
      <HomeRoute />
    </PageFrame>
  );
}

function AppRoutes() {
  useScrollToTop();
  return (
    <Switch>
      <Route path="/" component={RootRoute} />

      {/* Public pages, and signed-in pages inside the page frame (spec §2). */}
      <Route path="/terms">
        <PageFrame>
          <TermsPage />
        </PageFrame>
      </Route>
      <Route path="/sign-in">
        <PageFrame>
          <SignInPage />
        </PageFrame>
      </Route>
      <Route path="/account-deleted">
        <PageFrame>
          <AccountDeletedPage />
        </PageFrame>
      </Route>
      <Route path="/forgot-password">
        <PageFrame>
          <ForgotPasswordPage />
        </PageFrame>
      </Route>
      <Route path="/reset-password">
        <PageFrame>
          <ResetPasswordPage />
        </PageFrame>
      </Route>
      <Route path="/why-ai">
        <PageFrame>
          <WhyAiPage />
        </PageFrame>
      </Route>

      <Route path="/chat/:id?">
        <PageFrame>
          <RequireSignIn>
            <ChatRoute />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/memory">
        <PageFrame>
          <RequireSignIn>
            <MemoryPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/documents/:sessionId">
        <PageFrame>
          <RequireSignIn>
            <TranscriptPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/documents">
        <PageFrame>
          <RequireSignIn>
            <DocumentsPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/pricing">
        <PageFrame>
          <RequireSignIn>
            <PricingPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/subscribe">
        <PageFrame>
          <SubscribePage />
        </PageFrame>
      </Route>
      <Route path="/account">
        <PageFrame>
          <RequireSignIn>
            <AccountPage billing={<BillingSections />} />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/check-in/:instrument?">
        <PageFrame>
          <RequireSignIn>
            <CheckInPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/safety-plan">
        <PageFrame>
          <RequireSignIn>
            <SafetyPlanPage />
          </RequireSignIn>
        </PageFrame>
      </Route>
      <Route path="/summary">
        <PageFrame>
          <RequireSignIn>
            <ProgressPage />
          </RequireSignIn>
        </PageFrame>
      </Route>

      <Route path="/voice-therapy">
        <PageFrame>
          <VoiceTherapyPage />
        </PageFrame>
      </Route>
      <Route path="/therapy-summary">
        <PageFrame>
          <TherapySummaryPage />
        </PageFrame>
      </Route>
      {Object.entries(voiceDevPages).map(([path, DevPage]) => (
        <Route key={path} path={path}>
          <PageFrame>
            <DevToolsGate fallback={<NotFoundPage />}>
              <DevPage />
            </DevToolsGate>
          </PageFrame>
        </Route>
      ))}

      {/* Full-screen pages (no frame) go here. */}
      <Route path="/tavus/:sessionId">
        <RequireSignIn>
          <Suspense fallback={<PageLoader />}>
            <VideoLauncherPage />
          </Suspense>
        </RequireSignIn>
      </Route>
      <Route path="/video-avatar/:id">
        <RequireSignIn>
          <Suspense fallback={<PageLoader />}>
            <AvatarPage />
          </Suspense>
        </RequireSignIn>
      </Route>
      <Route path="/summary/print">
        <Suspense fallback={<PageLoader />}>
          <RequireSignIn>
            <GpSummaryPage />
          </RequireSignIn>
        </Suspense>
      </Route>
      {['/voice/:id?', '/voice-test/:id?'].map((path) => (
        <Route key={path} path={path}>
          <Suspense fallback={<PageLoader />}>
            <VoiceCallPage />
          </Suspense>
        </Route>
      ))}

      <Route>
        <PageFrame>
          <NotFoundPage />
        </PageFrame>
      </Route>
    </Switch>
  );
}

/** The crisis dialog links to the safety plan for someone signed in (the plan belongs to an account). */
function CrisisSupport({ children }: { children: ReactNode }) {
  const { isSignedIn } = useUser();
  return <CrisisDialogProvider showSafetyPlan={isSignedIn}>{children}</CrisisDialogProvider>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <CrisisSupport>
        <AppRoutes />
        <Toaster />
      </CrisisSupport>
    </QueryClientProvider>
  );
}
