import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { ContactForm } from './contact-form';
import './i18n';

/** The contact form with its heading (SPEC §2.7), for the home page's about section and /about. */
export default function ContactSection({
  className,
  headingLevel = 'h2',
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('contact');
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="contact-title"
      className={cn('rounded-[2rem] bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-10', className)}
    >
      <Heading id="contact-title" className="font-display text-2xl text-ink sm:text-3xl">
        {t('title')}
      </Heading>
      <p className="mt-2 text-ink-soft">{t('subtitle')}</p>
      <ContactForm className="mt-6" />
    </section>
  );
}
