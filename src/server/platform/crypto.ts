import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM field encryption. Envelope: `v1.<keyId>.<nonce>.<ciphertext>.<tag>` (base64url).
 * The associated data binds a ciphertext to its record (e.g. `messages:<id>`), so a value copied
 * into another row or column fails to decrypt instead of leaking across owners.
 */
export interface Keyring {
  currentKeyId: string;
  keys: Map<string, Buffer>;
}

export class DecryptionError extends Error {}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `DATA_ENCRYPTION_KEY` is `id:base64key[,id:base64key…]`; the first is used to encrypt, all decrypt. */
export function parseKeyring(spec: string): Keyring {
  const keys = new Map<string, Buffer>();
  let currentKeyId = '';
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, b64, ...rest] = part.split(':');
    if (!id || !b64 || rest.length || !KEY_ID.test(id)) {
      throw new Error('DATA_ENCRYPTION_KEY: expected "keyId:base64Key[,keyId:base64Key…]"');
    }
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new Error(`DATA_ENCRYPTION_KEY: key "${id}" must be 32 bytes (base64)`);
    if (keys.has(id)) throw new Error(`DATA_ENCRYPTION_KEY: key id "${id}" appears twice`);
    keys.set(id, key);
    currentKeyId ||= id;
  }
  if (!currentKeyId) throw new Error('DATA_ENCRYPTION_KEY: no key given');
  return { currentKeyId, keys };
}

/**
 * The embedded default: a key file created once with mode 0600 in the data folder. It sits beside
 * the ciphertext, so a copy of the folder can read it: production should set DATA_ENCRYPTION_KEY.
 */
export function loadOrCreateKeyFile(dataDir: string): Keyring {
  const file = path.join(dataDir, 'encryption.key');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    const spec = `k${Date.now().toString(36)}:${randomBytes(32).toString('base64')}\n`;
    fs.writeFileSync(file, spec, { mode: 0o600, flag: 'wx' });
  } else if (fs.statSync(file).mode & 0o077) {
    fs.chmodSync(file, 0o600);
  }
  return parseKeyring(fs.readFileSync(file, 'utf8'));
}

export function generateKeyring(): Keyring {
  return parseKeyring(`test:${randomBytes(32).toString('base64')}`);
}

/** AES-256-GCM under one key: `<version>.<keyId>.<nonce>.<ciphertext>.<tag>` (base64url). */
export function sealValue(version: string, keyId: string, key: Buffer, plaintext: string, aad: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, keyId, ...[nonce, ct, cipher.getAuthTag()].map((b) => b.toString('base64url'))].join('.');
}

/** Opens a `sealValue` envelope of this version; `keyFor` finds its key or says why there is none. */
export function openValue(
  version: string,
  envelope: string,
  aad: string,
  keyFor: (keyId: string) => Buffer | string,
): string {
  const [v, keyId, nonce, ct, tag, ...rest] = envelope.split('.');
  if (v !== version || !keyId || nonce === undefined || ct === undefined || !tag || rest.length) {
    throw new DecryptionError('not an encrypted value');
  }
  const key = keyFor(keyId);
  if (typeof key === 'string') throw new DecryptionError(key);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError('value was tampered with or belongs to another record');
  }
}

/** The JSON helpers every content cipher shares. */
export abstract class JsonCipher {
  abstract encrypt(plaintext: string, aad: string): string;
  abstract decrypt(envelope: string, aad: string): string;

  encryptJson(value: unknown, aad: string): string {
    return this.encrypt(JSON.stringify(value), aad);
  }

  decryptJson<T>(envelope: string, aad: string): T {
    return JSON.parse(this.decrypt(envelope, aad)) as T;
  }
}

export class FieldCipher extends JsonCipher {
  constructor(private readonly keyring: Keyring) {
    super();
  }

  encrypt(plaintext: string, aad: string): string {
    const keyId = this.keyring.currentKeyId;
    return sealValue('v1', keyId, this.keyring.keys.get(keyId)!, plaintext, aad);
  }

  decrypt(envelope: string, aad: string): string {
    return openValue('v1', envelope, aad, (keyId) => this.keyring.keys.get(keyId) ?? `unknown key id "${keyId}"`);
  }

  /** True when the value was written under an older key and should be re-encrypted. */
  needsRotation(envelope: string): boolean {
    return envelope.split('.')[1] !== this.keyring.currentKeyId;
  }
}
