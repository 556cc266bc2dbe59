import { browserResponseDone } from './to-browser.ts';
import { PROVIDER_RESPONSE_CANCEL } from './to-provider.ts';

/**
 * Which provider response is playing, so a cancelled one is silenced at once: events still in
 * flight for it are dropped rather than reaching the browser after the safe reply.
 */
export class ResponseTracker {
  private active: string | undefined;
  private suppressed: string | undefined;
  /** We asked for a response that the provider has not announced yet. */
  private ownPending = false;
  private cancelOwnPending = false;

  constructor(
    private readonly toProvider: (json: string) => void,
    private readonly toBrowser: (json: string) => void,
  ) {}

  /** A reply is playing, or one we asked for has not started yet. */
  get busy(): boolean {
    return this.active !== undefined || this.ownPending;
  }

  expectOwn(): void {
    this.ownPending = true;
    this.cancelOwnPending = false;
  }

  created(id: unknown): void {
    if (typeof id !== 'string') return;
    this.active = id;
    if (this.ownPending && this.cancelOwnPending) this.cancel();
    this.ownPending = false;
    this.cancelOwnPending = false;
  }

  /** Returns whether the done event should reach the browser. */
  done(id: unknown): boolean {
    if (id === this.active) this.active = undefined;
    return !(typeof id === 'string' && id === this.suppressed);
  }

  isSuppressed(responseId: unknown): boolean {
    return this.suppressed !== undefined && responseId === this.suppressed;
  }

  cancel(): boolean {
    if (this.active === undefined) {
      // A reply we asked for but which has not started yet is cancelled as soon as it does.
      if (this.ownPending) this.cancelOwnPending = true;
      return false;
    }
    this.suppressed = this.active;
    this.active = undefined;
    this.toProvider(PROVIDER_RESPONSE_CANCEL);
    this.toBrowser(browserResponseDone('cancelled'));
    return true;
  }
}
