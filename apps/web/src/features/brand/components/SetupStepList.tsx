import { SETUP_STEPS } from '@expertos/domain/setup-steps';
import { Badge, Box, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface SetupStepListProps {
  projectSlug: string;
  /** The page shown now; it may be a settings page that is not a step (google-drive). */
  current: string;
  label: string;
}

/**
 * The brand setup steps in order (docs/product.md#brand-profile), each a link, the current one
 * marked.
 */
export function SetupStepList({ projectSlug, current, label }: SetupStepListProps) {
  return (
    <Box component="nav" aria-label={label}>
      <Group component="ol" gap={6} wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {SETUP_STEPS.map((step, index) => {
          const active = step.key === current;
          return (
            <li key={step.key}>
              <UnstyledButton
                component={Link}
                to={paths.brandSettings(projectSlug, step.key)}
                aria-current={active ? 'step' : undefined}
              >
                <Badge
                  size="lg"
                  radius="sm"
                  variant={active ? 'filled' : 'light'}
                  color={active ? 'brand' : 'gray'}
                  tt="none"
                  fw={active ? 700 : 500}
                  leftSection={<span aria-hidden>{index + 1}</span>}
                  style={{ cursor: 'pointer' }}
                >
                  {step.label}
                </Badge>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
