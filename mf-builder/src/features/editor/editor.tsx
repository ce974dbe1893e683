import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  paths,
  type DesignElement,
  type DesignerSettings,
  type ProductDetail,
} from '@store/contracts';
import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import { emit, useTranslation, useNavigate, useStore } from '@store/platform';
import { Button } from '@store/ui';
import { layoutView } from '../design/area-math';
import { withElement, withElements, toCustomization } from '../design/design-model';
import { alignedIn, centred, copyOf, newImage, newText, restack } from '../design/element-actions';
import { alignedTogether } from '../design/align-selection';
import { roomIn } from '../design/design-limits';
import { ruleProblems } from '../design/technique-rules';
import { newTextInk } from '../design/text-ink';
import { uploadBlobUrl } from './builder-api';
import { AlignPanel } from './align-panel';
import { ColorReducer } from './color-reducer';
import { ImageSources } from './image-sources';
import { uploadDpiProblem } from './upload-check';
import { draftLineOf } from './line-source';
import { builderRequest, linesOf } from './order-lines';
import { EmbroideryPanel } from './embroidery-panel';
import { PriceBox } from './price-box';
import { QuantityPanel } from './quantity-panel';
import { TechniqueSelect } from './technique-select';
import { TextPanel } from './text-panel';
import { Toolbar } from './toolbar';
import { useCanvasSize } from './use-canvas-size';
import { useDesignSession, type BuilderQuery } from './use-design-session';
import { useLivePrice } from './use-live-price';
import { useRuleMessages } from './use-rule-messages';
import { UploadProgress } from './upload-progress';
import { useSave } from './use-save';
import { cartTarget, orderTarget } from './save-targets';
import { viewPicture } from './view-picture';
import { ViewStage } from './view-stage';
import styles from './editor.module.css';

interface Props {
  product: ProductDetail;
  settings: DesignerSettings;
  query: BuilderQuery;
}

