import { Mic, Play, Plug, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useConfig } from '../../public-config/index.ts';
import { DevPage, Facts, Panel } from './dev-page.tsx';
import { useTestConnection, type TestStatus } from './use-test-connection.ts';

const statusLook: Record<TestStatus, string> = {
  disconnected: 'bg-stone-100 text-stone-800',
  connecting: 'bg-amber-100 text-amber-900',
  connected: 'bg-brand-100 text-brand-900',
};

const yes = (ok: boolean) => (ok ? 'supported' : 'not available');

function audioSupport(): [string, string][] {
  const w = window as unknown as Record<string, unknown>;
  const recorder = typeof MediaRecorder !== 'undefined';
  return [
    ['getUserMedia', yes(Boolean(navigator.mediaDevices?.getUserMedia))],
    [
      'MediaRecorder (webm/opus)',
      recorder ? yes(MediaRecorder.isTypeSupported('audio/webm;codecs=opus')) : 'not available',
    ],
    ['AudioContext', yes(typeof AudioContext !== 'undefined')],
    ['AudioWorklet', yes(typeof AudioWorkletNode !== 'undefined')],
    ['Speech recognition', yes(Boolean(w.SpeechRecognition ?? w.webkitSpeechRecognition))],
    ['Speech synthesis', yes('speechSynthesis' in window)],
    ['WebSocket', yes(typeof WebSocket !== 'undefined')],
  ];
}

/** /voice-therapy-test (spec §2, §4, §8): drives a real call socket and logs every event. */
export default function VoiceTherapyTestPage() {
  const test = useTestConnection();
  const config = useConfig();
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [test.logs.length]);
  const connected = test.status === 'connected';

  return (
    <DevPage
      title="Voice Therapy System Test"
      intro="Opens a real voice session and call socket, sends a test sentence, and plays the reply. Every event is logged below."
    >
      <Panel title="Connection">
        <p className="mb-4 flex items-center gap-2 text-sm text-stone-700">
          Status:
          <span
            data-testid="test-status"
            className={cn('rounded-full px-3 py-1 font-semibold', statusLook[test.status])}
          >
            {test.status}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void test.start()} disabled={test.status !== 'disconnected'}>
            <Play aria-hidden="true" className="size-4" /> Start Test Session
          </Button>
          <Button variant="secondary" onClick={test.testSpeech} disabled={!connected}>
            <Mic aria-hidden="true" className="size-4" /> Test Speech Input
          </Button>
          <Button variant="secondary" onClick={test.disconnect} disabled={!connected}>
            <Plug aria-hidden="true" className="size-4" /> Disconnect
          </Button>
        </div>
      </Panel>
      <Panel
        title="Log"
        actions={
          <Button variant="ghost" size="sm" onClick={test.clear}>
            <Trash2 aria-hidden="true" className="size-4" /> Clear
          </Button>
        }
      >
        <ol
          ref={logRef}
          role="log"
          aria-live="polite"
          className="h-72 overflow-y-auto rounded-2xl bg-stone-950 p-4 font-mono text-[0.8rem] leading-relaxed text-stone-100"
        >
          {test.logs.length === 0 && <li className="text-stone-400">No events yet.</li>}
          {test.logs.map((line) => (
            <li key={line.id} className={cn(line.level === 'error' && 'text-red-300')}>
              <span className="text-stone-500">{line.at}</span> {line.text}
            </li>
          ))}
        </ol>
      </Panel>
      <div className="space-y-6">
        <Panel title="Environment">
          <Facts
            rows={[
              ['Origin', window.location.origin],
              ['Secure context', window.isSecureContext ? 'yes' : 'no (microphone needs HTTPS)'],
              ['Speech to text', config.data?.speech.stt ?? '…'],
              ['Text to speech', config.data?.speech.tts ?? '…'],
              ['Realtime', config.data?.speech.realtime ?? '…'],
              ['User agent', navigator.userAgent],
            ]}
          />
        </Panel>
        <Panel title="Audio support">
          <Facts rows={audioSupport()} />
        </Panel>
      </div>
    </DevPage>
  );
}
