import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './PurposeBar.module.css';

export interface PurposeBarProps {
  label: string;
  posted: number;
  planned: number;
  target: number;
  /** Words under the bar ("2 posted · 3 planned of 4"). */
  summary: string;
  /** What a screen reader says of the bar. */
  description: string;
  /** Shown instead of the target when it is 0: a link to set one. */
  noTarget?: { label: string; to: string };
}

/**
 * A bullet bar: posted (solid) inside planned (light) against the target (a mark). The scale
 * is the larger of the target and the planned count, so going over the target shows.
 */
export function PurposeBar({
  label,
  posted,
  planned,
  target,
  summary,
  description,
  noTarget,
}: PurposeBarProps) {
  const scale = Math.max(target, planned, 1);
  const percent = (n: number) => `${Math.min(100, (n / scale) * 100)}%`;
  const met = target > 0 && posted >= target;
  return (
    <Box>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={met ? 'teal.7' : 'dimmed'} ta="right">
          {summary}
        </Text>
      </Group>
      <div className={classes.track} role="img" aria-label={description}>
        <div className={classes.planned} style={{ width: percent(planned) }} />
        <div className={classes.posted} data-met={met || undefined} style={{ width: percent(posted) }} />
        {target > 0 && (
          // Kept inside the track, so a target at the end of the scale still shows.
          <div className={classes.target} style={{ left: `min(${percent(target)}, calc(100% - 3px))` }} />
        )}
      </div>
      {noTarget && (
        <Anchor component={Link} to={noTarget.to} size="xs" mt={4} display="inline-block">
          {noTarget.label}
        </Anchor>
      )}
    </Box>
  );
}

/** What the bar's parts mean. */
export function PurposeLegend({
  posted,
  planned,
  target,
}: {
  posted: string;
  planned: string;
  target: string;
}) {
  return (
    <Group gap="md" aria-hidden>
      <Text size="xs" c="dimmed">
        <span className={classes.legendPosted} />
        {posted}
      </Text>
      <Text size="xs" c="dimmed">
        <span className={classes.legendPlanned} />
        {planned}
      </Text>
      <Text size="xs" c="dimmed">
        <span className={classes.legendTarget} />
        {target}
      </Text>
    </Group>
  );
}
