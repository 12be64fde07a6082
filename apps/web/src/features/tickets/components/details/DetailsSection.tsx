import { Stack, Title, type TitleOrder } from '@mantine/core';
import { createContext, type ReactNode, useContext, useId } from 'react';

/**
 * The heading level of the sections: one below the task's title, which is an h1 on the page
 * and an h3 in the dialog (under the frame's h2).
 */
export const SectionHeadingContext = createContext<TitleOrder>(4);

/** A titled group of fields (Hooks, Post, Dates, Links, References…). */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const order = useContext(SectionHeadingContext);
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title id={id} order={order} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
