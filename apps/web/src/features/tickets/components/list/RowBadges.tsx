import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { Priority, TicketStatus, TicketType } from '@expertos/domain/tickets';
import type { MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { PRIORITY_COLORS, STATUS_COLORS, TYPE_COLORS } from '../fields/ticket-colors';
import classes from './RowBadges.module.css';

// The row's own badges: spans with a CSS module class instead of Mantine's Badge, which
// resolves its style props on every mount and a scrollbar jump mounts thirty rows at once.
// The board and the dialog keep the Badge components in ../fields.

type Variant = 'light' | 'outline' | 'dot';

/**
 * One inline style per variant and colour, made once and shared by every row. Plain
 * properties reading Mantine's colour variables, not custom properties set on the badge:
 * an element that sets its own custom property copies the hundreds Mantine puts on :root,
 * which made the style recalculation of freshly mounted rows the slowest part of a jump.
 */
const styles = new Map<string, CSSProperties>();
function colorStyle(variant: Variant, color: MantineColor): CSSProperties {
  const key = `${variant}:${color}`;
  let style = styles.get(key);
  if (!style) {
    style =
      variant === 'light'
        ? {
            color: `var(--mantine-color-${color}-light-color)`,
            background: `var(--mantine-color-${color}-light)`,
          }
        : variant === 'outline'
          ? { color: `var(--mantine-color-${color}-outline)` }
          : { background: `var(--mantine-color-${color}-filled)` };
    styles.set(key, style);
  }
  return style;
}

/** Like StatusBadge (light). */
export function rowStatusBadge(status: TicketStatus, label: string) {
  return (
    <span className={classes.badge} style={colorStyle('light', STATUS_COLORS[status])}>
      {label}
    </span>
  );
}

/** Like PriorityBadge (dot). */
export function rowPriorityBadge(priority: Priority, label: string) {
  return (
    <span className={`${classes.badge} ${classes.dot}`}>
      <span className={classes.dotMark} style={colorStyle('dot', PRIORITY_COLORS[priority])} />
      {label}
    </span>
  );
}

/** Like TicketTypeBadge size="sm" (outline: the border takes the text's colour). */
export function rowTypeBadge(type: TicketType, label: string) {
  return (
    <span
      className={`${classes.badge} ${classes.small} ${classes.outline}`}
      style={colorStyle('outline', TYPE_COLORS[type])}
    >
      {label}
    </span>
  );
}

/** A person's picture, or the first letter of `name` (also while it loads or if it fails). */
export function rowAvatar(person: PersonRef, name: string) {
  return (
    <span className={classes.avatar} aria-hidden>
      {name.slice(0, 1).toUpperCase()}
      {person.image && <img src={person.image} alt="" loading="lazy" decoding="async" />}
    </span>
  );
}
