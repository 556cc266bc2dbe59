/** Spec §3 voice transcript entry; audioUrl is an object URL owned by the page that made it. */
export interface TranscriptEntry {
  id: string;
  type: 'user' | 'therapist';
  text: string;
  timestamp: string;
  audioUrl?: string;
  /** Seconds of the recording or reply audio, when known. */
  duration?: number;
  isPlaying?: boolean;
  /** A recording sent to the server whose words have not come back yet. */
  pending?: boolean;
  /** The reply offers the person's safety plan: a button to it shows beneath. */
  offerSafetyPlan?: boolean;
}

let counter = 0;
export const newEntryId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;
