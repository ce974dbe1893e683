import { useEffect, useState } from 'react';
import {
  designMissing,
  paths,
  type DesignCustomization,
  type DesignView,
  type OrderDetail,
} from '@store/contracts';
import { Link, StoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import quoteStyles from '../quotes/quotes.module.css';
import styles from './orders.module.css';
import type { OrdersApi } from './orders-api';
import { OrderProofVersions } from './order-proof-versions';

type Line = OrderDetail['lines'][number];

const designOf = (line: Line): DesignCustomization | null => {
  const design = line.customization as DesignCustomization | null;
  return design?.kind === 'store-design' ? design : null;
};

/** A view's saved mockup, read with the buyer's token (design files are their owner's only). */
function useMockup(api: OrdersApi, name: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!name) return;
    let objectUrl: string | null = null;
    let current = true;
    api.designFile(name).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => undefined, // No mockup to show: the line's picture stands in.
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, name]);
  return url;
}

/** The builder on this order's line (mf-builder's `order` and `line` query), by route only. */
const changeDesignPath = (order: OrderDetail, design: DesignCustomization, index: number) =>
  paths.customizeProduct({ product: design.productDesc, order: order.id, line: index });

function ProofView({
  line,
  view,
  api,
  change,
  inks,
}: {
  line: Line;
  view: DesignView;
  api: OrdersApi;
  /** Where 'Cambiar diseño' goes: on the line's first view while the proof is pending. */
  change: string | null;
  /** The line's inks as the server counts and charges them: on its first view. */
  inks: string[] | null;
}) {
  const { t } = useTranslation('account');
  const mockup = useMockup(api, view.mockup) ?? line.shoppingCartProductImageFK[0] ?? null;
  return (
    <li className={styles.proofView}>
      {mockup ? (
        <img
          src={mockup}
          alt={t('orders.proofAlt', { product: line.productName, view: view.view })}
        />
      ) : (
        <span className={quoteStyles.noImage} />
      )}
      <div>
        <h3 className={quoteStyles.lineName}>
          {line.productName} · {view.view}
        </h3>
        <ProofFacts line={line} />
        <p className={quoteStyles.muted}>
          {t('orders.proofArea', {
            width: view.printArea.widthMm,
            height: view.printArea.heightMm,
          })}
        </p>
        {inks && inks.length > 0 && (
          <p className={styles.inks}>
            {t('orders.proofInks', { count: inks.length })}
            {inks.map((ink) => (
              <span key={ink} className={styles.ink} style={{ background: ink }} title={ink} />
            ))}
          </p>
        )}
        {change && (
          <Link to={change} aria-label={t('orders.changeDesignOf', { product: line.productName })}>
            {t('orders.changeDesign')}
          </Link>
        )}
      </div>
    </li>
  );
}

function ProofFacts({ line }: { line: Line }) {
  const { t } = useTranslation('account');
  return (
    <p className={quoteStyles.muted}>
      {[line.technique?.name, line.variantName, t('quotes.units', { count: line.quantity })]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/** A customised line still without its design: nothing to approve yet, and where to make it. */
function MissingDesign({ line, change }: { line: Line; change: string | null }) {
  const { t } = useTranslation('account');
  return (
    <li className={styles.proofView}>
      {/* The plain product, as the line's picture: there is no mockup to show yet. */}
      {line.shoppingCartProductImageFK[0] ? (
        <img src={line.shoppingCartProductImageFK[0]} alt="" />
      ) : (
        <span className={quoteStyles.noImage} />
      )}
      <div>
        <h3 className={quoteStyles.lineName}>{line.productName}</h3>
        <ProofFacts line={line} />
        <p className={styles.designMissing}>{t('orders.proofDesignMissing')}</p>
        {change && (
          <Link to={change} aria-label={t('orders.designOf', { product: line.productName })}>
            {t('orders.design')}
          </Link>
        )}
      </div>
    </li>
  );
}

type ProofEntry =
  | { line: Line; view: DesignView; change: string | null; inks: string[] | null }
  | { line: Line; view: null; change: string | null; inks: null };

/** What the proof shows of each customised line: its views with something on them, or that its design is missing. */
function entriesOf(order: OrderDetail, pending: boolean): ProofEntry[] {
  return order.lines.flatMap((line, index): ProofEntry[] => {
    const design = designOf(line);
    if (!design) return [];
    const change = pending ? changeDesignPath(order, design, index) : null;
    const used = design.views.filter((view) => view.elements.length > 0);
    if (used.length === 0)
      return designMissing({ applicationTechnique: line.technique, customization: design })
        ? [{ line, view: null, change, inks: null }]
        : [];
    return used.map((view, nth) => ({
      line,
      view,
      change: nth === 0 ? change : null,
      inks: nth === 0 ? line.inks : null,
    }));
  });
}

/**
 * The proof of a customised order: each view's mockup with its technique, sizes and the design's
 * inks (the server's count, what it charges for), or that a line's design is still missing,
 * 'Cambiar diseño' on each customised line (the builder, which saves it back to the order) and
 * 'Aprobar prueba' until the buyer approves it (the designs are then locked).
 */
export function OrderProof({
  order,
  api,
  onChange,
}: {
  order: OrderDetail;
  api: OrdersApi;
  onChange: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  if (order.proof === 'none') return null;
  const pending = order.proof === 'pending' && !order.designsLocked;
  const sent = order.proofVersions.length > 0;
  const entries = entriesOf(order, pending);
  async function approve() {
    setStatus({ busy: true, error: null });
    try {
      onChange(await api.approveProof(order.id));
      setStatus({ busy: false, error: null });
    } catch (error) {
      setStatus({
        busy: false,
        error: error instanceof StoreApiError ? error.message : String(error),
      });
    }
  }
  return (
    <section className={styles.proof} aria-labelledby="order-proof">
      <h2 id="order-proof" className={styles.subtitle}>
        {t('orders.proofTitle')}
      </h2>
      <p className={quoteStyles.muted}>
        {pending ? t('orders.proofPending') : t('orders.proofLocked')}
      </p>
      <ul className={styles.proofViews}>
        {entries.map(({ line, view, change, inks }, index) =>
          view ? (
            <ProofView
              key={`${line.sku}-${view.view}-${index}`}
              line={line}
              view={view}
              api={api}
              change={change}
              inks={inks}
            />
          ) : (
            <MissingDesign key={`${line.sku}-${index}`} line={line} change={change} />
          ),
        )}
      </ul>
      {/* Once the store sent a proof, the buyer answers its latest version (below); before, they
          approve the designs as they are. */}
      {sent ? (
        <OrderProofVersions order={order} api={api} onChange={onChange} />
      ) : (
        pending && (
          <Button onClick={() => void approve()} disabled={status.busy}>
            {t('orders.approveProof')}
          </Button>
        )
      )}
      {order.proof === 'approved' && <p role="status">{t('orders.proofApproved')}</p>}
      {status.error && (
        <p role="alert" className={quoteStyles.error}>
          {status.error}
        </p>
      )}
    </section>
  );
}
