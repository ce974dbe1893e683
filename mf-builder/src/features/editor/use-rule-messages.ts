import { useTranslation } from '@store/platform';
import type { RuleMessages } from '../design/technique-rules';

/** The technique rules' Spanish messages (the buyer's locale). */
export function useRuleMessages(): RuleMessages {
  const { t } = useTranslation('builder');
  return {
    textTooSmall: (technique, mm) => t('rules.textTooSmall', { technique, mm }),
    lineTooThin: (technique, width, min) => t('rules.lineTooThin', { technique, width, min }),
    rasterRefused: (technique) => t('rules.rasterRefused', { technique }),
    lowDpi: (dpi, min) => t('rules.lowDpi', { dpi, min }),
    warnDpi: (dpi) => t('rules.warnDpi', { dpi }),
    tooManyColors: (technique, max, count) => t('rules.tooManyColors', { technique, max, count }),
    tooBig: (technique, width, height) => t('rules.tooBig', { technique, width, height }),
  };
}
