import { Facebook, Instagram } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The shop's Instagram and Facebook, opening in a new tab; each place gives its own look. */
export function SocialLinks({
  instagram,
  facebook,
  linkClassName,
}: {
  instagram: string;
  facebook: string;
  linkClassName: string;
}) {
  const { t } = useTranslation('layout');
  return (
    <>
      <a
        href={instagram}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('header.instagram')}
        className={linkClassName}
      >
        <Instagram aria-hidden="true" className="size-5" />
      </a>
      <a
        href={facebook}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('header.facebook')}
        className={linkClassName}
      >
        <Facebook aria-hidden="true" className="size-5" />
      </a>
    </>
  );
}
