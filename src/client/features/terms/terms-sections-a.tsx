import { helplines } from '../../../shared/helplines.ts';
import { VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import type { TermsSection } from './terms-section.ts';

const termsCrisisLines = [
  helplines.emergency,
  helplines.lifeline,
  helplines.beyondblue,
  helplines.suicidecallback,
  helplines.kidshelpline,
];

export const termsSectionsA: TermsSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Solace about your use of the Solace website and services. By
          using Solace, including the free voice trial, you agree to them. If you do not agree, please do not use
          Solace.
        </p>
        <p>
          Solace is designed for adults. You must be 18 or older to create an account or subscribe. If you are younger,
          please talk with a trusted adult, and remember Kids Helpline is there for you any time on{' '}
          {helplines.kidshelpline.phone}.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description of the service',
    body: (
      <>
        <p>
          Solace provides AI-led emotional and mental-health support. You can talk by voice (push-to-talk messages or a
          real-time call), chat by text, and, where offered, join an AI video session. After a session you can receive a
          summary with suggested next steps, and review your history and progress.
        </p>
        <p>
          The free voice trial starts when you accept these terms for it. It lasts {VOICE_TRIAL.days} days, with up to{' '}
          {VOICE_TRIAL.minutesPerDay} minutes a day. A day ends at midnight in your time zone (Australia/Sydney unless
          you tell us otherwise). Anonymous voice therapy needs no account.
        </p>
      </>
    ),
  },
  {
    id: 'ai-limits',
    title: 'Limits of AI support',
    body: (
      <>
        <p>
          Your Solace therapist is an artificial intelligence. It is not a person, and it is not a registered
          psychologist, counsellor, doctor or other health professional. It cannot diagnose a condition, prescribe
          treatment or medication, or reliably assess risk.
        </p>
        <p>
          AI can misunderstand you, and it can be wrong. It knows only what you share with it. No person watches your
          conversations as they happen, and Solace cannot send help to you. Please use your own judgement, and check
          anything important with a qualified professional.
        </p>
      </>
    ),
  },
  {
    id: 'crisis',
    title: 'Crisis support',
    body: (
      <>
        <p>
          Solace is not for crisis use. If you are thinking about suicide or self-harm, are in danger, or are worried
          about someone else, please contact one of these services now. They are free and available 24 hours a day, 7
          days a week:
        </p>
        <ul>
          {termsCrisisLines.map((line) => (
            <li key={line.id}>
              <strong>{line.name}</strong>: <a href={`tel:${line.tel}`}>{line.phone}</a> (
              {line.description.toLowerCase()})
            </li>
          ))}
        </ul>
        <p>
          When something you say suggests you may be at urgent risk, Solace shows these lines straight away and records
          that it did so, without storing any extra content. The Crisis Support button on every screen lists them too.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Subscription and billing',
    body: (
      <>
        <p>
          After the free trial, voice therapy costs {formatAud(VOICE_PLAN.priceAud)} AUD a month. Video therapy, where
          available, costs {formatAud(VIDEO_PLAN.priceAud)} AUD a month and includes {VIDEO_PLAN.minutesPerMonth}{' '}
          minutes each month; unused minutes do not roll over. Prices are in Australian dollars.
        </p>
        <p>
          Subscriptions renew automatically each month until you cancel. You can cancel at any time; your plan then
          stays active until the end of the period you have paid for. Payments are processed by our payment provider,
          and Solace never sees or stores your card details. Your minutes are measured by our servers.
        </p>
        <p>
          Nothing in these terms limits your rights under the Australian Consumer Law, including to a remedy for a major
          failure.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and data security',
    body: (
      <>
        <p>
          We handle your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.
          Your conversations, transcripts, summaries and documents are encrypted at rest with AES-256. They are
          accessible only to you, and every access to them is recorded in an audit log. We do not sell your information.
        </p>
        <p>
          To reply to you, transcribe speech or produce speech, Solace may send the content of a conversation turn to an
          AI service provider acting for us, which may process it outside Australia. Crisis checks run on our own
          servers first.
        </p>
        <p>You can export all of your data, or delete your account and your data, at any time.</p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your responsibilities',
    body: (
      <ul>
        <li>Give accurate details when you create an account, and keep your password private.</li>
        <li>Use Solace for your own support, not to record or discuss other people without their consent.</li>
        <li>Do not misuse the service, try to get around its limits, or use it for anything unlawful.</li>
        <li>Seek help from a health professional or emergency service when you need it.</li>
      </ul>
    ),
  },
];
