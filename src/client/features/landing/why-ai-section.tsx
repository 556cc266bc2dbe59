import { WhyAiGrid } from '../../components/marketing/why-ai-points.tsx';
import { SectionHeading } from './section-heading.tsx';

export function WhyAiSection() {
  return (
    <section
      id="why-ai-therapy"
      aria-labelledby="why-ai-title"
      className="scroll-mt-20 bg-sand-100/70 px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="why-ai-title" eyebrow="Why AI Therapy" title="Support that fits around your life">
        Not a replacement for a psychologist, but a steady place to start, and to come back to.
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-6xl">
        <WhyAiGrid />
      </div>
    </section>
  );
}
