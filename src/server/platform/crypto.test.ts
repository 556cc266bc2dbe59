import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, FieldCipher, generateKeyring, loadOrCreateKeyFile, parseKeyring } from './crypto.ts';

const key = () => randomBytes(32).toString('base64');

describe('FieldCipher', () => {
  const cipher = new FieldCipher(generateKeyring());

  it('round-trips text and never stores it in the clear', () => {
    const secret = 'I have not slept properly in weeks';
    const envelope = cipher.encrypt(secret, 'messages:m1');
    expect(envelope).not.toContain('slept');
    expect(envelope.startsWith('v1.test.')).toBe(true);
    expect(cipher.decrypt(envelope, 'messages:m1')).toBe(secret);
  });

  it('uses a fresh nonce for every record', () => {
    expect(cipher.encrypt('same', 'a')).not.toBe(cipher.encrypt('same', 'a'));
  });

  it('detects tampering with the ciphertext, the nonce or the tag', () => {
    const envelope = cipher.encrypt('hello there', 'messages:m1');
    const parts = envelope.split('.');
    for (const i of [2, 3, 4]) {
      const bytes = Buffer.from(parts[i]!, 'base64url');
      bytes[0]! ^= 1;
      const tampered = [...parts];
      tampered[i] = bytes.toString('base64url');
      expect(() => cipher.decrypt(tampered.join('.'), 'messages:m1')).toThrow(DecryptionError);
    }
  });

  it('refuses a value moved to another record', () => {
    const envelope = cipher.encrypt('hello', 'messages:m1');
    expect(() => cipher.decrypt(envelope, 'messages:m2')).toThrow(DecryptionError);
  });

  it('refuses the wrong key and unknown key ids', () => {
    const other = new FieldCipher(generateKeyring());
    const envelope = cipher.encrypt('hello', 'x');
    expect(() => other.decrypt(envelope, 'x')).toThrow(DecryptionError);
    const elsewhere = new FieldCipher(parseKeyring(`k9:${key()}`));
    expect(() => elsewhere.decrypt(envelope, 'x')).toThrow(/unknown key id/);
    expect(() => cipher.decrypt('plain text', 'x')).toThrow(DecryptionError);
  });

  it('rotates: new writes use the first key, old values still read and are flagged', () => {
    const oldKey = key();
    const before = new FieldCipher(parseKeyring(`k1:${oldKey}`));
    const oldEnvelope = before.encrypt('written last year', 'r');
    const after = new FieldCipher(parseKeyring(`k2:${key()},k1:${oldKey}`));
    expect(after.decrypt(oldEnvelope, 'r')).toBe('written last year');
    expect(after.needsRotation(oldEnvelope)).toBe(true);
    const fresh = after.encrypt('today', 'r');
    expect(fresh.split('.')[1]).toBe('k2');
    expect(after.needsRotation(fresh)).toBe(false);
  });

  it('rejects malformed key specifications with a clear message', () => {
    expect(() => parseKeyring('')).toThrow(/no key/);
    expect(() => parseKeyring('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeyring('nocolon')).toThrow(/keyId:base64Key/);
    const k = key();
    expect(() => parseKeyring(`a:${k},a:${k}`)).toThrow(/twice/);
  });
});

describe('key file (embedded default)', () => {
  it('is created once with mode 0600 and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-key-'));
    const first = loadOrCreateKeyFile(dir);
    const mode = fs.statSync(path.join(dir, 'encryption.key')).mode & 0o777;
    expect(mode).toBe(0o600);
    const second = loadOrCreateKeyFile(dir);
    expect(second.currentKeyId).toBe(first.currentKeyId);
    const envelope = new FieldCipher(first).encrypt('x', 'y');
    expect(new FieldCipher(second).decrypt(envelope, 'y')).toBe('x');
    fs.rmSync(dir, { recursive: true });
  });
});