/** The design editor of one product: views, elements, technique, quantity, price and saving. */
export function Editor({ product, settings, query }: Props) {
  const { t } = useTranslation('builder');
  const { tenant } = useStore();
  const session = useDesignSession(tenant, product, query);
  const { design, change } = session;
  const [viewName, setViewName] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [live, setLive] = useState<DesignElement | null>(null);
  const [library, setLibrary] = useState<typeof session.uploads>([]);
  const size = useCanvasSize();
  const navigate = useNavigate();
  const { source } = query;
  const order = source?.kind === 'order' ? source : null;
  const saving = useSave(() =>
    order ? navigate(paths.orderDetail(order.order)) : emit('cart:open-drawer', {}),
  );
  const messages = useRuleMessages();

  const technique = product.techniques.find((tq) => tq.id === design.techniqueId) ?? null;
  const current = design.views.find((v) => v.view === viewName) ?? design.views[0];
  const uploads = useMemo(
    () => new Map([...library, ...session.uploads].map((u) => [u.name, u])),
    [library, session.uploads],
  );
  const colorVariant =
    product.variants.find((v) => v.id === session.colorVariantId) ?? product.variants[0] ?? null;
  const productView = (name: string) => product.views.find((v) => v.name === name);
  const layoutOf = (name: string) => {
    const view = productView(name);
    const area = design.views.find((v) => v.view === name)?.printArea;
    return view && area ? layoutView(view, area, size, size * 1.2) : null;
  };
  const pictureOf = (name: string) => viewPicture(product, productView(name), colorVariant);
  const problems = technique
    ? ruleProblems(design.views, technique, uploads, settings, messages)
    : [];
  const customization = toCustomization(design, uploads, product.slug);
  const lines = linesOf(product, session.quantities);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const hard = problems.some((p) => p.hard);
  // Nothing on the product yet: neither priced nor saved.
  const emptyDesign = customization.views.length === 0;
  // An order keeps the price it was placed with: nothing to price while changing its design.
  const priceable = !order && units > 0 && !emptyDesign && !hard;
  // One layout object per view and size: the canvas redraws its guides and picture when it changes.
  const areaKey = current ? JSON.stringify(current.printArea) : '';
  const layout = useMemo(
    () => (current ? layoutOf(current.view) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [areaKey, size, product],
  );
  const price = useLivePrice(
    priceable ? builderRequest(product, lines, customization, null, null) : null,
  );

  if (session.origin === 'failed')
    return <p role="alert">{t('orderLineFailed', { message: session.failure })}</p>;
  if (!current || !technique || !layout) return <p>{t('notCustomizable')}</p>;
  const selected = current.elements.find((e) => e.id === selectedId) ?? null;
  const room = roomIn(design.views, current);
  const full = !room.element
    ? t('viewFull', { max: DESIGN_LIMITS.elementsPerView })
    : !room.picture
      ? t('picturesFull', { max: DESIGN_LIMITS.pictures })
      : null;
  const update = (change_: (elements: DesignElement[]) => DesignElement[]) =>
    change((state) => withElements(state, current.view, change_));
  const add = (element: DesignElement) => {
    update((elements) => [...elements, element]);
    setSelectedId(element.id);
  };
  const remove = () => {
    update((elements) => elements.filter((e) => e.id !== selectedId));
    setSelectedId(null);
  };
  // Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z) and Delete on the canvas; arrows move (the canvas does).
  const onKey = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    const action =
      command && key === 'z' && !event.shiftKey
        ? session.undo
        : command && (key === 'y' || key === 'z')
          ? session.redo
          : (key === 'delete' || key === 'backspace') && selected
            ? remove
            : null;
    action?.();
    return action !== null;
  };
  const palette =
    technique.rules.palette === 'thread' ? settings.threadPalette : settings.inkPalette;

  const onSave = () => {
    if (emptyDesign) return saving.refuse(t('emptyDesign'));
    if (hard) return saving.refuse(t('fixFirst'));
    if (units === 0 && !order) return saving.refuse(t('needUnits'));
    void saving.save({
      tenant,
      product: product.slug,
      design: customization,
      draftLine: draftLineOf(source),
      target: order
        ? orderTarget(order)
        : cartTarget(product, lines, source?.kind === 'cart' ? source.line : null),
      done: order ? t('savedToOrder') : t('saved'),
      layoutOf,
      pictureOf,
      imageUrl: uploadBlobUrl,
    });
  };

  return (
    <div className={styles.editor}>
      <h1 className={styles.heading}>{t('heading', { name: product.name })}</h1>
      {session.origin === 'draft' && <p className={styles.note}>{t('draftRestored')}</p>}
      {order && <p className={styles.note}>{t('orderNote')}</p>}
      <ViewStage
        views={design.views}
        current={current}
        layout={layout}
        picture={pictureOf(current.view)}
        onView={(name) => {
          setViewName(name);
          setSelectedId(null);
        }}
        selected={selected}
        live={live}
        problems={problems}
        limits={settings}
        uploads={uploads}
        canvas={{
          imageUrl: uploadBlobUrl,
          onSelect: setSelectedId,
          onChange: (element) => change((state) => withElement(state, current.view, element)),
          onMeasure: (element) =>
            session.amend((state) => withElement(state, current.view, element)),
          onLive: setLive,
          onKey,
        }}
      />
      <div className={styles.side}>
        <TechniqueSelect product={product} session={session} disabled={order !== null} />
        <Toolbar
          hasSelection={selected !== null}
          canAdd={room.element}
          canDuplicate={room.element && (selected?.type !== 'image' || room.picture)}
          canUndo={session.canUndo}
          canRedo={session.canRedo}
          onAddText={() =>
            add(
              newText(
                current.printArea,
                t('newText'),
                newTextInk(palette, colorVariant?.color?.hex ?? null),
              ),
            )
          }
          // The copy is the one chosen next, as in any editor: Delete then takes the copy away.
          onDuplicate={() => selected && add(copyOf(selected, current.printArea))}
          onRemove={remove}
          onForward={() => selectedId && update((els) => restack(els, selectedId, 1))}
          onBackward={() => selectedId && update((els) => restack(els, selectedId, -1))}
          onCenter={() =>
            selected &&
            change((state) =>
              withElement(state, current.view, centred(selected, current.printArea)),
            )
          }
          onAlign={(edge) =>
            selected &&
            change((state) =>
              withElement(state, current.view, alignedIn(selected, current.printArea, edge)),
            )
          }
          onUndo={session.undo}
          onRedo={session.redo}
        />
        {full && (
          <p role="status" className={styles.note}>
            {full}
          </p>
        )}
        {selected?.type === 'text' && (
          <TextPanel
            element={selected}
            palette={palette}
            onChange={(element) => change((state) => withElement(state, current.view, element))}
          />
        )}
        {selected?.type === 'image' && !selected.isVector && (
          <ColorReducer
            key={`${selected.id}:${selected.upload}`}
            element={selected}
            upload={uploads.get(selected.upload)}
            imageUrl={uploadBlobUrl}
            onAccept={(upload) => {
              session.addUpload(upload);
              change((state) =>
                withElement(state, current.view, {
                  ...selected,
                  upload: upload.name,
                  widthPx: upload.widthPx,
                  heightPx: upload.heightPx,
                }),
              );
            }}
          />
        )}
        <AlignPanel
          key={current.view}
          elements={current.elements}
          onAlign={(ids, edge) => update((elements) => alignedTogether(elements, ids, edge))}
        />
        <ImageSources
          prompted={query.start === 'upload' && emptyDesign}
          check={async (file) => {
            const low = await uploadDpiProblem(file, current.printArea, settings.minUploadDpi);
            return low && t('uploadLowDpi', low);
          }}
          onLibrary={setLibrary}
          onUploaded={(upload) => {
            session.addUpload(upload);
            // Past a limit the logo stays in 'Mis logos'; the note above says why it was not placed.
            if (room.element && room.picture) add(newImage(current.printArea, upload));
          }}
        />
        {!order && (
          <QuantityPanel
            product={product}
            quantities={session.quantities}
            onQuantities={session.setQuantities}
            colorVariant={colorVariant}
            onColor={(variant) => session.setColorVariantId(variant.id)}
          />
        )}
        {!emptyDesign && (
          <p className={styles.note}>{t('colors', { count: customization.colorCount })}</p>
        )}
        {!order && (
          <PriceBox price={price} units={units} technique={technique} emptyDesign={emptyDesign} />
        )}
        {technique.rules.palette === 'thread' && <EmbroideryPanel view={current} />}
        {problems
          .filter((p) => p.elementId === null)
          .map((problem) => (
            <p key={problem.message} className={styles.problem}>
              {problem.message}
            </p>
          ))}
        <Button
          onClick={onSave}
          busy={saving.busy}
          disabled={saving.busy || session.origin === 'loading'}
        >
          {order ? t('saveToOrder') : source ? t('saveBack') : t('save')}
        </Button>
        {saving.uploading && (
          <UploadProgress
            label={t('uploadingDesign', { view: saving.uploading.view })}
            progress={saving.uploading.progress}
            onCancel={saving.cancelUpload}
          />
        )}
        <p role="status" className={saving.ok ? styles.note : styles.problem}>
          {saving.text}
        </p>
      </div>
    </div>
  );
}
