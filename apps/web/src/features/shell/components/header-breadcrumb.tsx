// The header breadcrumb (spec §2.6): built from the path; the first crumb goes back. On phones it sits right above
// the page's own title, so there it leaves out the current page instead of repeating the title (issue 17).
import { Breadcrumbs, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useGoBack } from '@/components/use-go-back.ts';
import { SHELL_COPY } from '../copy.ts';
import { buildBreadcrumb } from '../nav/breadcrumb.ts';
import classes from './header.module.css';

export function HeaderBreadcrumb({ withoutCurrent = false }: { withoutCurrent?: boolean }) {
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const all = buildBreadcrumb(pathname);
  // Without the current page, a lone crumb would be just the way back: it then stays as the back link.
  const crumbs = withoutCurrent ? all.slice(0, -1) : all;
  if (crumbs.length === 0) return null;
  const last = withoutCurrent ? crumbs.length : crumbs.length - 1;
  return (
    <nav aria-label={SHELL_COPY.breadcrumb} data-testid="breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden="true" />} separatorMargin={6}>
        {crumbs.map((crumb, index) => {
          if (index === 0 && (last > 0 || withoutCurrent)) {
            return (
              <UnstyledButton
                key={crumb.path}
                onClick={goBack}
                className={classes.back}
                data-testid="breadcrumb-back"
              >
                <IconArrowLeft size={16} aria-hidden="true" />
                {crumb.label}
              </UnstyledButton>
            );
          }
          return (
            <Text
              key={crumb.path}
              size={index === last ? 'md' : 'sm'}
              fw={index === last ? 700 : 500}
              c={index === last ? 'dark.7' : 'dimmed'}
              aria-current={index === last ? 'page' : undefined}
              truncate
            >
              {crumb.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
