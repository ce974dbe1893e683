import { initI18n } from '@store/platform';

// The shell starts i18n before any remote registers its messages; tests do the same.
initI18n('arg');
