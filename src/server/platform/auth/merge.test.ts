import { describe, expect, it } from 'vitest';
import { ownerTables } from './merge.ts';

describe('ownerTables', () => {
  it('covers every owner-keyed table and leaves the append-only audit log alone', () => {
    const names = ownerTables.map((t) => t.name);
    for (const table of [
      'terms_acceptances',
      'crisis_events',
      'voice_trials',
      'subscriptions',
      'usage_sessions',
      'therapy_sessions',
      'messages',
      'documents',
    ]) {
      expect(names).toContain(table);
    }
    expect(names).not.toContain('audit_log');
    expect(ownerTables.every((t) => t.ownerColumn.name === 'owner_id')).toBe(true);
  });
});
