/** Browser voice processing on (INTEGRATIONS.md): it keeps the therapist's voice out of the mic on speakers. */
export const MIC_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  channelCount: 1,
};

export type MicProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export function micProblem(error: unknown): MicProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

export const micProblemText: Record<MicProblem, string> = {
  denied: 'Solace needs permission to use your microphone. You can allow it in your browser settings, or type instead.',
  missing: "We couldn't find a microphone on this device. You can type instead.",
  unsupported: "This browser can't record audio here. You can type instead.",
  failed: "Your microphone couldn't be started. Check that no other app is using it, or type instead.",
};

export async function openMicrophone(constraints: MediaTrackConstraints = MIC_CONSTRAINTS): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia)
    throw Object.assign(new Error('unsupported'), { micProblem: 'unsupported' as const });
  return navigator.mediaDevices.getUserMedia({ audio: constraints });
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}
