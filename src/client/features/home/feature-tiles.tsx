import { Clock, NotebookPen, ShieldCheck } from 'lucide-react';

const tiles = [
  { title: '24/7 Available', text: 'Here whenever you need to talk.', icon: Clock },
  { title: 'Session Summaries', text: 'Key points and next steps after each session.', icon: NotebookPen },
  { title: 'Private & Secure', text: 'Encrypted, and only you can see it.', icon: ShieldCheck },
];

export function FeatureTiles() {
  return (
    <ul aria-label="What Solace offers" className="grid gap-3 sm:grid-cols-3">
      {tiles.map(({ title, text, icon: Icon }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl bg-sand-100 p-4">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-stone-900">{title}</p>
            <p className="text-sm text-stone-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
