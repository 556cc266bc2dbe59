export * from './identity.ts';
export * from './compliance.ts';
export * from './entitlements.ts';
export * from './therapy.ts';
export * from './voice.ts';
export * from './billing.ts';
export * from './wellbeing.ts';
