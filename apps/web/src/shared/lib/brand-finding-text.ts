import '@/shared/i18n/parts/brand-check';
import type { BrandFinding } from '@expertos/domain/brand-check';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';

/**
 * A brand check finding as one sentence (docs/product.md#brand-check): the team's check on a
 * post and the approval page an outside approver sees read them alike.
 */
export function useFindingText() {
  const { t, i18n } = useTranslation();
  const k = 'ui.brandCheck.findings' as const;
  return (finding: BrandFinding): string => {
    switch (finding.kind) {
      case 'off_brand':
        return t(`${k}.off_brand`, { phrase: finding.phrase, rule: finding.rule });
      case 'caption_length':
        return t(`${k}.caption_length`, {
          length: formatNumber(finding.length, i18n.language),
          limit: formatNumber(finding.limit, i18n.language),
          platform: t(`ui.tickets.list.platforms.${finding.platform}`),
        });
      case 'hashtags':
        return t(`${k}.hashtags`, {
          count: finding.count,
          limit: finding.limit,
          platform: t(`ui.tickets.list.platforms.${finding.platform}`),
        });
      case 'slate':
        return t(`${k}.slate`, {
          planned: finding.planned,
          target: finding.target,
          purpose: t(`ui.brandCheck.purposes.${finding.purpose}`),
          short: finding.short.map((purpose) => t(`ui.brandCheck.purposes.${purpose}`)).join(', '),
        });
      case 'credit':
        return t(`${k}.credit`, { asset: finding.asset, credit: finding.credit });
    }
  };
}
