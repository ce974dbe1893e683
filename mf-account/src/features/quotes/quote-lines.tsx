import { missingDesignPath, type Quote, type QuoteAmounts } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import { Price } from '@store/ui';
import styles from './quotes.module.css';

const variantText = (line: Quote['lines'][number]) =>
  line.variants
    .map((variant) => {
      const name = [variant.color, variant.size].filter(Boolean).join(' ');
      return line.type === 'ProductoCurva' ? `${name || variant.sku}: ${variant.quantity}` : name;
    })
    .filter(Boolean)
    .join(' · ');

/**
 * A quoted line customised without a design: not a finished line. The quote keeps its prices;
 * the builder makes the design as a new product of the cart (its own line, priced today).
 */
function MissingDesign({ quote, line }: { quote: Quote; line: Quote['lines'][number] }) {
  const { t } = useTranslation('account');
  const item = quote.items.find((entry) => entry.shoppingCartUUID === line.shoppingCartUUID);
  const design = item ? missingDesignPath(item) : null;
  const upload = item ? missingDesignPath(item, true) : null;
  const product = line.productName;
  return (
    <div className={styles.missingDesign}>
      <p className={styles.missingLabel}>{t('quotes.designMissing')}</p>
      {design && upload && (
        <>
          <p className={styles.muted}>{t('quotes.designMissingText')}</p>
          <p className={styles.missingActions}>
            <Link to={design} aria-label={t('quotes.designOf', { product })}>
              {t('quotes.design')}
            </Link>
            <Link to={upload} aria-label={t('quotes.uploadLogoOf', { product })}>
              {t('quotes.uploadLogo')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** Each quoted line with its picture, technique, sizes and colours, quantity and total. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation('account');
  return (
    <ul className={styles.lines}>
      {quote.lines.map((line) => (
        <li key={line.shoppingCartUUID} className={styles.line}>
          {line.render || line.image ? (
            <img src={line.render ?? line.image ?? ''} alt="" width={64} height={64} />
          ) : (
            <span className={styles.noImage} />
          )}
          <div>
            <h2 className={styles.lineName}>{line.productName}</h2>
            <p className={styles.muted}>
              {t('quotes.code', { code: line.externalId })} ·{' '}
              {line.technique
                ? t('quotes.technique', { technique: line.technique })
                : t('quotes.plain')}
            </p>
            {variantText(line) && <p className={styles.muted}>{variantText(line)}</p>}
            {line.designMissing && <MissingDesign quote={quote} line={line} />}
          </div>
          <p className={styles.lineAmounts}>
            <span>{t('quotes.units', { count: line.quantity })}</span>
            <Price value={line.amounts.total} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The quote's totals as the PDF shows them. */
export function QuoteTotals({ totals }: { totals: QuoteAmounts }) {
  const { t } = useTranslation('account');
  const rows: [string, number][] = [
    [t('quotes.products'), totals.base],
    [t('quotes.application'), totals.application],
    ...(totals.underMinimum
      ? [[t('quotes.underMinimum'), totals.underMinimum] as [string, number]]
      : []),
    [t('quotes.subtotal'), totals.subTotal],
    [t('quotes.taxes'), totals.taxes],
  ];
  return (
    <dl className={styles.totals}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            <Price value={value} />
          </dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>{t('quotes.total')}</dt>
        <dd>
          <Price value={totals.total} />
        </dd>
      </div>
    </dl>
  );
}
