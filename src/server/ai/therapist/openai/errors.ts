import type { FallbackReason } from '../types.ts';

/** An expected provider failure: the turn falls back to the embedded engine for this reason. */
export class ProviderError extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
