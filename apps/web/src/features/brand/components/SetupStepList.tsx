import '@/shared/i18n/parts/brand-settings';
import { GOOGLE_DRIVE_PAGE, SETUP_STEPS, type SetupStepKey } from '@expertos/domain/setup-steps';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandGoogleDrive, IconCheck, IconTemplate } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './SetupStepList.module.css';

export interface SetupStepListProps {
  projectSlug: string;
  /** The page shown now; it may be a settings page that is not a step (google-drive). */
  current: string;
  /** The steps the brand has filled in (`completedSetupSteps`). */
  completed: ReadonlySet<SetupStepKey>;
  label: string;
}

/**
 * The progress rail: every setup step in order (docs/product.md#brand-profile), numbered,
 * the finished ones ticked, the current one marked, each a link; then the Google Drive page,
 * which is a settings page but not a step. A column beside the form on a wide screen, a
 * scrollable row above it on a phone.
 */
export function SetupStepList({ projectSlug, current, completed, label }: SetupStepListProps) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls the current step into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the step changes.
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Box component="nav" aria-label={label} data-print="hide">
      <ol className={classes.list}>
        {SETUP_STEPS.map((step, index) => {
          const active = step.key === current;
          const done = completed.has(step.key);
          return (
            <li key={step.key} className={done ? classes.done : undefined}>
              <Link
                ref={active ? currentRef : undefined}
                className={classes.link}
                to={paths.brandSettings(projectSlug, step.key)}
                aria-current={active ? 'step' : undefined}
                data-done={done || undefined}
              >
                <span className={classes.marker} aria-hidden>
                  {done ? <IconCheck size={14} stroke={3} /> : index + 1}
                </span>
                <span>
                  {t(`ui.brandSettings.stepNames.${step.key}`)}
                  {done && <VisuallyHidden> {t('ui.brandSettings.done')}</VisuallyHidden>}
                </span>
              </Link>
            </li>
          );
        })}
        <li className={classes.extra}>
          <Link
            ref={current === GOOGLE_DRIVE_PAGE ? currentRef : undefined}
            className={classes.link}
            to={paths.brandSettings(projectSlug, GOOGLE_DRIVE_PAGE)}
            aria-current={current === GOOGLE_DRIVE_PAGE ? 'page' : undefined}
          >
            <span className={classes.marker} aria-hidden>
              <IconBrandGoogleDrive size={14} />
            </span>
            <Text span size="sm" inherit>
              {t('ui.brandSettings.googleDrive')}
            </Text>
          </Link>
        </li>
        {/* The brand's ticket templates: a page of their own, kept by the same admins. */}
        <li className={classes.extra}>
          <Link className={classes.link} to={paths.brandTemplates(projectSlug)}>
            <span className={classes.marker} aria-hidden>
              <IconTemplate size={14} />
            </span>
            <Text span size="sm" inherit>
              {t('ui.brandSettings.templates')}
            </Text>
          </Link>
        </li>
      </ol>
    </Box>
  );
}
