import { useTranslation } from 'react-i18next';
import { normalizeRole } from '@/shared/permissions/roles';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

const ROLE_TONE: Record<string, NonNullable<BadgeProps['tone']>> = {
  super_admin: 'ember',
  admin: 'brand',
  manager: 'gold',
  operator: 'neutral',
  customer: 'neutral',
};

/** The person's role as a pill (the legacy aliases "gerente" and "cliente" read as their role). */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation('users');
  const known = normalizeRole(role);
  return <Badge tone={ROLE_TONE[known ?? ''] ?? 'neutral'}>{known ? t(`roles.${known}`) : role}</Badge>;
}

export type StateFlags = { is_suspended: boolean; is_active: boolean; is_verified: boolean };

/**
 * What is out of the ordinary: suspended, deactivated, e-mail not confirmed. A column of states
 * (`ordinary`) also says "Active" for everyone else, so an empty cell never has to be read.
 */
export function StateBadges({
  user,
  className,
  ordinary = false,
}: {
  user: StateFlags;
  className?: string;
  ordinary?: boolean;
}) {
  const { t } = useTranslation('users');
  if (!user.is_suspended && user.is_active && user.is_verified)
    return ordinary ? (
      <Badge tone="leaf" className="whitespace-nowrap">
        {t('badges.active')}
      </Badge>
    ) : null;
  return (
    <span className={className ?? 'flex flex-wrap gap-1.5'}>
      {user.is_suspended && (
        <Badge tone="danger" className="whitespace-nowrap">
          {t('badges.suspended')}
        </Badge>
      )}
      {!user.is_active && (
        <Badge tone="neutral" className="whitespace-nowrap">
          {t('badges.inactive')}
        </Badge>
      )}
      {!user.is_verified && (
        <Badge tone="gold" className="whitespace-nowrap">
          {t('badges.unverified')}
        </Badge>
      )}
    </span>
  );
}
