const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/flac': 'flac',
};

/** Transcription services pick the decoder from the file name, so it must match the bytes. */
export function audioFileName(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  const ext = EXTENSIONS[base];
  if (!ext) throw new TypeError(`Unsupported audio type '${base}': send WebM/Opus, Ogg, WAV, MP3, M4A or FLAC`);
  return `audio.${ext}`;
}

/** Recognises a recording from its first bytes (the push-to-talk socket sends bare binary). */
export function sniffAudioMime(bytes: Uint8Array): string | undefined {
  const at = (i: number) => bytes[i];
  if (bytes.length < 12) return undefined;
  if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) return 'audio/webm';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, 12).toString('latin1');
  if (head.startsWith('OggS')) return 'audio/ogg';
  if (head.startsWith('RIFF') && head.slice(8) === 'WAVE') return 'audio/wav';
  if (head.startsWith('fLaC')) return 'audio/flac';
  if (head.slice(4, 8) === 'ftyp') return 'audio/mp4';
  if (head.startsWith('ID3') || (at(0) === 0xff && (at(1)! & 0xe0) === 0xe0)) return 'audio/mpeg';
  return undefined;
}
