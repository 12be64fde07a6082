import '@/shared/i18n/parts/analytics';
import type { Review } from '@expertos/domain/analytics/review.schema';
import { Alert, Anchor, Badge, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  calendarDayLabel,
  dayLabel,
  groupKeyLabel,
  hourLabel,
  percent,
  platformLabel,
  weekdayName,
} from '../lib/format';

const r = 'ui.analytics.reviews' as const;
const day = (date: string) => calendarDayLabel(date, true);

function rateText(rate: Review['content']['results']['posts'][number]['rate'], t: TFunction) {
  return typeof rate === 'number' ? percent(rate) : t(`${r}.gaps.${rate}`);
}

/** One week's review (docs/product.md#analytics): the model's summary if any, then the rules' sections. */
export function ReviewView({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { content } = review;
  const { results, next } = content;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t(`${r}.title`, { from: day(review.from), to: day(review.to) })}
      </Title>
      {review.ai === 'written' && review.summary && (
        <Card withBorder>
          <Stack gap="xs">
            <Title order={3} size="h5">
              <IconSparkles size={16} aria-hidden /> {t(`${r}.summary`)}
            </Title>
            <Text>{review.summary}</Text>
            {review.suggestions.length > 0 && (
              <>
                <Title order={4} size="h6">
                  {t(`${r}.suggestions`)}
                </Title>
                <List>
                  {review.suggestions.map((suggestion) => (
                    <List.Item key={suggestion}>{suggestion}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Card>
      )}
      {review.ai === 'failed' && <Alert color="yellow">{t(`${r}.aiFailedNote`)}</Alert>}

      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t(`${r}.slate.title`)}
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${r}.slate.purpose`)}</Table.Th>
                  <Table.Th>{t(`${r}.slate.target`)}</Table.Th>
                  <Table.Th>{t(`${r}.slate.planned`)}</Table.Th>
                  <Table.Th>{t(`${r}.slate.posted`)}</Table.Th>
                  <Table.Th>{t(`${r}.slate.short`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {content.slate.purposes.map((row) => (
                  <Table.Tr key={row.purpose}>
                    <Table.Td>{t(`ui.tickets.list.purposes.${row.purpose}`)}</Table.Td>
                    <Table.Td>{row.target}</Table.Td>
                    <Table.Td>{row.planned}</Table.Td>
                    <Table.Td>{row.posted}</Table.Td>
                    <Table.Td>
                      {row.short > 0 ? (
                        <Badge color="orange" variant="light">
                          {row.short}
                        </Badge>
                      ) : (
                        t(`${r}.slate.met`)
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {content.slate.unassigned > 0 && (
            <Text size="sm" c="dimmed">
              {t(`${r}.slate.unassigned`, { count: content.slate.unassigned })}
            </Text>
          )}
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t(`${r}.results.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {results.median.median === null
              ? t(`${r}.results.noMedian`, { from: day(results.from), to: day(results.to) })
              : t(`${r}.results.intro`, {
                  from: day(results.from),
                  to: day(results.to),
                  median: percent(results.median.median),
                  counted: results.median.counted,
                  of: results.median.of,
                })}
          </Text>
          {results.posts.length === 0 ? (
            <Text>{t(`${r}.results.none`)}</Text>
          ) : (
            <>
              <Text>
                {t(`${r}.results.counts`, {
                  above: results.above,
                  below: results.below,
                  unrated: results.unrated,
                })}
              </Text>
              <Table.ScrollContainer minWidth={300}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`${r}.results.post`)}</Table.Th>
                      <Table.Th>{t(`${r}.results.rate`)}</Table.Th>
                      <Table.Th>{t(`${r}.results.versus`)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {results.posts.map((post) => (
                      <Table.Tr key={post.id}>
                        <Table.Td>
                          <PostLink post={post} t={t} />
                        </Table.Td>
                        <Table.Td>{rateText(post.rate, t)}</Table.Td>
                        <Table.Td>
                          {post.versus ? t(`${r}.results.${post.versus}`) : t(`${r}.results.noRate`)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t(`${r}.next.title`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Section title={t(`${r}.next.short`)}>
              {next.short.length === 0 ? (
                <Text size="sm">{t(`${r}.next.onTrack`)}</Text>
              ) : (
                <List size="sm">
                  {next.short.map((item) => (
                    <List.Item key={item.purpose}>
                      {t(`${r}.next.shortItem`, {
                        count: item.missing,
                        purpose: t(`ui.tickets.list.purposes.${item.purpose}`),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Section>
            <Section title={t(`${r}.next.times`)}>
              {next.times.enough && next.times.slots.length > 0 ? (
                <List size="sm">
                  {next.times.slots.map((slot) => (
                    <List.Item key={`${slot.weekday}-${slot.hour}`}>
                      {weekdayName(slot.weekday)} {hourLabel(slot.hour)} · {percent(slot.median)}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{t(`${r}.next.notEnough`, { posts: next.times.posts })}</Text>
              )}
            </Section>
            {(['pillars', 'formats'] as const).map((kind) => (
              <Section key={kind} title={t(`${r}.next.${kind}`)}>
                {next[kind].length === 0 ? (
                  <Text size="sm">{t(`${r}.next.none`)}</Text>
                ) : (
                  <List size="sm">
                    {next[kind].map((group) => (
                      <List.Item key={group.key}>
                        {t(`${r}.next.group`, {
                          key: groupKeyLabel(kind === 'pillars' ? 'pillar' : 'format', group.key, t),
                          rate: percent(group.median),
                          posts: group.posts,
                        })}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Section>
            ))}
          </SimpleGrid>
          <Section title={t(`${r}.next.reuse`)}>
            {next.reuse.length === 0 ? (
              <Text size="sm">{t(`${r}.next.noReuse`)}</Text>
            ) : (
              <List size="sm">
                {next.reuse.map((post) => (
                  <List.Item key={post.id}>
                    <PostLink post={post} t={t} /> · {rateText(post.rate, t)}
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
        </Stack>
      </Card>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PostLink({
  post,
  t,
}: {
  post: { network: string; posted_at: string; url: string | null; pillar: string | null };
  t: TFunction;
}) {
  const label = `${platformLabel(post.network, t)} · ${dayLabel(post.posted_at)}${post.pillar ? ` · ${post.pillar}` : ''}`;
  return post.url ? (
    <Anchor href={post.url} target="_blank" rel="noreferrer">
      {label}
    </Anchor>
  ) : (
    <span>{label}</span>
  );
}
