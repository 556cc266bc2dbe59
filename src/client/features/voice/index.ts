// For lazily loaded pages of other features only (the video avatar): nothing here is in the main bundle.
export { useRealtimeCall, type CaptionLine, type CallStatus } from './call/use-realtime-call.ts';
export { useCallRecognition } from './call/use-call-recognition.ts';
export { CallFailed } from './call/call-failed.tsx';
export { TextComposer } from './therapy/text-composer.tsx';
export { SafetyPlanLink } from './lib/safety-plan-link.tsx';
