import type { TermsSection } from './terms-section.ts';

export const termsSectionsB: TermsSection[] = [
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <>
        <p>
          What you say and write in Solace remains yours. You allow us to process it only to provide the service to you,
          for example to reply, to create your summaries and to keep your history.
        </p>
        <p>
          The Solace software, design, name and materials belong to Solace or its licensors. Your session summaries are
          for your own personal use, and you are welcome to share them with your doctor or therapist.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          Some guarantees under the Australian Consumer Law cannot be excluded, and these terms do not try to. To the
          extent the law allows, Solace is not liable for indirect or consequential loss, or for decisions you make
          based on what the AI says.
        </p>
        <p>
          To the extent the law allows, our total liability to you is limited to the amount you paid Solace in the 12
          months before the event that gave rise to the claim.
        </p>
      </>
    ),
  },
  {
    id: 'medical',
    title: 'Medical disclaimer',
    body: (
      <>
        <p>
          Information from Solace is general in nature and is not medical, psychological or psychiatric advice. Using
          Solace does not create a relationship with a health professional.
        </p>
        <p>
          Please do not start, stop or change any treatment or medication because of something Solace says. Your GP can
          help, including with a Mental Health Treatment Plan, which gives Medicare rebates for sessions with a
          psychologist or other mental health professional.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You can stop using Solace at any time, and you can delete your account and data whenever you choose. We may
          suspend or close an account that breaks these terms or puts others at risk, and we will tell you why unless
          the law prevents us.
        </p>
        <p>
          When you delete your account we delete your conversations and personal information, except records we must
          keep by law or for security, such as billing records and the access log, which hold no conversation content.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Solace changes. The date at the top of this page shows the latest version. If a
        change significantly affects you, we will ask you to accept the new terms before you start another trial or
        plan.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of Australia and of the state or territory where you live. You and Solace
        submit to the non-exclusive jurisdiction of the courts there.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          If you have a question or a complaint about these terms or your privacy, please contact the Solace team
          through this website, and we will respond as soon as we can.
        </p>
        <p>
          If you are not satisfied with how we handle a privacy complaint, you can contact the Office of the Australian
          Information Commissioner at{' '}
          <a href="https://www.oaic.gov.au" target="_blank" rel="noopener noreferrer">
            oaic.gov.au
          </a>
          .
        </p>
      </>
    ),
  },
];
